import { isHomePath } from '@lobby/domain';
import { FooterTabs as FooterTabBar, type FooterTab } from '@lobby/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import { useModuleOn } from '../../hooks/use-module';
import { useProfileTab } from './profile-tab';

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
  const profile = useProfileTab();
  // The deposit tab is the FUNDTRANS3 module's: a brand that switched it off has four tabs.
  const fundTransfers = useModuleOn('FUNDTRANS3');
  const keys = fundTransfers ? ORDER : ORDER.filter((key) => key !== 'deposit');
  const tabs = keys.map((key): FooterTab => {
    const tab = { key, label: t(`nav.${key}`), icon: key };
    if (key === 'service') return { ...tab, onClick: onService };
    if (key === 'profile') return { ...tab, href: profile.href, onClick: profile.onClick };
    return { ...tab, href: LINKS[key], active: key === 'home' && onHome };
  });
  return (
    <>
      <FooterTabBar label={t('header.menu')} tabs={tabs} link={RouterLink} />
      {profile.prompt}
    </>
  );
}
