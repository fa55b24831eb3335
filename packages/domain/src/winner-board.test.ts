import { describe, expect, it } from 'vitest';
import { maskName, sortWinners } from './winner-board';

describe('sortWinners', () => {
  it('orders by winAmount descending, stable for equal amounts', () => {
    const winners = [
      { id: 'a', vo: { winAmount: 10 } },
      { id: 'b', vo: { winAmount: 250.5 } },
      { id: 'c', vo: { winAmount: 10 } },
      { id: 'd', vo: { winAmount: 0 } },
      { id: 'e', vo: { winAmount: 1_000 } },
    ];
    expect(sortWinners(winners).map((w) => w.id)).toEqual(['e', 'b', 'a', 'c', 'd']);
    expect(winners[0]!.id).toBe('a');
  });
  it('leaves an empty board empty', () => {
    expect(sortWinners([])).toEqual([]);
  });
});

describe('maskName', () => {
  it.each([
    ['demo01', 'd***1'],
    ['ab', 'a***'],
    ['a', 'a***'],
    ['', '***'],
    ['မြန်မာ', 'မ***ာ'],
  ])('%s -> %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
