import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarFormat } from './calendar-format';

/** What a complete Intl says (Node has every language), Gregorian and with Latin digits. */
const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', numberingSystem: 'latn' });

const MAY_15 = new Date(2026, 4, 15);
const DATES = [new Date(2026, 0, 3), MAY_15, new Date(2000, 11, 31), new Date(2030, 6, 9)];
const RANGES: [Date, Date][] = [
  [new Date(2001, 0, 1), new Date(2001, 0, 31)],
  [new Date(2001, 0, 25), new Date(2001, 1, 3)],
  [new Date(2000, 11, 25), new Date(2001, 0, 3)],
  [new Date(2001, 0, 5), new Date(2001, 0, 5)],
];

afterEach(() => vi.restoreAllMocks());

describe('calendarFormat', () => {
  it.each([
    ['en', 'May 2026', 'May 15, 2026', 'Friday, May 15, 2026', 'Fri'],
    ['zh-CN', '2026年5月', '2026年5月15日', '2026年5月15日星期五', '周五'],
    ['ja', '2026年5月', '2026/05/15', '2026年5月15日金曜日', '金'],
    ['ko', '2026년 5월', '2026. 5. 15.', '2026년 5월 15일 금요일', '금'],
    // Gregorian years, not the Buddhist era (2569).
    ['th', 'พฤษภาคม 2026', '15 พ.ค. 2026', 'วันศุกร์ที่ 15 พฤษภาคม ค.ศ. 2026', 'ศุกร์'],
    ['vi', 'tháng 5 năm 2026', '15 thg 5, 2026', 'Thứ Sáu, 15 tháng 5, 2026', 'Thứ 6'],
    ['id', 'Mei 2026', '15 Mei 2026', 'Jumat, 15 Mei 2026', 'Jum'],
    ['hi', 'मई 2026', '15 मई 2026', 'शुक्रवार, 15 मई 2026', 'शुक्र'],
    // Latin digits, as the records' times are written.
    ['my', '2026 မေ', '2026 မေ 15', '2026 မေ 15 သောကြာ', 'သောကြာ'],
  ])('words %s dates in its own names', (locale, monthYear, date, fullDate, weekday) => {
    const format = calendarFormat(locale);
    expect(format.locale).toBe(locale);
    expect([
      format.monthYear(MAY_15),
      format.date(MAY_15),
      format.fullDate(MAY_15),
      format.weekdayShort(MAY_15),
    ]).toEqual([monthYear, date, fullDate, weekday]);
    expect(format.day(MAY_15)).toBe('15');
  });

  it('starts weeks as the language’s region does', () => {
    expect(calendarFormat('en').weekStartsOn).toBe(0);
    expect(calendarFormat('zh-CN').weekStartsOn).toBe(1);
    expect(calendarFormat('vi').weekStartsOn).toBe(1);
  });

  it('falls back to English for a tag it cannot read', () => {
    expect(calendarFormat('not a tag!').locale).toBe('en');
    expect(calendarFormat('not a tag!').monthYear(MAY_15)).toBe('May 2026');
  });

  it('writes a range once for what both days share', () => {
    const format = calendarFormat('en');
    expect(RANGES.map(([from, to]) => format.range(from, to))).toEqual(
      RANGES.map(([from, to]) => intl('en', { dateStyle: 'medium' }).formatRange(from, to)),
    );
  });

  it('has Burmese of its own where the browser has none (Chromium), word for word as a complete Intl', () => {
    const complete = {
      monthYear: DATES.map((d) => intl('my', { year: 'numeric', month: 'long' }).format(d)),
      month: DATES.map((d) => intl('my', { month: 'long' }).format(d)),
      date: DATES.map((d) => intl('my', { dateStyle: 'medium' }).format(d)),
      fullDate: DATES.map((d) => intl('my', { dateStyle: 'full' }).format(d)),
      weekday: DATES.map((d) => intl('my', { weekday: 'long' }).format(d)),
      range: RANGES.map(([from, to]) => intl('my', { dateStyle: 'medium' }).formatRange(from, to)),
    };
    const supported = Intl.DateTimeFormat.supportedLocalesOf;
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      [locales].flat().some((l) => String(l).startsWith('my')) ? [] : supported(locales, options),
    );
    const format = calendarFormat('my');
    expect(format.locale).toBe('my');
    expect({
      monthYear: DATES.map(format.monthYear),
      month: DATES.map(format.month),
      date: DATES.map(format.date),
      fullDate: DATES.map(format.fullDate),
      weekday: DATES.map(format.weekdayLong),
      range: RANGES.map(([from, to]) => format.range(from, to)),
    }).toEqual(complete);
    expect(format.weekdayShort(MAY_15)).toBe('သောကြာ');
    expect(format.year(MAY_15)).toBe('2026');
  });
});
