/**
 * The jackpot counter (spec sections 4 and 9): it starts at a random amount between min and max
 * (1.2e9 and 1.3e9 by default) and adds a random 10,000 to 50,000 every 3, 4 or 5 seconds.
 * `random` is injected so the rules can be tested; it returns [0, 1) like Math.random.
 */
export const JACKPOT_DEFAULTS = { min: 1_200_000_000, max: 1_300_000_000, stepMin: 10_000, stepMax: 50_000 } as const;
export const JACKPOT_INTERVALS_MS = [3_000, 4_000, 5_000] as const;

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

export function jackpotStart(
  random: () => number,
  min: number = JACKPOT_DEFAULTS.min,
  max: number = JACKPOT_DEFAULTS.max,
): number {
  return between(random, Math.min(min, max), Math.max(min, max));
}

export function jackpotStep(random: () => number): number {
  return between(random, JACKPOT_DEFAULTS.stepMin, JACKPOT_DEFAULTS.stepMax);
}

export function jackpotDelayMs(random: () => number): number {
  const index = Math.min(JACKPOT_INTERVALS_MS.length - 1, Math.floor(random() * JACKPOT_INTERVALS_MS.length));
  // A `random` below 0 (or NaN) waits the shortest.
  return JACKPOT_INTERVALS_MS[index] ?? JACKPOT_INTERVALS_MS[0];
}
