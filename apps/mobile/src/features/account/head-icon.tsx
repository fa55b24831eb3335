import { useGetHeadIconQuery, useSetHeadIconMutation } from '@lobby/api-client';
import { Modal } from '@lobby/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../components/api-error-state';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { toastShown } from '../../stores/lobby';
import styles from './head-icon.module.css';

/**
 * The member's head icon on the profile page (known-api.md: /wps/member/info/icon): tapping it
 * opens the pictures to choose from; a choice is saved at once and says so.
 */
export function HeadIcon() {
  const { t } = useTranslation(['play', 'translation']);
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  const { data } = useGetHeadIconQuery(undefined, { skip: !loggedIn });
  const [setIcon, { isLoading }] = useSetHeadIconMutation();
  const [open, setOpen] = useState(false);

  const choose = async (iconId: number) => {
    const result = await setIcon(iconId);
    if ('error' in result) return dispatch(toastShown({ message: errorText(result.error), tone: 'error' }));
    dispatch(toastShown({ message: t('profile.iconSaved'), tone: 'info', duration: 'brief' }));
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.icon}
        data-testid="head-icon"
        aria-label={t('profile.changeIcon')}
        onClick={() => setOpen(true)}
        disabled={!data}
      >
        {data ? <img src={data.iconUrl} alt="" width={72} height={72} /> : <span className={styles.blank} />}
      </button>
      <Modal
        open={open}
        title={t('profile.chooseIcon')}
        closeLabel={t('shell.close', { ns: 'translation' })}
        onClose={() => setOpen(false)}
        placement="bottom"
      >
        {/* Each picture saves at once: buttons, the current one pressed (not radios to move among). */}
        <div className={styles.choices} role="group" aria-label={t('profile.chooseIcon')}>
          {data?.choices.map((choice) => (
            <button
              key={choice.iconId}
              type="button"
              aria-pressed={choice.iconId === data.iconId}
              aria-label={t('profile.iconChoice', { n: choice.iconId })}
              className={styles.choice}
              disabled={isLoading}
              onClick={() => void choose(choice.iconId)}
            >
              <img src={choice.iconUrl} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}
