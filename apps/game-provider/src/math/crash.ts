/**
 * The crash game: a multiplier climbs from 1.00x until the round's crash point, drawn at the
 * start so that a cash-out at any multiplier m wins with chance (1 - edge) / m: every way of
 * playing returns 97 %. Multipliers are whole hundredths (250 is 2.50x). Pure, chance via `Rng`.
 */
import type { Rng } from './rng';

export const CRASH_HOUSE_EDGE_BP = 300;
export const CRASH_RTP_BP = 10_000 - CRASH_HOUSE_EDGE_BP;
/** The highest crash point (1,000.00x): rounds stay under a minute. */
export const CRASH_MAX = 100_000;
/** The lowest multiplier a player can cash out at or aim for. */
export const CRASH_MIN_CASHOUT = 101;
/** The multiplier doubles every this many milliseconds. */
export const CRASH_DOUBLING_MS = 5_000;

const SPACE = 0x1_0000_0000;
const K = Math.LN2 / CRASH_DOUBLING_MS;

/**
 * The crash point in hundredths: floor((1 - edge) / (1 - U)) with U uniform on 2^32 values, so
 * P(crash >= m) = (1 - edge) / m; below 1.00x it is 1.00x (the round ends at once).
 */
export function drawCrashPoint(rng: Rng): number {
  const x = rng.int(SPACE);
  const point = Math.floor((CRASH_RTP_BP * SPACE) / 100 / (SPACE - x));
  return Math.min(Math.max(point, 100), CRASH_MAX);
}

/** The multiplier shown `ms` after the round began (hundredths). */
export function multiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(K * Math.max(0, ms)) + 1e-9);
}

/** The first millisecond at which the multiplier reaches `point` (hundredths). */
export function msToReach(point: number): number {
  if (point <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(point / 100) / K) - 1);
  while (multiplierAt(ms) < point) ms++;
  return ms;
}

/** A cash-out at `cashout` (hundredths) wins if the crash point reached it; the win is floored to minor units. */
export function crashWin(bet: number, crashPoint: number, cashout: number | null): number {
  if (cashout === null || cashout < 100 || cashout > crashPoint) return 0;
  return Math.floor((bet * cashout) / 100);
}

/**
 * Where a manual cash-out `ms` into the round lands: the multiplier then, or null when the round
 * had already crashed (the crash comes the moment the multiplier reaches the crash point).
 */
export function cashoutAt(crashPoint: number, ms: number): number | null {
  if (ms >= msToReach(crashPoint)) return null;
  return multiplierAt(ms);
}

/** One round with an automatic cash-out target (what the simulation plays). */
export function playCrashRound(rng: Rng, bet: number, target: number) {
  const crashPoint = drawCrashPoint(rng);
  return { crashPoint, win: crashWin(bet, crashPoint, target) };
}
