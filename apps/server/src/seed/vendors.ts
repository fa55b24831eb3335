import type { GameType } from '@lobby/contract/constants';

export interface VendorSeed {
  code: string;
  displayName: string;
  gameType: GameType;
  /** How many games the vendor has of this type. */
  count: number;
  gameClassify?: string;
  isHot?: boolean;
}

/**
 * Demo vendors by type (spec section 9 codes: esports AV, AI, IMES, TF, IA; cockfight SV3,
 * DS88, DIG, WGB, WS168; in-house BGS; JILI = JL; PG; FC). Order is the default sorting.
 */
export const VENDOR_SEEDS: VendorSeed[] = [
  { code: 'JL', displayName: 'JILI', gameType: 'RNG', count: 110, isHot: true },
  { code: 'PG', displayName: 'PG Soft', gameType: 'RNG', count: 100, isHot: true },
  { code: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG', count: 70 },
  { code: 'FC', displayName: 'Fa Chai', gameType: 'RNG', count: 40 },
  { code: 'JDB', displayName: 'JDB', gameType: 'RNG', count: 40 },
  { code: 'BGS', displayName: 'In-house', gameType: 'RNG', count: 6, isHot: true },
  { code: 'JL', displayName: 'JILI', gameType: 'FISH', count: 12 },
  { code: 'FC', displayName: 'Fa Chai', gameType: 'FISH', count: 10 },
  { code: 'JDB', displayName: 'JDB', gameType: 'FISH', count: 8 },
  { code: 'EVO', displayName: 'Evolution', gameType: 'LIVE', count: 30, isHot: true },
  { code: 'SEXY', displayName: 'AE Sexy', gameType: 'LIVE', count: 16 },
  { code: 'PP', displayName: 'Pragmatic Play', gameType: 'LIVE', count: 20 },
  { code: 'KM', displayName: 'Kingmaker', gameType: 'PVP', count: 30 },
  { code: 'V8', displayName: 'V8 Poker', gameType: 'PVP', count: 24 },
  { code: 'JL', displayName: 'JILI', gameType: 'PVP', count: 14 },
  { code: 'SBO', displayName: 'SBOBET', gameType: 'SPORTS', count: 3, isHot: true },
  { code: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', count: 3 },
  { code: 'AV', displayName: 'AV Esports', gameType: 'SPORTS', count: 2 },
  { code: 'AI', displayName: 'AI Esports', gameType: 'SPORTS', count: 2 },
  { code: 'IMES', displayName: 'IM Esports', gameType: 'SPORTS', count: 2 },
  { code: 'TF', displayName: 'TF Gaming', gameType: 'SPORTS', count: 2 },
  { code: 'IA', displayName: 'IA Esports', gameType: 'SPORTS', count: 2 },
  { code: 'SV3', displayName: 'SV388', gameType: 'SPORTS', count: 2 },
  { code: 'DS88', displayName: 'DS88 Sabong', gameType: 'SPORTS', count: 2 },
  { code: 'DIG', displayName: 'Digmaan', gameType: 'SPORTS', count: 2 },
  { code: 'WGB', displayName: 'WGB Sabong', gameType: 'SPORTS', count: 2 },
  { code: 'WS168', displayName: 'WS168', gameType: 'SPORTS', count: 2 },
  { code: 'KM', displayName: 'Kingmaker', gameType: 'RNG', count: 16, gameClassify: 'BG' },
  { code: 'JL', displayName: 'JILI', gameType: 'RNG', count: 12, gameClassify: 'BG' },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', gameType: 'LOTT', count: 8 },
  { code: 'TCG_SEA', displayName: 'TCG SEA Lotto', gameType: 'LOTT', count: 6 },
  { code: 'TCG', displayName: 'TCG E-Lottery', gameType: 'ELOTT', count: 10 },
  // Last, so the games above keep their seeded names: a catalogue of 1,000+ slots in one category.
  { code: 'CQ9', displayName: 'CQ9 Gaming', gameType: 'RNG', count: 1000 },
];
