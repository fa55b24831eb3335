import { describe, expect, it } from 'vitest';
import { visibleRowRange } from './window-range';

// A phone: 800 px viewport, 160 px rows, 400 rows (1,200 games, 3 per row).
const base = { scrollTop: 0, viewportHeight: 800, listTop: 0, rowHeight: 160, rowCount: 400, overscan: 4 };

describe('visibleRowRange', () => {
  it.each([
    ['the top of the page', {}, { start: 0, end: 9 }],
    ['the middle', { scrollTop: 16_000 }, { start: 96, end: 109 }],
    ['a scroll between rows', { scrollTop: 16_080 }, { start: 96, end: 110 }],
    ['a list below other content', { scrollTop: 16_000, listTop: 320 }, { start: 94, end: 107 }],
    ['a list partly below the fold', { listTop: 480 }, { start: 0, end: 6 }],
    ['a list far below the fold (keeps its first row)', { listTop: 5_000 }, { start: 0, end: 1 }],
    ['the end of the list', { scrollTop: 63_200 }, { start: 391, end: 400 }],
    ['scrolled past the end (keeps its last row)', { scrollTop: 90_000 }, { start: 399, end: 400 }],
    ['no overscan', { scrollTop: 16_000, overscan: 0 }, { start: 100, end: 105 }],
    ['overscan larger than the list', { rowCount: 3, overscan: 10 }, { start: 0, end: 3 }],
    ['a fractional overscan', { overscan: 1.7 }, { start: 0, end: 6 }],
    ['zero rows', { rowCount: 0 }, { start: 0, end: 0 }],
    ['one row', { rowCount: 1, scrollTop: 16_000 }, { start: 0, end: 1 }],
    ['no row height yet (shows every row)', { rowHeight: 0, rowCount: 7 }, { start: 0, end: 7 }],
  ])('at %s', (_, input, range) => {
    expect(visibleRowRange({ ...base, ...input })).toEqual(range);
  });

  it('never renders more than the viewport plus overscan on both sides', () => {
    for (let scrollTop = 0; scrollTop < 70_000; scrollTop += 37) {
      const { start, end } = visibleRowRange({ ...base, scrollTop, listTop: 300 });
      expect(end - start).toBeLessThanOrEqual(800 / 160 + 1 + 2 * 4);
      expect(start).toBeLessThan(end);
    }
  });
});
