import { describe, expect, it } from 'vitest';
import { vipProgress, vipRankOf } from './vip-progress';

describe('vipProgress (completed/total, 1 without labelId, 0 default)', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [{}, 1],
    [{ playerRankProgress: { labelId: '' } }, 1],
    [{ playerRankProgress: null, currentProgress: { completed: 1, total: 4 } }, 1],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completed: 1, total: 4 } }, 0.25],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completed: 5, total: 4 } }, 1],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completed: -1, total: 4 } }, 0],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completed: 1, total: 0 } }, 0],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: null }, 0],
    [{ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completed: Number.NaN, total: 4 } }, 0],
  ])('%j -> %d', (value, progress) => {
    expect(vipProgress(value as never)).toBe(progress);
  });
});

describe('vipRankOf', () => {
  it.each([
    [0, 0, 1],
    [999, 0, 1],
    [1_000, 1, 2],
    [99_999, 1, 2],
    [100_000, 2, 3],
    [100_000_000, 5, null],
    [999_999_999_999, 5, null],
  ])('turnover %i is level %i, next %j', (turnover, level, next) => {
    const rank = vipRankOf(turnover);
    expect(rank.level).toBe(level);
    expect(rank.next?.level ?? null).toBe(next);
  });
});
