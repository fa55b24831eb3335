import { isHomePath } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ShellIcon } from './shell-icons';

const TABS = [
  { key: 'home', to: '/home' },
  { key: 'promotion', to: '/activity' },
  { key: 'deposit', to: '/voucherCenter' },
  { key: 'service', to: '/help' },
  { key: 'profile', to: '/member/home' },
] as const;

/** Bottom tabs; home is highlighted on every home alias (spec section 2). */
export function FooterTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onHome = isHomePath(`/m${pathname === '/' ? '' : pathname}`);
  return (
    <nav className="footer-tabs" aria-label={t('header.menu')}>
      {TABS.map((tab) => {
        const active = tab.key === 'home' && onHome;
        return (
          <Link key={tab.key} to={tab.to} className={`footer-tabs__tab${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
            <ShellIcon name={tab.key} />
            <span>{t(`nav.${tab.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
