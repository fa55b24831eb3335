import { useGetRankProgressQuery, useGetSiteSettingsQuery } from '@lobby/api-client';
import { sideMenuExtras, sideMenuMemberPath, sideMenuVisitorPath, type SideMenuExtra } from '@lobby/domain';
import { SideMenuEntries, SideMenuEntry } from '@lobby/ui';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { inApp } from '../../lib/in-app';
import { useAppSelector } from '../../stores/hooks';

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
    const common = { icon: key, label: t(`shell.${key}`) } as const;
    if (key === 'service') return <SideMenuEntry {...common} opensDialog onClick={onService} />;
    if (key === 'telegram') return <SideMenuEntry {...common} href={telegram} external onClick={onClose} />;
    if (session && key === 'invite') return <SideMenuEntry {...common} opensDialog onClick={() => setInviting(true)} />;
    const path = session ? sideMenuMemberPath(key) : sideMenuVisitorPath(key);
    if (!path) return null;
    return <SideMenuEntry {...common} href={path.slice(2)} link={RouterLink} onClick={onClose} />;
  };
  return (
    <>
      <SideMenuEntries data-testid="side-menu-extras">
        {entries.map((key) => (
          <li key={key}>{entry(key)}</li>
        ))}
      </SideMenuEntries>
      {/* Beside the menu, not in it: inside the drawer's panel it took the drawer's size. */}
      {inviting &&
        createPortal(
          <Suspense fallback={null}>
            <InvitePopup open onClose={() => setInviting(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
