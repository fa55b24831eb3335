import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { FooterTabs } from './footer-tabs';
import { SideMenu } from './side-menu';

/** Header, the current screen, footer tabs, and the side menu over them. */
export function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="shell">
      <AppHeader onMenu={() => setMenuOpen(true)} />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      <FooterTabs />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  );
}
