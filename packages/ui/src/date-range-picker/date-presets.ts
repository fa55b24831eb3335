import { formatIsoDate } from '@lobby/domain';

/** The quick picks of the date-range picker, in the order they are offered. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A range of calendar days as ISO dates (YYYY-MM-DD), both days included; '' where unset. */
export interface IsoDateRange {
  from: string;
  to: string;
}

/** The calendar day of `year`, `month` (0-11) and `day`, counting over month and year ends as Date does. */
const iso = (year: number, month: number, day: number): string => {
  const date = new Date(year, month, day);
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
};

/**
 * The days a quick pick covers, counted from `today`'s calendar day in the device's time zone:
 * today; yesterday; the last 7 days with today; this month up to today; the whole of last month.
 */
export function presetRange(preset: DatePreset, today: Date): IsoDateRange {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  switch (preset) {
    case 'today':
      return { from: iso(y, m, d), to: iso(y, m, d) };
    case 'yesterday':
      return { from: iso(y, m, d - 1), to: iso(y, m, d - 1) };
    case 'last7Days':
      return { from: iso(y, m, d - 6), to: iso(y, m, d) };
    case 'thisMonth':
      return { from: iso(y, m, 1), to: iso(y, m, d) };
    case 'lastMonth':
      // Day 0 of this month is the last day of the one before.
      return { from: iso(y, m - 1, 1), to: iso(y, m, 0) };
  }
}
