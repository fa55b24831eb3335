import { isHomePath } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ShellIcon } from '../../components/shell-icons';
import { useModuleOn } from '../../hooks/use-module';
import { ProfileTab } from './profile-tab';
import './footer-tabs.css';

const LINKS = {
  home: '/home',
  promotion: '/activity',
  deposit: '/voucherCenter',
} as const;
const ORDER = ['home', 'promotion', 'deposit', 'service', 'profile'] as const;

/**
 * Bottom tabs (spec section 2); home is highlighted on every home alias; customer service opens
 * its popup rather than a page; profile follows the member-centre rules.
 */
export function FooterTabs({ onService }: { onService: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onHome = isHomePath(`/m${pathname === '/' ? '' : pathname}`);
  // The deposit tab is the FUNDTRANS3 module's: a brand that switched it off has four tabs.
  const fundTransfers = useModuleOn('FUNDTRANS3');
  const tabs = fundTransfers ? ORDER : ORDER.filter((key) => key !== 'deposit');
  return (
    <nav className="footer-tabs" aria-label={t('header.menu')}>
      {tabs.map((key) => {
        const content = (
          <>
            <ShellIcon name={key} />
            <span>{t(`nav.${key}`)}</span>
          </>
        );
        if (key === 'service') {
          return (
            <button key={key} type="button" className="footer-tabs__tab" onClick={onService} aria-haspopup="dialog">
              {content}
            </button>
          );
        }
        if (key === 'profile') {
          return (
            <ProfileTab key={key} className="footer-tabs__tab">
              {content}
            </ProfileTab>
          );
        }
        const active = key === 'home' && onHome;
        return (
          <Link
            key={key}
            to={LINKS[key]}
            className={`footer-tabs__tab${active ? ' is-active' : ''}`}
            aria-current={active ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
