import { describe, expect, it } from 'vitest';
import { DATE_PRESETS, presetRange, type DatePreset } from './date-presets';

describe('presetRange', () => {
  it.each<[string, DatePreset, string, string, Date]>([
    ['mid-month', 'today', '2026-05-15', '2026-05-15', new Date(2026, 4, 15, 18, 30)],
    ['mid-month', 'yesterday', '2026-05-14', '2026-05-14', new Date(2026, 4, 15, 18, 30)],
    ['mid-month', 'last7Days', '2026-05-09', '2026-05-15', new Date(2026, 4, 15, 18, 30)],
    ['mid-month', 'thisMonth', '2026-05-01', '2026-05-15', new Date(2026, 4, 15, 18, 30)],
    ['mid-month', 'lastMonth', '2026-04-01', '2026-04-30', new Date(2026, 4, 15, 18, 30)],
    ['New Year’s Day', 'today', '2026-01-01', '2026-01-01', new Date(2026, 0, 1)],
    ['New Year’s Day', 'yesterday', '2025-12-31', '2025-12-31', new Date(2026, 0, 1)],
    ['New Year’s Day', 'last7Days', '2025-12-26', '2026-01-01', new Date(2026, 0, 1)],
    ['New Year’s Day', 'thisMonth', '2026-01-01', '2026-01-01', new Date(2026, 0, 1)],
    ['New Year’s Day', 'lastMonth', '2025-12-01', '2025-12-31', new Date(2026, 0, 1)],
    ['1 March of a leap year', 'yesterday', '2024-02-29', '2024-02-29', new Date(2024, 2, 1)],
    ['1 March of a leap year', 'last7Days', '2024-02-24', '2024-03-01', new Date(2024, 2, 1)],
    ['1 March of a leap year', 'lastMonth', '2024-02-01', '2024-02-29', new Date(2024, 2, 1)],
    ['1 March of a common year', 'yesterday', '2023-02-28', '2023-02-28', new Date(2023, 2, 1)],
    ['1 March of a common year', 'lastMonth', '2023-02-01', '2023-02-28', new Date(2023, 2, 1)],
    ['31 March', 'lastMonth', '2026-02-01', '2026-02-28', new Date(2026, 2, 31, 23, 59)],
    ['the last second of a year', 'thisMonth', '2030-12-01', '2030-12-31', new Date(2030, 11, 31, 23, 59, 59)],
  ])('on %s, %s covers %s to %s', (_when, preset, from, to, today) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('offers today, yesterday, the last 7 days, this month and last month, in that order', () => {
    expect(DATE_PRESETS).toEqual(['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth']);
  });
});
