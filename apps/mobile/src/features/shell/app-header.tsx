import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from './language-select';
import { ThemeToggle } from './theme-toggle';

/** Top bar: logo (home), preferences, and login/register for visitors. */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className="header">
      <Link to="/home" className="header__logo" aria-label={t('header.home')}>
        <img src="/m/favicon.svg" alt="" width="28" height="28" />
        <span className="visually-hidden">{t('app.name')}</span>
      </Link>
      <div className="header__actions">
        <LanguageSelect />
        <ThemeToggle />
        <Link to="/login" className="button button--ghost">
          {t('header.login')}
        </Link>
        <Link to="/register" className="button">
          {t('header.register')}
        </Link>
      </div>
    </header>
  );
}
