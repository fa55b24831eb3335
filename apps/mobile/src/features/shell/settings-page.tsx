import { isTrial } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../../components/language-button';
import { useAppDispatch, useAppSelector } from '../../stores/hooks';
import { changePasswordPopupToggled } from '../../stores/popups';
import styles from './settings-page.module.css';
import { ThemeToggle } from './theme-toggle';

/**
 * /m/set: preferences, the same controls as the side menu, and for a member the password change
 * (a free-play account has no password of its own).
 */
export function SettingsPage() {
  const { t } = useTranslation(['account', 'translation']);
  const dispatch = useAppDispatch();
  const session = useAppSelector((s) => s.session.current);
  const member = session !== null && !isTrial(session.type);
  return (
    <ul className={styles.list} data-testid="settings">
      <li className={styles.row}>
        <span>{t('header.language')}</span>
        <LanguageButton />
      </li>
      <li className={styles.row}>
        <span>{t('header.theme')}</span>
        <ThemeToggle />
      </li>
      {member && (
        <li className={styles.row}>
          <span>{t('titles.changePassword')}</span>
          <button
            type="button"
            className="button button--ghost"
            aria-haspopup="dialog"
            onClick={() => dispatch(changePasswordPopupToggled(true))}
          >
            {t('account.change')}
          </button>
        </li>
      )}
    </ul>
  );
}
