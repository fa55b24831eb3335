import { describe, expect, it, vi } from 'vitest';
import { searchRankings } from '../src/services/search-rankings';

describe('search rankings', () => {
  it('ranks a search once while it is kept, and the same search asked at once once', async () => {
    const rank = vi.fn(async () => ['a', 'b']);
    const rankings = searchRankings(30);
    const parts = ['dragon', 'en', ['JL:RNG:']];
    expect(await Promise.all([rankings.get(parts, rank), rankings.get(parts, rank)])).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(await rankings.get(parts, rank)).toEqual(['a', 'b']);
    expect(rank).toHaveBeenCalledTimes(1);
  });

  it('ranks another search, language or brand order apart', async () => {
    const rank = vi.fn(async () => ['a']);
    const rankings = searchRankings(30);
    for (const parts of [
      ['dragon', 'en', ['A']],
      ['Dragon', 'en', ['A']],
      ['dragon', 'cn', ['A']],
      ['dragon', 'en', ['B', 'A']],
    ])
      await rankings.get(parts, rank);
    expect(rank).toHaveBeenCalledTimes(4);
  });

  it('ranks every time with no keeping time, and after it', async () => {
    const rank = vi.fn(async () => ['a']);
    const none = searchRankings(0);
    await none.get(['x'], rank);
    await none.get(['x'], rank);
    expect(rank).toHaveBeenCalledTimes(2);

    let clock = 10_000;
    const kept = searchRankings(1, 1_000, () => clock);
    await kept.get(['y'], rank);
    clock = 10_999;
    await kept.get(['y'], rank);
    expect(rank).toHaveBeenCalledTimes(3);
    clock = 11_001;
    await kept.get(['y'], rank);
    expect(rank).toHaveBeenCalledTimes(4);
  });

  it('keeps no failed ranking: the next search ranks again', async () => {
    const rankings = searchRankings(30);
    await expect(rankings.get(['z'], () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await rankings.get(['z'], async () => ['c'])).toEqual(['c']);
  });
});
