/**
 * The slot's exact return, worked out from its reel strips with the same functions play uses
 * (linePay, reelWindow, countScatters, scatterPay, freeSpinsFor): no sampling.
 *
 * - A payline reads one row per reel; with uniform independent stops, each reel's symbol on it
 *   is distributed as the strip's symbol counts. Summing linePay over every weighted symbol
 *   combination (11^5) is the full cycle of the strips (L^5 stops) grouped by what a line sees,
 *   so it is exact, and the same for all 20 lines.
 * - Scatters are counted per reel over every stop's window, then convolved over the reels.
 * - The feature's expected number of free spins (retriggers, the cap) by dynamic programming; by
 *   Wald's identity the feature returns that number times one free spin's expected win.
 */
import { at } from './at';
import {
  FREE_SPIN_MULTIPLIER,
  freeSpinsFor,
  linePay,
  MAX_FREE_SPINS,
  REEL_STRIPS,
  reelWindow,
  SCATTER,
  scatterPay,
  type SlotSymbol,
} from './slot';

export interface SlotExact {
  /** Expected return per unit of total bet, each part and in all. */
  lines: number;
  scatters: number;
  feature: number;
  rtp: number;
  /** Chance that one line pays, that a paid spin pays anything on its lines, that it triggers free spins. */
  lineHit: number;
  featureChance: number;
  /** Expected free spins per triggered feature. */
  featureSpins: number;
}

const split = (reels: readonly string[]) => reels.map((s) => [...s] as SlotSymbol[]);

/** Per reel: each symbol's share of the strip. */
function symbolShares(strip: readonly SlotSymbol[]): Map<SlotSymbol, number> {
  const shares = new Map<SlotSymbol, number>();
  for (const s of strip) shares.set(s, (shares.get(s) ?? 0) + 1 / strip.length);
  return shares;
}

/** Expected line pay (in line bets) of one payline and its chance to pay. */
export function exactLine(reelStrips: readonly string[] = REEL_STRIPS): { expected: number; hit: number } {
  const reels = split(reelStrips).map((strip) => [...symbolShares(strip)]);
  let expected = 0;
  let hit = 0;
  const line: SlotSymbol[] = [];
  const walk = (reel: number, p: number) => {
    if (reel === reels.length) {
      const win = linePay(line);
      if (win) {
        expected += p * win.multiplier;
        hit += p;
      }
      return;
    }
    for (const [symbol, share] of at(reels, reel)) {
      line[reel] = symbol;
      walk(reel + 1, p * share);
    }
  };
  walk(0, 1);
  return { expected, hit };
}

/** Chance of each number of scatters on the screen (index = count). */
export function scatterDistribution(reelStrips: readonly string[] = REEL_STRIPS): number[] {
  let dist = [1];
  for (const strip of split(reelStrips)) {
    const perReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      const n = reelWindow(strip, stop).filter((s) => s === SCATTER).length;
      perReel[n] = (perReel[n] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    dist.forEach((p, a) =>
      perReel.forEach((q, b) => {
        next[a + b] = (next[a + b] ?? 0) + p * (q || 0);
      }),
    );
    dist = next;
  }
  return dist.map((p) => p || 0);
}

/** Expected free spins still to play with `remaining` to go and `awarded` given so far. */
function expectedSpins(dist: readonly number[]): (award: number) => number {
  const memo = new Map<string, number>();
  const go = (remaining: number, awarded: number): number => {
    if (remaining === 0) return 0;
    const key = `${remaining}/${awarded}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let value = 1;
    dist.forEach((p, scatters) => {
      const extra = Math.min(freeSpinsFor(scatters), MAX_FREE_SPINS - awarded);
      value += p * go(remaining - 1 + extra, awarded + extra);
    });
    memo.set(key, value);
    return value;
  };
  return (award) => go(Math.min(award, MAX_FREE_SPINS), Math.min(award, MAX_FREE_SPINS));
}

/** `reelStrips` other than the game's are for trying a design only. */
export function exactSlot(reelStrips: readonly string[] = REEL_STRIPS): SlotExact {
  const line = exactLine(reelStrips);
  const dist = scatterDistribution(reelStrips);
  const scatters = dist.reduce((sum, p, n) => sum + p * scatterPay(n), 0);
  const perSpin = line.expected + scatters;
  const spinsFor = expectedSpins(dist);
  let feature = 0;
  let featureChance = 0;
  let featureSpins = 0;
  dist.forEach((p, n) => {
    const award = freeSpinsFor(n);
    if (award === 0) return;
    const spins = spinsFor(award);
    featureChance += p;
    featureSpins += p * spins;
    feature += p * spins * perSpin * FREE_SPIN_MULTIPLIER;
  });
  return {
    lines: line.expected,
    scatters,
    feature,
    rtp: perSpin + feature,
    lineHit: line.hit,
    featureChance,
    featureSpins: featureSpins / featureChance,
  };
}
