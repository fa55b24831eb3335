/**
 * Hi-Lo, the in-house card game (vendor BGS): a card is dealt when the bet is placed; the player
 * says whether the next card ranks higher or lower; a tie loses. Each card is drawn from a full
 * fresh deck, so every rank has chance 1/13 whatever came before, and each guess pays its fair
 * odds times the return-to-player rate, rounded down to the cent: the house edge is the same on
 * every guess and the player can work it out from the table.
 */

export const HI_LO_RANKS = 13;
export const HI_LO_SUITS = ['S', 'H', 'D', 'C'] as const;
export type HiLoSuit = (typeof HI_LO_SUITS)[number];
export interface HiLoCard {
  /** 1 (ace, lowest) to 13 (king). */
  rank: number;
  suit: HiLoSuit;
}
export type HiLoGuess = 'higher' | 'lower';

/** Return to player of every guess. */
export const HI_LO_RTP = 0.96;
/** Bet limits in minor units. */
export const HI_LO_MIN_BET = 100;
export const HI_LO_MAX_BET = 100_000;

/** How many of the 13 ranks win the guess on `rank`. */
function winningRanks(rank: number, guess: HiLoGuess): number {
  return guess === 'higher' ? HI_LO_RANKS - rank : rank - 1;
}

/** Whether the guess can win at all (no 'higher' on a king, no 'lower' on an ace). */
export function canGuess(rank: number, guess: HiLoGuess): boolean {
  return winningRanks(rank, guess) > 0;
}

/** The chance that the guess wins. */
export function hiLoChance(rank: number, guess: HiLoGuess): number {
  return winningRanks(rank, guess) / HI_LO_RANKS;
}

/**
 * What a winning guess pays per unit staked, in hundredths (250 = x2.50): fair odds times the
 * RTP, rounded down; null when the guess cannot win.
 */
export function hiLoMultiplier(rank: number, guess: HiLoGuess): number | null {
  const wins = winningRanks(rank, guess);
  if (wins <= 0) return null;
  return Math.floor((HI_LO_RTP * 100 * HI_LO_RANKS) / wins);
}

/** Whether `next` wins the guess made on `rank`. */
export function hiLoWins(rank: number, guess: HiLoGuess, next: number): boolean {
  return guess === 'higher' ? next > rank : next < rank;
}

/** The payout in minor units of a settled round (0 when lost), rounded down to the cent. */
export function hiLoPayout(betMinor: number, rank: number, guess: HiLoGuess, next: number): number {
  const multiplier = hiLoMultiplier(rank, guess);
  if (multiplier === null || !hiLoWins(rank, guess, next)) return 0;
  return Math.floor((betMinor * multiplier) / 100);
}

/** A card from a uniform random integer in [0, 52): the server draws it with a CSPRNG. */
export function cardOf(index: number): HiLoCard {
  const suit = Number.isInteger(index) ? HI_LO_SUITS[Math.floor(index / HI_LO_RANKS)] : undefined;
  if (!suit) throw new RangeError(`No card has the index ${index}`);
  return { rank: (index % HI_LO_RANKS) + 1, suit };
}

/** 'A', '2'...'10', 'J', 'Q', 'K'. */
export function rankLabel(rank: number): string {
  return ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' } as Record<number, string>)[rank] ?? String(rank);
}
