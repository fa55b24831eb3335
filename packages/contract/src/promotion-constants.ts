// Zod-free: the browser's first load may use these without zod.

/** Promotion categories in the platform's order (spec section 3); `all` is the tab of everything. */
export const PROMOTION_CATEGORIES = [
  'all',
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'brand_endorsement',
  'other_promo',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/**
 * Where a member stands with a promotion (spec section 3): coming soon and closed follow the
 * dates; join, then in progress once joined, applying once an application is sent, then issued
 * or rejected by the operator, and claimed.
 */
export const ACTIVITY_STATUSES = [
  'comingSoon',
  'join',
  'joined',
  'inProgress',
  'closed',
  'applying',
  'rejected',
  'issued',
  'claimed',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
