import type { FieldError } from './keys';

/** A calendar day; month 1-12. Passed in by the caller so the checks stay pure. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Birthdays start at 1900-01-01 (spec section 5). */
export const BIRTHDAY_MIN_YEAR = 1900;

// Calendar sums on plain year/month/day rather than dayjs: no instants here, and dayjs's year difference would let one born on 29 February come of age a day early.
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a YYYY-MM-DD birthday (the registration payload format, spec section 3); null unless a real day. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
export const formatIsoDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

/** Whole years from `birthday` to `today`. */
export function ageOn(birthday: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birthday.year - (hadBirthday ? 0 : 1);
}

/**
 * Birthday of a registration (spec section 5): a real YYYY-MM-DD day from 1900-01-01 to the end
 * of the current year, and at least `minimumAge` years old today (18, or 21 by brand). One born on
 * 29 February comes of age on 1 March in common years, never a day early. The value is trimmed;
 * empty is left to the field's rule.
 */
export function checkBirthday(value: string, today: CalendarDate, minimumAge: number): FieldError | null {
  const date = parseIsoDate(value.trim());
  if (!date) return { key: 'dateFormat' };
  const min: CalendarDate = { year: BIRTHDAY_MIN_YEAR, month: 1, day: 1 };
  const max: CalendarDate = { year: today.year, month: 12, day: 31 };
  if (compareDates(date, min) < 0 || compareDates(date, max) > 0) {
    return { key: 'birthdayRange', params: { min: formatIsoDate(min), max: formatIsoDate(max) } };
  }
  if (ageOn(date, today) < minimumAge) return { key: 'tooYoung', params: { age: minimumAge } };
  return null;
}
