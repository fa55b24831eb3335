import { describe, expect, it } from 'vitest';
import { jackpotDelayMs, jackpotStart, jackpotStep } from './jackpot';

const fixed = (value: number) => () => value;

describe('jackpot counter', () => {
  it.each([
    [0, 1_200_000_000],
    [0.5, 1_250_000_000],
    [0.999999999999, 1_300_000_000],
  ])('starts at random %d -> %i (between min and max)', (r, start) => {
    expect(jackpotStart(fixed(r))).toBe(start);
  });

  it('starts within a brand range given either way round', () => {
    expect(jackpotStart(fixed(0), 500, 100)).toBe(100);
    expect(jackpotStart(fixed(0.999999), 500, 100)).toBe(500);
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
