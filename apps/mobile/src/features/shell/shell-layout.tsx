import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { FooterTabs } from './footer-tabs';

/** Header, the current screen, footer tabs. */
export function ShellLayout() {
  return (
    <div className="shell">
      <AppHeader />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      <FooterTabs />
    </div>
  );
}
