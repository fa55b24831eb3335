import { useGetSiteSettingsQuery } from '@lobby/api-client';
import { sideMenuExtras, sideMenuVisitorPath, type SideMenuExtra } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShellIcon } from './shell-icons';

/** Running as an installed app: the download promo is pointless there (spec section 2). */
const inApp = () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;

/**
 * The side menu's extras (spec section 2) for a visitor: reward center and promo code (REWCEN3),
 * VIP, invite friends, customer service and Telegram. Member pages lead a visitor to login.
 */
export function SideMenuExtras({ onClose, onService }: { onClose: () => void; onService: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  if (!settings) return null;
  const telegram = settings.affiliateLinks.telegram;
  const entries = sideMenuExtras({
    loggedIn: false,
    rewardCenter: settings.whitelabel.REWCEN3,
    vipBenefits: settings.whitelabel.vipBenefits,
    referral: settings.whitelabel.referral,
    inApp: inApp(),
    vipLevel: 0,
    telegram,
  });
  const entry = (key: SideMenuExtra) => {
    const label = (
      <>
        <ShellIcon name={key === 'service' ? 'service' : key} size={20} />
        <span>{t(`shell.${key}`)}</span>
      </>
    );
    if (key === 'service') {
      return (
        <button type="button" className="side-menu__entry" onClick={onService} aria-haspopup="dialog">
          {label}
        </button>
      );
    }
    if (key === 'telegram') {
      return (
        <a className="side-menu__entry" href={telegram} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {label}
        </a>
      );
    }
    return (
      <Link className="side-menu__entry" to={sideMenuVisitorPath(key)!.slice(2)} onClick={onClose}>
        {label}
      </Link>
    );
  };
  return (
    <ul className="side-menu__list" data-testid="side-menu-extras">
      {entries.map((key) => (
        <li key={key}>{entry(key)}</li>
      ))}
    </ul>
  );
}
