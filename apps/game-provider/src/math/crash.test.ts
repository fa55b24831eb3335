import { describe, expect, it } from 'vitest';
import {
  cashoutAt,
  CRASH_DOUBLING_MS,
  CRASH_MAX,
  CRASH_RTP_BP,
  crashWin,
  drawCrashPoint,
  msToReach,
  multiplierAt,
  playCrashRound,
} from './crash';
import type { Rng } from './rng';
import { seededRng } from './rng';
import { meanAndDeviation, TOLERANCE_SIGMAS } from './simulate';

const SPACE = 2 ** 32;
/** A generator that answers one fixed draw. */
const fixed = (x: number): Rng => ({ int: () => x });

/** Exact chance that the crash point reaches `target`: the share of the 2^32 draws that do (binary search). */
function exactReach(target: number): number {
  let lo = 0;
  let hi = SPACE;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (drawCrashPoint(fixed(mid)) >= target) hi = mid;
    else lo = mid + 1;
  }
  return (SPACE - lo) / SPACE;
}

describe('crash', () => {
  it('draws 1.00x (crashed at once) at the bottom and caps at 1,000x at the top', () => {
    expect(drawCrashPoint(fixed(0))).toBe(100);
    expect(drawCrashPoint(fixed(SPACE - 1))).toBe(CRASH_MAX);
    expect(drawCrashPoint(fixed(SPACE / 2))).toBe(194);
  });

  it('climbs from 1.00x, doubling every 5 s, and the crash comes when the crash point is reached', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(CRASH_DOUBLING_MS)).toBe(200);
    expect(msToReach(200)).toBeLessThanOrEqual(CRASH_DOUBLING_MS);
    expect(multiplierAt(msToReach(250) - 1)).toBeLessThan(250);
    expect(cashoutAt(250, msToReach(250) - 1)).toBe(249);
    expect(cashoutAt(250, msToReach(250))).toBeNull();
    expect(cashoutAt(100, 0)).toBeNull();
  });

  it.each([
    [100, 250, 200, 200],
    [100, 250, 250, 250],
    [100, 250, 251, 0],
    [100, 250, null, 0],
    [333, 1000, 150, 499],
  ])('a bet of %s, crash at %s, cash-out at %s wins %s', (bet, point, cashout, win) => {
    expect(crashWin(bet, point, cashout)).toBe(win);
  });

  it.each([101, 150, 200, 500, 1000, 10_000, 100_000])(
    'returns 97 % exactly over all 2^32 draws for a cash-out at %s',
    (target) => {
      expect((exactReach(target) * target) / 100).toBeCloseTo(CRASH_RTP_BP / 10_000, 6);
    },
  );

  it.each([
    [150, 2_000_000],
    [200, 2_000_000],
    [1000, 2_000_000],
  ])('simulates to 97 %% within tolerance, cashing out at %s over %s rounds', (target, rounds) => {
    const rng = seededRng(target);
    const { mean, deviation } = meanAndDeviation(rounds, () => playCrashRound(rng, 100, target).win / 100);
    const tolerance = (TOLERANCE_SIGMAS * deviation) / Math.sqrt(rounds);
    console.info(
      `crash at ${target / 100}x: ${rounds} rounds, measured RTP ${(mean * 100).toFixed(3)} %, tolerance ±${(tolerance * 100).toFixed(3)} %`,
    );
    expect(Math.abs(mean - CRASH_RTP_BP / 10_000)).toBeLessThan(tolerance);
  });
});
