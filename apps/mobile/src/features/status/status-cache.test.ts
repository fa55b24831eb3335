import { describe, expect, it } from 'vitest';
import { readCachedStatus, writeCachedStatus } from './status-cache';

function storage(value: string | null) {
  let stored = value;
  return { getItem: () => stored, setItem: (_k: string, v: string) => void (stored = v) };
}

describe('cached system status', () => {
  it.each([
    [null, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['7', 0],
    ['garbage', 0],
  ])('%s reads as %i', (stored, status) => {
    expect(readCachedStatus(storage(stored))).toBe(status);
  });

  it('round-trips', () => {
    const s = storage(null);
    writeCachedStatus(2, s);
    expect(readCachedStatus(s)).toBe(2);
  });
});
