import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { backTarget, headerTitleId, isHomePath } from '@lobby/domain';
import { HeaderBar } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import { useAppDispatch } from '../../stores/hooks';
import { homeReset } from '../../stores/lobby';
import { AccountActions } from './account-actions';

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
  const titleId = headerTitleId(path);
  // The brand's logo and name (the first screen asks for the settings before the app runs).
  const { data: settings } = useGetSiteSettingsQuery();
  const back = () => {
    // A first page opened directly has no history to go back to: go home then.
    if (backTarget(path).kind === 'home' || window.history.length <= 1) void navigate('/home');
    else void navigate(-1);
  };

  return (
    <HeaderBar
      labels={{ menu: t('shell.openMenu'), home: t('header.home'), back: t('header.back') }}
      onMenu={onMenu}
      view={
        isHomePath(path)
          ? {
              kind: 'home',
              href: '/home',
              logo: settings?.logo,
              name: settings?.siteName,
              onHome: () => dispatch(homeReset()),
            }
          : { kind: 'page', title: titleId ? t(`titles.${titleId}`) : '', onBack: back }
      }
      link={RouterLink}
    >
      <AccountActions />
    </HeaderBar>
  );
}
