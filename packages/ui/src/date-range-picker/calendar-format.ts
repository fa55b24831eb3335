import { BURMESE_CALENDAR, type CalendarNames as CalendarMonthNames } from '@lobby/domain';

/**
 * The calendar's own words in a language, from the browser's Intl data: month and weekday names,
 * whole dates for screen readers and a range as the language writes one. Always the Gregorian
 * calendar (Thai would otherwise count Buddhist-era years, against the records' 2000-2030) and
 * Latin digits, as the records' times and amounts beside the calendar are written.
 */
export interface CalendarFormat {
  /** The language tag in use: the one asked for, or 'en' when neither Intl nor this file knows it. */
  locale: string;
  /** 'May 2026', '2026年5月'. */
  monthYear: (date: Date) => string;
  /** 'May'. */
  month: (date: Date) => string;
  /** '2026', '2026年'. */
  year: (date: Date) => string;
  /** The day of the month alone: '3'. */
  day: (date: Date) => string;
  /** Weekday column heads: 'Sun', '周日'. */
  weekdayShort: (date: Date) => string;
  /** Weekday names in full, for screen readers: 'Sunday'. */
  weekdayLong: (date: Date) => string;
  /** A whole date in full, for screen readers: 'Sunday, May 3, 2026'. */
  fullDate: (date: Date) => string;
  /** A date as a field shows it: 'May 3, 2026'. */
  date: (date: Date) => string;
  /** Two dates as one range: 'Jan 1 – 31, 2001'. */
  range: (from: Date, to: Date) => string;
  /** The first column of a week: 0 Sunday to 6 Saturday, as the language's region counts. */
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * A language's names (the Unicode CLDR's, as a complete Intl gives them) for the browsers that ship
 * without its data: Chromium's Intl has no Burmese, the lobby's first language.
 */
interface CalendarNames extends CalendarMonthNames {
  /** The date patterns of the language, from those names. */
  monthYear: (year: number, month: string) => string;
  date: (year: number, monthShort: string, day: number) => string;
  fullDate: (year: number, month: string, day: number, weekday: string) => string;
}

const BURMESE: CalendarNames = {
  ...BURMESE_CALENDAR,
  // Year first: '2026 မေ', '2026 မေ 3', '2026 မေ 3 တနင်္ဂနွေ'.
  monthYear: (year, month) => `${year} ${month}`,
  date: (year, month, day) => `${year} ${month} ${day}`,
  fullDate: (year, month, day, weekday) => `${year} ${month} ${day} ${weekday}`,
};

const NAMES: Partial<Record<string, CalendarNames>> = { my: BURMESE };

type WeekInfo = { firstDay: number };
/** Intl.Locale's week data: getWeekInfo() in newer engines, the weekInfo getter in older ones. */
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

function weekStart(locale: string): CalendarFormat['weekStartsOn'] {
  try {
    const tag = new Intl.Locale(locale) as LocaleWithWeek;
    const firstDay = (tag.getWeekInfo?.() ?? tag.weekInfo)?.firstDay;
    // Intl counts 1 Monday to 7 Sunday; the calendar 0 Sunday to 6 Saturday.
    return firstDay ? ((firstDay % 7) as CalendarFormat['weekStartsOn']) : 0;
  } catch {
    return 0;
  }
}

/** The tag when the browser's Intl has data for it; none for an unknown or malformed one. */
function intlHas(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

const LATIN = new Intl.NumberFormat('en', { useGrouping: false });

function fromIntl(locale: string): CalendarFormat {
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory', numberingSystem: 'latn' });
  const monthYear = dates({ year: 'numeric', month: 'long' });
  const month = dates({ month: 'long' });
  const year = dates({ year: 'numeric' });
  const weekdayShort = dates({ weekday: 'short' });
  const weekdayLong = dates({ weekday: 'long' });
  const fullDate = dates({ dateStyle: 'full' });
  const date = dates({ dateStyle: 'medium' });
  return {
    locale,
    monthYear: (d) => monthYear.format(d),
    month: (d) => month.format(d),
    year: (d) => year.format(d),
    day: (d) => LATIN.format(d.getDate()),
    weekdayShort: (d) => weekdayShort.format(d),
    weekdayLong: (d) => weekdayLong.format(d),
    fullDate: (d) => fullDate.format(d),
    date: (d) => date.format(d),
    range: (from, to) => {
      try {
        return date.formatRange(from, to);
      } catch {
        // Engines without formatRange, or older ones refusing a first date after the last.
        return `${date.format(from)} – ${date.format(to)}`;
      }
    },
    weekStartsOn: weekStart(locale),
  };
}

function fromNames(locale: string, names: CalendarNames): CalendarFormat {
  const month = (d: Date) => names.months[d.getMonth()] ?? '';
  const short = (d: Date) => names.monthsShort[d.getMonth()] ?? '';
  const weekday = (d: Date) => names.weekdays[d.getDay()] ?? '';
  const date = (d: Date) => names.date(d.getFullYear(), short(d), d.getDate());
  return {
    locale,
    monthYear: (d) => names.monthYear(d.getFullYear(), month(d)),
    month,
    year: (d) => String(d.getFullYear()),
    day: (d) => String(d.getDate()),
    weekdayShort: weekday,
    weekdayLong: weekday,
    fullDate: (d) => names.fullDate(d.getFullYear(), month(d), d.getDate(), weekday(d)),
    date,
    // As Intl writes a range: what both dates share once, e.g. '2001 ဇန် 1 – 31'; between two
    // months or years, the dash stands between thin spaces.
    range: (from, to) => {
      const sameYear = from.getFullYear() === to.getFullYear();
      if (sameYear && from.getMonth() === to.getMonth()) {
        return from.getDate() === to.getDate() ? date(from) : `${date(from)} – ${to.getDate()}`;
      }
      return `${date(from)}\u2009–\u2009${sameYear ? `${short(to)} ${to.getDate()}` : date(to)}`;
    },
    weekStartsOn: weekStart(locale),
  };
}

/** The calendar's words in `requested` (BCP-47): Intl's, else this file's names, else English. */
export function calendarFormat(requested: string): CalendarFormat {
  if (intlHas(requested)) return fromIntl(requested);
  const names = NAMES[requested.split('-')[0]?.toLowerCase() ?? ''];
  return names ? fromNames(requested, names) : fromIntl('en');
}
