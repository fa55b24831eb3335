/**
 * European roulette: one zero, 37 pockets. Every bet pays so that a winning stake comes back
 * 36 / (numbers covered) times, so each returns 36/37 = 97.30 % whatever is played. Pure: the
 * pocket comes from `Rng`, so real play and the RTP simulation run this same code.
 */
import type { Rng } from './rng';

export const POCKETS = 37;
/** The pockets around the wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** Return to player in basis points, the same for every bet. */
export const ROULETTE_RTP_BP = 9730;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Table position of 1..36: three columns, twelve rows. */
const col = (n: number) => (n - 1) % 3;
const row = (n: number) => Math.floor((n - 1) / 3);

function adjacent(a: number, b: number): boolean {
  if (a === b) return false;
  if (a === 0 || b === 0) return Math.max(a, b) <= 3;
  return (
    (row(a) === row(b) && Math.abs(col(a) - col(b)) === 1) || (col(a) === col(b) && Math.abs(row(a) - row(b)) === 1)
  );
}

/**
 * The numbers a bet covers, by its key: `n17` straight, `s17-20` split (two neighbours on the
 * table), `d1`..`d3` dozens, `c1`..`c3` columns, `red`, `black`, `odd`, `even`, `low`, `high`;
 * null for a key that is no bet.
 */
export function coveredNumbers(key: string): number[] | null {
  // Only valid keys are kept (a finite set), so odd input cannot grow the cache.
  const known = covers.get(key);
  if (known) return known;
  const numbers = computeCovered(key);
  if (numbers) covers.set(key, numbers);
  return numbers;
}

const covers = new Map<string, number[]>();

function computeCovered(key: string): number[] | null {
  let m = /^n(\d{1,2})$/.exec(key);
  if (m) {
    const n = Number(m[1]);
    return n <= 36 ? [n] : null;
  }
  m = /^s(\d{1,2})-(\d{1,2})$/.exec(key);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a < b && b <= 36 && adjacent(a, b) ? [a, b] : null;
  }
  m = /^([dc])([1-3])$/.exec(key);
  if (m) {
    const i = Number(m[2]);
    return m[1] === 'd' ? range(12 * i - 11, 12 * i) : range(1, 36).filter((n) => col(n) === i - 1);
  }
  const numbers = range(1, 36);
  switch (key) {
    case 'red':
      return numbers.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return numbers.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      return null;
  }
}

/** What a winning stake brings back in all, stake included (35:1 is 36 times the stake). */
export const returnMultiple = (covered: number) => 36 / covered;

export interface RouletteBet {
  key: string;
  amount: number;
}
export interface RouletteRound {
  number: number;
  totalBet: number;
  totalWin: number;
  wins: (RouletteBet & { win: number })[];
}

/** Checks a layout of bets: known keys, positive whole amounts, each key once. */
export function validBets(bets: readonly RouletteBet[]): boolean {
  const keys = new Set<string>();
  for (const bet of bets) {
    if (coveredNumbers(bet.key) === null || keys.has(bet.key)) return false;
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) return false;
    keys.add(bet.key);
  }
  return bets.length > 0;
}

/** Settles bets on a pocket. */
export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteRound {
  const wins = bets.flatMap((bet) => {
    const covered = coveredNumbers(bet.key) ?? [];
    return covered.includes(number) ? [{ ...bet, win: bet.amount * returnMultiple(covered.length) }] : [];
  });
  return {
    number,
    totalBet: bets.reduce((sum, b) => sum + b.amount, 0),
    totalWin: wins.reduce((sum, w) => sum + w.win, 0),
    wins,
  };
}

export function playRouletteRound(rng: Rng, bets: readonly RouletteBet[]): RouletteRound {
  if (!validBets(bets)) throw new RangeError('Invalid roulette bets');
  return settleRoulette(rng.int(POCKETS), bets);
}
