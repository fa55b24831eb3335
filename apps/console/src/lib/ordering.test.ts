import { describe, expect, it } from 'vitest';
import { moved } from './ordering';

describe('moved', () => {
  it.each([
    [1, -1, ['B', 'A', 'C']],
    [1, 1, ['A', 'C', 'B']],
    [0, -1, ['A', 'B', 'C']],
    [2, 1, ['A', 'B', 'C']],
    [5, -1, ['A', 'B', 'C']],
  ] as const)('moves the item at %i by %i', (from, by, expected) => {
    expect(moved(['A', 'B', 'C'], from, by)).toEqual(expected);
  });
});
