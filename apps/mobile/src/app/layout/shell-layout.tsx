import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { LOBBY_TIMINGS, templateClassName } from '@lobby/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppToast } from '../../features/shell/app-toast';
import { FooterTabs } from '../../features/shell/footer-tabs';
import { useEnterAnimation } from '../../hooks/use-enter-animation';
import { useAppSelector } from '../../stores/hooks';
import { AppHeader } from './app-header';
// The lazy parts' styles stay in the first CSS file, as when they lived in app.css: a CSS file of
// their own would add its name to the first page's JS (the preload lists).
import './side-menu.css';
import './templates.css';
import '../../features/shell/floating-widget.css';
import '../../features/shell/back-to-top.css';
import '../../features/content/service-popup.css';
import '../../features/shell/update-prompt.css';

// The side menu and the service popup load when first opened: the first screen needs neither.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
const ServicePopup = lazy(() =>
  import('../../features/content/service-popup').then((m) => ({ default: m.ServicePopup })),
);
const FloatingWidget = lazy(() =>
  import('../../features/shell/floating-widget').then((m) => ({ default: m.FloatingWidget })),
);
const BackToTop = lazy(() => import('../../features/shell/back-to-top').then((m) => ({ default: m.BackToTop })));
// The service worker and its update bar: once the page has loaded.
const UpdatePrompt = lazy(() =>
  import('../../features/shell/update-prompt').then((m) => ({ default: m.UpdatePrompt })),
);
// The popups over the screens (account forms, language) and a member's push channel: loaded with
// the first popup opened or the first member's screen, not for every visitor.
const ShellPopups = lazy(() => import('./shell-popups').then((m) => ({ default: m.ShellPopups })));
// The forced-logout message (and the popup queue it waits in): only once the server has refused a token.
const ForcedLogoutNotice = lazy(() =>
  import('../../features/account/forced-logout-notice').then((m) => ({ default: m.ForcedLogoutNotice })),
);

/** Header, the current screen, footer tabs, and the side menu and service popup over them. */
export function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and reopening is instant.
  const [menuUsed, setMenuUsed] = useState(false);
  const [serviceUsed, setServiceUsed] = useState(false);
  // The back-to-top button's code loads at the first scroll, not with the first screen.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onFirstScroll = () => setScrolled(true);
    window.addEventListener('scroll', onFirstScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onFirstScroll);
  }, []);
  // False on the first render everywhere (a server-rendered page hydrates with the same markup).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const openService = () => {
    setMenuOpen(false);
    setServiceUsed(true);
    setServiceOpen(true);
  };
  const { data: settings } = useGetSiteSettingsQuery();
  // v-new / v-base and v-detail-new / v-detail-base from the brand's template (spec section 4).
  const template = templateClassName(settings?.mobileTemplate);
  // A temporary password's session does nothing else until a new password is set (forced change).
  const mustChange = useAppSelector((s) => s.session.current?.mustChangePassword === true);
  const forcedOut = useAppSelector((s) => s.session.forcedOut);
  const popupsWanted = useAppSelector(
    (s) => s.popups.account !== null || s.popups.changePassword || s.popups.language || s.session.current !== null,
  );
  // Mounted from then on, so that a closing popup still animates.
  const [popupsUsed, setPopupsUsed] = useState(false);
  if (popupsWanted && !popupsUsed) setPopupsUsed(true);
  const { pathname } = useLocation();
  const onChangePassword = pathname === '/changePsw';
  // Each new screen fades in (spec section 9: page transition 300 ms).
  const mainRef = useEnterAnimation<HTMLElement>(pathname, LOBBY_TIMINGS.pageTransitionMs);
  return (
    <div className={`shell ${template}`} data-testid="shell">
      <AppHeader onMenu={openMenu} />
      <main className="shell__main" id="main" ref={mainRef}>
        {mustChange && !onChangePassword ? <Navigate to="/changePsw" replace /> : <Outlet />}
      </main>
      <FooterTabs onService={openService} />
      <Suspense fallback={null}>
        {menuUsed && <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} onService={openService} />}
        {serviceUsed && <ServicePopup open={serviceOpen} onClose={() => setServiceOpen(false)} />}
        {pathname === '/home' && <FloatingWidget onService={openService} />}
        {scrolled && <BackToTop />}
        {loaded && <UpdatePrompt />}
        {forcedOut && <ForcedLogoutNotice />}
        {popupsUsed && <ShellPopups />}
      </Suspense>
      <AppToast />
    </div>
  );
}
