import { describe, expect, it } from 'vitest';
import { jackpotAt, jackpotDelayMs, jackpotStep } from './jackpot';

const fixed = (value: number) => () => value;

describe('jackpot counter', () => {
  const HOUR = 3_600_000;
  it.each([
    ['the epoch', 0, 1_200_000_000],
    ['one second later', 1_000, 1_200_007_500],
    ['an hour later', HOUR, 1_227_000_000],
    ['past max: starts again at min, as a hit pot', 4 * HOUR, 1_208_000_000],
  ])('starts at %s from the clock', (_when, now, start) => {
    expect(jackpotAt(now)).toBe(start);
  });

  it('shows about the same pot on a reload: ten seconds apart differ by ten seconds of growth', () => {
    const now = Date.UTC(2026, 10, 25, 3, 0, 0);
    const first = jackpotAt(now);
    expect(jackpotAt(now + 10_000) - first).toBe(75_000);
    expect(first).toBeGreaterThanOrEqual(1_200_000_000);
    expect(first).toBeLessThan(1_300_000_000);
  });

  it('stays within a brand range given either way round, and at min when the range is empty', () => {
    expect(jackpotAt(1_000, 500_000, 100_000)).toBe(107_500);
    expect(jackpotAt(123_456_789, 700, 700)).toBe(700);
    expect(jackpotAt(Number.NaN, 100, 500)).toBe(100);
  });

  it.each([
    [0, 10_000],
    [0.5, 30_000],
    [0.999999999, 50_000],
  ])('adds %d -> %i', (r, step) => {
    expect(jackpotStep(fixed(r))).toBe(step);
  });

  it.each([
    [0, 3_000],
    [0.34, 4_000],
    [0.67, 5_000],
    [0.9999999, 5_000],
    [-0.1, 3_000],
  ])('waits %d -> %i ms', (r, delay) => {
    expect(jackpotDelayMs(fixed(r))).toBe(delay);
  });
});
