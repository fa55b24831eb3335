/**
 * Announcement feed types of MCSFE_getListAnnouncements (spec section 7): B banners,
 * PL player, PU popup, PR promotion, H hot; AG agent (ours: the spec's Agent content type).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'AG'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** Banner groups (spec sections 2 and 9): the home carousel and one per category page. */
export const BANNER_GROUPS = [
  'm_home',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
