/** Game types stored on a game (spec sections 3 and 9). Esports and cockfight are SPORTS by vendor. */
export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lobby categories of the category bar and side menu (spec section 3). */
export const GAME_CATEGORIES = [
  'HOME', 'HOT', 'RECENT', 'FAV', 'JILI', 'FISH', 'RNG', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS',
  'COCKFIGHT', 'BINGO', 'LOTT', 'ELOTT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Vendor codes with a fixed meaning (spec section 9). */
export const ESPORTS_VENDORS = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
export const COCKFIGHT_VENDORS = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;
export const IN_HOUSE_VENDOR = 'BGS';
export const JILI_VENDOR = 'JL';
export const BINGO_CLASSIFY = 'BG';
