/**
 * The jackpot counter (spec sections 4 and 9): it starts at an amount between min and max
 * (1.2e9 and 1.3e9 by default), taken from the clock, and adds a random 10,000 to 50,000 every 3,
 * 4 or 5 seconds.
 * `random` is injected so the rules can be tested; it returns [0, 1) like Math.random.
 */
export const JACKPOT_DEFAULTS = { min: 1_200_000_000, max: 1_300_000_000, stepMin: 10_000, stepMax: 50_000 } as const;
export const JACKPOT_INTERVALS_MS = [3_000, 4_000, 5_000] as const;

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** The counter's average growth: a mean step every mean interval. */
const GROWTH_PER_SECOND =
  (JACKPOT_DEFAULTS.stepMin + JACKPOT_DEFAULTS.stepMax) /
  2 /
  (JACKPOT_INTERVALS_MS.reduce((sum, ms) => sum + ms, 0) / JACKPOT_INTERVALS_MS.length / 1000);

/**
 * Where the counter starts at a moment: a point between min and max that grows with the clock as
 * fast as the steps do on average, and starts again at min past max (as a pot does once hit). So a
 * reload, or a second phone, shows about the same pot rather than a jump of tens of millions.
 */
export function jackpotAt(
  nowMs: number,
  min: number = JACKPOT_DEFAULTS.min,
  max: number = JACKPOT_DEFAULTS.max,
): number {
  const low = Math.min(min, max);
  const span = Math.max(min, max) - low;
  if (span === 0 || !Number.isFinite(nowMs)) return low;
  return low + Math.floor(((nowMs / 1000) * GROWTH_PER_SECOND) % span);
}

export function jackpotStep(random: () => number): number {
  return between(random, JACKPOT_DEFAULTS.stepMin, JACKPOT_DEFAULTS.stepMax);
}

export function jackpotDelayMs(random: () => number): number {
  const index = Math.min(JACKPOT_INTERVALS_MS.length - 1, Math.floor(random() * JACKPOT_INTERVALS_MS.length));
  // A `random` below 0 (or NaN) waits the shortest.
  return JACKPOT_INTERVALS_MS[index] ?? JACKPOT_INTERVALS_MS[0];
}
