/**
 * The 5x3 video slot's mathematics: reel strips, 20 fixed paylines, the paytable, wilds,
 * scatters and the free-spins feature. Pure: chance comes in through `Rng`, so real play
 * (crypto) and the RTP simulation (seeded) run exactly this code.
 */
import { at } from './at';
import type { Rng } from './rng';

/** Symbol letters: W wild, S scatter, four picture symbols (1 richest), then the royals. */
export const SYMBOLS = ['W', 'S', '1', '2', '3', '4', 'A', 'K', 'Q', 'J', 'T'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
export const WILD: SlotSymbol = 'W';
export const SCATTER: SlotSymbol = 'S';

export const REELS = 5;
export const ROWS = 3;

/**
 * The 20 paylines, each the row (0 top, 1 middle, 2 bottom) it crosses on reels 1 to 5.
 * Every line pays left to right from reel 1; only the highest win per line counts.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
export const LINE_COUNT = PAYLINES.length;

/** Line pays in multiples of the line bet (the total bet / 20) for 3, 4 and 5 of a kind. */
export const PAYTABLE: Readonly<Record<Exclude<SlotSymbol, 'S'>, readonly [number, number, number]>> = {
  W: [50, 250, 1000],
  '1': [40, 150, 500],
  '2': [30, 100, 300],
  '3': [20, 60, 200],
  '4': [15, 40, 150],
  A: [10, 25, 100],
  K: [8, 20, 80],
  Q: [6, 15, 60],
  J: [5, 12, 50],
  T: [5, 10, 40],
};

/** Scatters pay anywhere on the screen, in multiples of the total bet, and start free spins. */
export const SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 2, 4: 10, 5: 50 };
export const FREE_SPINS_AWARD: Readonly<Record<number, number>> = { 3: 12, 4: 15, 5: 20 };
/** Every win of a free spin is multiplied so; free spins landing 3+ scatters add more spins. */
export const FREE_SPIN_MULTIPLIER = 3;
/** No round plays more free spins than this, retriggers included (the round stays short). */
export const MAX_FREE_SPINS = 50;
/**
 * The stated return to player in basis points: the exact value of these strips and tables
 * (slot-exact.ts works it out; the tests hold the two together and simulate it).
 */
export const SLOT_RTP_BP = 9667;
/** The total bet is a whole number of line bets so every pay is a whole number of minor units. */
export const BET_DIVISOR = LINE_COUNT;

/** The reel strips, read top to bottom and round again; a stop shows its symbol and the next two. */
export const REEL_STRIPS: readonly string[] = [
  'TQTK2KWJAJ41TA2S4A1Q3QT4TQJ3KJK',
  'T3KQ4JQ41AQTWK3AJW2AKWJTS2Q41TKTJ',
  'TJQW43SAKW1JK1WAQ4J2TATKQ32TJ4TKQ',
  'JTJK4TWQ4TJQJA2Q1KTQTSA4123KW3KAW',
  'T4Q143KTJAK1TJAJQTQS24AKW32QWTJK',
];

export type Grid = SlotSymbol[][];

export interface LineWin {
  /** Index into PAYLINES. */
  line: number;
  symbol: SlotSymbol;
  count: number;
  /** In multiples of the line bet, before any free-spin multiplier. */
  multiplier: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row]. */
  grid: Grid;
  lines: LineWin[];
  scatters: number;
  /** Minor units, every multiplier applied. */
  lineWin: number;
  scatterWin: number;
  win: number;
  freeSpinsAwarded: number;
}

export interface SlotRound {
  bet: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Minor units: the base spin and every free spin. */
  totalWin: number;
}

const stripSymbols = (strip: string) => [...strip] as SlotSymbol[];
const STRIPS = REEL_STRIPS.map(stripSymbols);

/** The three symbols a reel shows when it stops at `stop`. */
export function reelWindow(strip: readonly SlotSymbol[], stop: number): SlotSymbol[] {
  const n = strip.length;
  return [0, 1, 2].map((row) => strip[(stop + row) % n] as SlotSymbol);
}

