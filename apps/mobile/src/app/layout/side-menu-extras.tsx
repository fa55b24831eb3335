import { useGetRankProgressQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { sideMenuExtras, sideMenuMemberPath, sideMenuVisitorPath, type SideMenuExtra } from '@lobby/domain';
import { ShellIcon } from '@lobby/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inApp } from '../../lib/in-app';
import { useAppSelector } from '../../stores/hooks';
import '../../components/menu-entry.css';
import './side-menu.css';

const InvitePopup = lazy(() => import('../../features/promo/invite-popup').then((m) => ({ default: m.InvitePopup })));

/**
 * The side menu's extras (spec section 2): reward center and promo code (REWCEN3), VIP, invite
 * friends, the download promo (outside the app, VIP rank 1 and up), customer service and
 * Telegram. Member pages lead a visitor to login; a member's invite opens the invite popup.
 */
export function SideMenuExtras({ onClose, onService }: { onClose: () => void; onService: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useGetSiteSettingsQuery();
  const session = useAppSelector((s) => s.session.current);
  const { data: rank } = useGetRankProgressQuery(undefined, { skip: !session });
  const [inviting, setInviting] = useState(false);
  if (!settings) return null;
  const telegram = settings.affiliateLinks.telegram;
  const entries = sideMenuExtras({
    loggedIn: Boolean(session),
    rewardCenter: settings.whitelabel.REWCEN3,
    vipBenefits: settings.whitelabel.vipBenefits,
    referral: settings.whitelabel.referral,
    inApp: inApp(),
    vipLevel: rank?.level ?? 0,
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
        <button type="button" className="menu-entry side-menu__entry" onClick={onService} aria-haspopup="dialog">
          {label}
        </button>
      );
    }
    if (key === 'telegram') {
      return (
        <a
          className="menu-entry side-menu__entry"
          href={telegram}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {label}
        </a>
      );
    }
    if (session && key === 'invite') {
      return (
        <button
          type="button"
          className="menu-entry side-menu__entry"
          onClick={() => setInviting(true)}
          aria-haspopup="dialog"
        >
          {label}
        </button>
      );
    }
    const path = session ? sideMenuMemberPath(key) : sideMenuVisitorPath(key);
    if (!path) return null;
    return (
      <Link className="menu-entry side-menu__entry" to={path.slice(2)} onClick={onClose}>
        {label}
      </Link>
    );
  };
  return (
    <>
      <ul className="side-menu__list" data-testid="side-menu-extras">
        {entries.map((key) => (
          <li key={key}>{entry(key)}</li>
        ))}
      </ul>
      {inviting && (
        <Suspense fallback={null}>
          <InvitePopup open onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </>
  );
}
