import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { templateClassName } from '@lobby/domain';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { AppHeader } from './app-header';
import { ForcedLogoutNotice } from '../account/forced-logout-notice';
import { FooterTabs } from './footer-tabs';
import { ServicePopup } from './service-popup';
import { ShellPopups } from './shell-popups';
import { SideMenu } from './side-menu';

/** Header, the current screen, footer tabs, and the side menu and service popup over them. */
export function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const openService = () => {
    setMenuOpen(false);
    setServiceOpen(true);
  };
  const { data: settings } = useGetSiteSettingsQuery();
  // v-new / v-base and v-detail-new / v-detail-base from the brand's template (spec section 4).
  const template = templateClassName(settings?.mobileTemplate);
  // A temporary password's session does nothing else until a new password is set (forced change).
  const mustChange = useAppSelector((s) => s.session.current?.mustChangePassword === true);
  const onChangePassword = useLocation().pathname === '/changePsw';
  return (
    <div className={`shell ${template}`} data-testid="shell">
      <AppHeader onMenu={() => setMenuOpen(true)} />
      <main className="shell__main" id="main">
        {mustChange && !onChangePassword ? <Navigate to="/changePsw" replace /> : <Outlet />}
      </main>
      <FooterTabs onService={openService} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} onService={openService} />
      <ServicePopup open={serviceOpen} onClose={() => setServiceOpen(false)} />
      <ShellPopups />
      <ForcedLogoutNotice />
    </div>
  );
}