export function gridAt(stops: readonly number[]): Grid {
  return STRIPS.map((strip, reel) => reelWindow(strip, stops[reel] ?? 0));
}

export function drawStops(rng: Rng): number[] {
  return STRIPS.map((strip) => rng.int(strip.length));
}

/**
 * What one line of five symbols pays, in line bets: the longest run from reel 1 of one symbol
 * with wilds standing in, or a run of wilds alone when that pays more. Scatters break a line.
 */
export function linePay(
  symbols: readonly SlotSymbol[],
): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = wilds >= 3 ? at(PAYTABLE.W, wilds - 3) : 0;
  const first = symbols[wilds];
  let best: { symbol: SlotSymbol; count: number; multiplier: number } | null =
    wildPay > 0 ? { symbol: WILD, count: wilds, multiplier: wildPay } : null;
  if (first !== undefined && first !== SCATTER) {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === first || symbols[count] === WILD)) count++;
    const pay = count >= 3 ? at(PAYTABLE[first as Exclude<SlotSymbol, 'S'>], count - 3) : 0;
    if (pay > wildPay) best = { symbol: first, count, multiplier: pay };
  }
  return best;
}

export function countScatters(grid: Grid): number {
  let n = 0;
  for (const reel of grid) for (const s of reel) if (s === SCATTER) n++;
  return n;
}

export const scatterPay = (scatters: number) => SCATTER_PAYS[Math.min(scatters, 5)] ?? 0;
export const freeSpinsFor = (scatters: number) => FREE_SPINS_AWARD[Math.min(scatters, 5)] ?? 0;

/** Every win on one screen for a total bet (minor units, a multiple of BET_DIVISOR). */
export function evaluate(stops: readonly number[], bet: number, free: boolean): SpinResult {
  const grid = gridAt(stops);
  const lines: LineWin[] = [];
  let lineMultiplier = 0;
  // One buffer for the 20 reads: the simulations evaluate millions of screens.
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(REELS);
  for (const [line, rows] of PAYLINES.entries()) {
    for (let reel = 0; reel < REELS; reel++) symbols[reel] = at(at(grid, reel), at(rows, reel));
    const win = linePay(symbols);
    if (win) {
      lines.push({ line, ...win });
      lineMultiplier += win.multiplier;
    }
  }
  const scatters = countScatters(grid);
  const factor = free ? FREE_SPIN_MULTIPLIER : 1;
  const lineWin = (lineMultiplier * bet * factor) / BET_DIVISOR;
  const scatterWin = scatterPay(scatters) * bet * factor;
  return {
    stops: [...stops],
    grid,
    lines,
    scatters,
    lineWin,
    scatterWin,
    win: lineWin + scatterWin,
    freeSpinsAwarded: freeSpinsFor(scatters),
  };
}

export function assertSlotBet(bet: number) {
  if (!Number.isSafeInteger(bet) || bet <= 0 || bet % BET_DIVISOR !== 0) {
    throw new RangeError(`A slot bet is a positive multiple of ${BET_DIVISOR} minor units`);
  }
}

/**
 * One paid round: a base spin and, when it shows 3+ scatters, its free spins (no new stake;
 * retriggers add spins up to MAX_FREE_SPINS). Its whole win is paid as the round's one win.
 */
export function playSlotRound(rng: Rng, bet: number): SlotRound {
  assertSlotBet(bet);
  const base = evaluate(drawStops(rng), bet, false);
  const freeSpins: SpinResult[] = [];
  let awarded = Math.min(base.freeSpinsAwarded, MAX_FREE_SPINS);
  while (freeSpins.length < awarded) {
    const spin = evaluate(drawStops(rng), bet, true);
    freeSpins.push(spin);
    awarded = Math.min(awarded + spin.freeSpinsAwarded, MAX_FREE_SPINS);
  }
  const totalWin = base.win + freeSpins.reduce((sum, s) => sum + s.win, 0);
  return { bet, base, freeSpins, totalWin };
}
