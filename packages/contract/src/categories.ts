/** Game types stored on a game (spec sections 3 and 9). Esports and cockfight are SPORTS by vendor. */
export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lobby categories of the category bar and side menu (spec section 3). */
export const GAME_CATEGORIES = [
  'HOME',
  'HOT',
  'RECENT',
  'FAV',
  'JILI',
  'FISH',
  'RNG',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'BINGO',
  'LOTT',
  'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Vendor codes with a fixed meaning (spec section 9). */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const IN_HOUSE_VENDOR = 'BGS';
export const JILI_VENDOR = 'JL';
export const BINGO_CLASSIFY = 'BG';

/** Categories that have a vendor sorting list and vendor mapping in the site settings. */
export const VENDOR_CATEGORIES = [
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
  'JILI',
  'BINGO',
] as const satisfies readonly GameCategory[];
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/**
 * How the game list is asked for each vendor category (spec sections 2 and 4): bingo is RNG
 * with classification BG; JILI, esports and cockfight are a game type narrowed to the vendors of
 * their sorting list.
 */
export const CATEGORY_QUERY: Record<VendorCategory, { gameType: GameType; gameClassify: string }> = {
  RNG: { gameType: 'RNG', gameClassify: '' },
  FISH: { gameType: 'FISH', gameClassify: '' },
  LIVE: { gameType: 'LIVE', gameClassify: '' },
  PVP: { gameType: 'PVP', gameClassify: '' },
  SPORTS: { gameType: 'SPORTS', gameClassify: '' },
  ESPORTS: { gameType: 'SPORTS', gameClassify: '' },
  COCKFIGHT: { gameType: 'SPORTS', gameClassify: '' },
  LOTT: { gameType: 'LOTT', gameClassify: '' },
  ELOTT: { gameType: 'ELOTT', gameClassify: '' },
  JILI: { gameType: 'RNG', gameClassify: '' },
  BINGO: { gameType: 'RNG', gameClassify: BINGO_CLASSIFY },
};

/** Page sizes of the game list (spec section 9): 36 a page, up to 200 (the search popup). */
export const GAME_LIST_PAGE_SIZE = 36;
export const GAME_LIST_MAX_PAGE_SIZE = 200;
/** Longest game-name search the list accepts. */
export const GAME_NAME_SEARCH_MAX = 50;
/**
 * A name search answers its best 1,000 matches at most (exact name, then the name's start, then
 * anywhere in it; each in the brand's order): past that the list says "1,000+" and stops paging.
 */
export const GAME_SEARCH_RESULT_CAP = 1_000;
