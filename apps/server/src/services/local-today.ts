import type { CalendarDate } from '@lobby/domain';

/** Today's date on the server's clock and time zone (birthdays and ages are checked against it). */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
