/** Extra entries of the side menu around the game lists and categories (spec section 2). */
export type SideMenuExtra = 'rewardCenter' | 'promoCode' | 'vip' | 'invite' | 'download' | 'service' | 'telegram';

export interface SideMenuContext {
  loggedIn: boolean;
  /** Reward-center flag REWCEN3. */
  rewardCenter: boolean;
  /** VIP benefit display enabled. */
  vipBenefits: boolean;
  /** Referral (invite friends) enabled. */
  referral: boolean;
  /** Running inside the native app or as an installed PWA. */
  inApp: boolean;
  /** The member's VIP rank level; 0 for visitors. */
  vipLevel: number;
  /** The brand's Telegram link, '' when none. */
  telegram: string;
}

/**
 * Which extras the side menu shows, in menu order (spec section 2): reward center and promo code
 * with the REWCEN3 flag; VIP when logged out or VIP benefits are enabled; invite friends when
 * logged out or referral is enabled; the download promo outside the app and PWA from VIP rank 1;
 * customer service always; Telegram when the brand has a link.
 */
export function sideMenuExtras(context: SideMenuContext): SideMenuExtra[] {
  const shown: [SideMenuExtra, boolean][] = [
    ['rewardCenter', context.rewardCenter],
    ['promoCode', context.rewardCenter],
    ['vip', !context.loggedIn || context.vipBenefits],
    ['invite', !context.loggedIn || context.referral],
    ['download', !context.inApp && context.vipLevel >= 1],
    ['service', true],
    ['telegram', context.telegram.trim() !== ''],
  ];
  return shown.filter(([, show]) => show).map(([entry]) => entry);
}

/**
 * Where an extra leads a visitor: the member pages need a session (login), inviting friends
 * starts with registering. Null for entries that are no page (service popup, external link).
 */
export function sideMenuVisitorPath(entry: SideMenuExtra): string | null {
  switch (entry) {
    case 'rewardCenter':
    case 'promoCode':
    case 'vip':
    case 'download':
      return '/m/login';
    case 'invite':
      return '/m/register';
    default:
      return null;
  }
}

/**
 * Where an extra leads a member: the reward center, promo code, VIP benefits and download pages.
 * Invite friends opens the invite popup instead; service and Telegram are no page (null).
 */
export function sideMenuMemberPath(entry: SideMenuExtra): string | null {
  switch (entry) {
    case 'rewardCenter':
      return '/m/rewardCenter';
    case 'promoCode':
      return '/m/promoCode';
    case 'vip':
      return '/m/member/benefits';
    case 'download':
      return '/m/download';
    default:
      return null;
  }
}
