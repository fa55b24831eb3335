import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { backTarget, headerTitleId, isHomePath } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ShellIcon } from '../../components/shell-icons';
import { useAppDispatch } from '../../stores/hooks';
import { homeReset } from '../../stores/lobby';
import { AccountActions } from './account-actions';
import './app-header.css';

/**
 * Top bar (spec section 2): side-menu button; on home the logo, elsewhere the back arrow and the
 * screen's title; login and register for visitors.
 */
export function AppHeader({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const path = `/m${pathname}`;
  const home = isHomePath(path);
  const titleId = headerTitleId(path);
  // The brand's logo and name (the first screen asks for the settings before the app runs).
  const { data: settings } = useGetSiteSettingsQuery();
  const back = () => {
    // A first page opened directly has no history to go back to: go home then.
    if (backTarget(path).kind === 'home' || window.history.length <= 1) void navigate('/home');
    else void navigate(-1);
  };

  return (
    <header className="header">
      <button
        type="button"
        className="icon-button icon-button--bare"
        aria-label={t('shell.openMenu')}
        onClick={onMenu}
        data-testid="open-menu"
      >
        <ShellIcon name="menu" />
      </button>
      {home ? (
        <Link to="/home" className="header__logo" aria-label={t('header.home')} onClick={() => dispatch(homeReset())}>
          {settings ? (
            <img src={settings.logo} alt="" width="28" height="28" />
          ) : (
            <span className="header__logo-space" />
          )}
          <span className="header__brand" data-testid="brand-name">
            {settings?.siteName}
          </span>
        </Link>
      ) : (
        <>
          <button type="button" className="icon-button icon-button--bare" aria-label={t('header.back')} onClick={back}>
            <ShellIcon name="back" />
          </button>
          <h1 className="header__title">{titleId ? t(`titles.${titleId}`) : ''}</h1>
        </>
      )}
      <AccountActions />
    </header>
  );
}
