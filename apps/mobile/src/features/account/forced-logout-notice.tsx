import { errorMessageKey } from '@lobby/i18n';
import { Modal } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { forcedOutSeen } from '../../stores/session';

/** 'The account has been logged out, please log in again' after the server refused the token. */
export function ForcedLogoutNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.session.forcedOut);
  const close = () => dispatch(forcedOutSeen());
  return (
    <Modal open={open} onClose={close} title={t('account.logout')} closeLabel={t('shell.close')}>
      <p role="alert">{t(errorMessageKey('session.expired'))}</p>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={close}>
          {t('account.ok')}
        </button>
      </div>
    </Modal>
  );
}
