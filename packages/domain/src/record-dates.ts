import { dayjs } from './dates';
import { parseIsoDate } from './validation/birthday';

/** The date picker of record searches offers the years 2000 to 2030 (spec section 9). */
export const RECORD_DATE_YEARS = { min: 2000, max: 2030 } as const;

export type RecordDateProblem = 'incomplete' | 'outOfRange' | 'order';

/**
 * The instants a record search covers for dates picked in the device's time zone: from the first
 * day's midnight to the midnight after the last day. Both dates or neither; within 2000-2030; the
 * first not after the last.
 */
export function recordDateRange(
  from: string,
  to: string,
): { startTime: string; endTime: string } | { problem: RecordDateProblem } | null {
  if (!from && !to) return null;
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return { problem: 'incomplete' };
  const inRange = (d: { year: number }) => d.year >= RECORD_DATE_YEARS.min && d.year <= RECORD_DATE_YEARS.max;
  if (!inRange(start) || !inRange(end)) return { problem: 'outOfRange' };
  // A date-only text reads as local midnight.
  const startAt = dayjs(from);
  const endAt = dayjs(to).add(1, 'day');
  if (!startAt.isBefore(endAt)) return { problem: 'order' };
  return { startTime: startAt.toISOString(), endTime: endAt.toISOString() };
}
