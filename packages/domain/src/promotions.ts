import type { ActivityStatus, PromotionCategory } from '@lobby/contract/constants';

/** The application of a member, as the server keeps it (spec section 3's flow after joining). */
export type ApplicationState = 'inProgress' | 'applying' | 'rejected' | 'issued' | 'claimed';

/**
 * A promotion's status for its viewer (spec section 3): the dates first (not started: coming
 * soon; ended without noExpiry: closed, unless the member has something left to claim or
 * already claimed), then the member's own application, else `join`.
 */
export function activityStatus(p: {
  now: Date;
  startDate: Date;
  endDate: Date | null;
  noExpiry: boolean;
  application: ApplicationState | null;
}): ActivityStatus {
  if (p.now < p.startDate) return 'comingSoon';
  const ended = !p.noExpiry && p.endDate !== null && p.now > p.endDate;
  if (p.application === 'issued' || p.application === 'claimed') return p.application;
  if (ended) return 'closed';
  return p.application ?? 'join';
}

/** What a member may do next from a status: join, apply (also again after a rejection), or claim. */
export type ActivityAction = 'join' | 'apply' | 'claim';
export function nextActivityAction(status: ActivityStatus): ActivityAction | null {
  switch (status) {
    case 'join':
      return 'join';
    case 'inProgress':
    case 'rejected':
      return 'apply';
    case 'issued':
      return 'claim';
    default:
      return null;
  }
}

/**
 * The tabs of the promotions page (spec section 2): `all` then each category that has items,
 * in the brand's order; no tabs at all unless more than one category applies.
 */
export function promotionTabs(
  order: readonly PromotionCategory[],
  items: readonly { category: PromotionCategory }[],
): PromotionCategory[] {
  const present = new Set(items.map((i) => i.category));
  const categories = order.filter((c) => c !== 'all' && present.has(c));
  return categories.length > 1 ? ['all', ...categories] : [];
}
