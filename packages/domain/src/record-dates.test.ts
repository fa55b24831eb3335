import { describe, expect, it } from 'vitest';
import { RECORD_DATE_YEARS, recordDateRange } from './record-dates';

describe('record search dates (spec section 9: date picker 2000-2030)', () => {
  it('offers 2000 to 2030', () => {
    expect(RECORD_DATE_YEARS).toEqual({ min: 2000, max: 2030 });
  });

  it.each([
    ['no dates: every record', '', '', null],
    ['one date only', '2026-11-01', '', { problem: 'incomplete' }],
    ['the other date only', '', '2026-11-01', { problem: 'incomplete' }],
    ['not a date', '2026-02-30', '2026-03-01', { problem: 'incomplete' }],
    ['before 2000', '1999-12-31', '2026-01-01', { problem: 'outOfRange' }],
    ['after 2030', '2026-01-01', '2031-01-01', { problem: 'outOfRange' }],
    ['first after last', '2026-11-02', '2026-11-01', { problem: 'order' }],
  ])('%s', (_name, from, to, result) => {
    expect(recordDateRange(from, to)).toEqual(result);
  });

  it('covers whole local days, the last one included', () => {
    const range = recordDateRange('2026-11-01', '2026-11-01') as { startTime: string; endTime: string };
    expect(new Date(range.endTime).getTime() - new Date(range.startTime).getTime()).toBe(86_400_000);
    expect(new Date(range.startTime).getHours()).toBe(0);
    expect(new Date(range.startTime).getDate()).toBe(1);
    const edges = recordDateRange('2000-01-01', '2030-12-31') as { startTime: string; endTime: string };
    expect(new Date(edges.startTime).getFullYear()).toBe(2000);
    expect(new Date(edges.endTime).getFullYear()).toBe(2031);
  });
});
