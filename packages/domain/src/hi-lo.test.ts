import { describe, expect, it } from 'vitest';
import {
  canGuess,
  cardOf,
  HI_LO_RTP,
  hiLoChance,
  hiLoMultiplier,
  hiLoPayout,
  hiLoWins,
  rankLabel,
  type HiLoGuess,
} from './hi-lo';

const RANKS = Array.from({ length: 13 }, (_, i) => i + 1);
const GUESSES: HiLoGuess[] = ['higher', 'lower'];

describe('Hi-Lo multipliers', () => {
  it.each([
    [1, 'higher', 104],
    [1, 'lower', null],
    [7, 'higher', 208],
    [7, 'lower', 208],
    [12, 'higher', 1248],
    [13, 'higher', null],
    [13, 'lower', 104],
    [2, 'lower', 1248],
  ] as const)('card %i, %s pays %j', (rank, guess, multiplier) => {
    expect(hiLoMultiplier(rank, guess)).toBe(multiplier);
    expect(canGuess(rank, guess)).toBe(multiplier !== null);
  });

  it('returns at most the RTP and within a cent of it on every possible guess', () => {
    for (const rank of RANKS) {
      for (const guess of GUESSES) {
        if (!canGuess(rank, guess)) continue;
        // Expected payout of a 100.00 stake over the 13 equally likely next ranks.
        const expected = RANKS.reduce((sum, next) => sum + hiLoPayout(10_000, rank, guess, next), 0) / 13 / 10_000;
        expect(expected).toBeLessThanOrEqual(HI_LO_RTP);
        expect(expected).toBeGreaterThan(HI_LO_RTP - 0.01);
        expect(hiLoChance(rank, guess)).toBeCloseTo(RANKS.filter((next) => hiLoWins(rank, guess, next)).length / 13);
      }
    }
  });

  it.each([
    [1000, 7, 'higher', 8, 2080],
    [1000, 7, 'higher', 7, 0],
    [1000, 7, 'lower', 7, 0],
    [1000, 7, 'lower', 1, 2080],
    [333, 1, 'higher', 13, 346],
    [1000, 13, 'higher', 1, 0],
  ] as const)('bet %i on %i %s, next %i, pays %i', (bet, rank, guess, next, payout) => {
    expect(hiLoPayout(bet, rank, guess, next)).toBe(payout);
  });
});

describe('cards', () => {
  it('maps 0..51 onto each rank and suit once', () => {
    const seen = new Set(Array.from({ length: 52 }, (_, i) => JSON.stringify(cardOf(i))));
    expect(seen.size).toBe(52);
    expect(cardOf(0)).toEqual({ rank: 1, suit: 'S' });
    expect(cardOf(51)).toEqual({ rank: 13, suit: 'C' });
  });
  it.each([-1, 52, 1.5])('has no card at %d', (index) => {
    expect(() => cardOf(index)).toThrow(RangeError);
  });
  it.each([
    [1, 'A'],
    [10, '10'],
    [11, 'J'],
    [12, 'Q'],
    [13, 'K'],
  ])('rank %i reads %s', (rank, label) => {
    expect(rankLabel(rank)).toBe(label);
  });
});
