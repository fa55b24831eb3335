import { DEFAULT_LANGUAGE, htmlLangOf, type InterfaceLanguage } from '@lobby/contract/constants';

/**
 * How a date or time is written. The worded ones follow the language shown (its month names,
 * order and digits, as the Unicode CLDR has them); the numeric ones are the spec's fixed patterns
 * (YYYY/MM/DD in lists, YYYY-MM-DD in details and records), the same in every language.
 */
export type DateTimeStyle =
  /** 'Dec 5, 2026, 7:47 PM', '2026年12月5日 19:47', '၂၀၂၆ ဒီ ၅ ၁၉:၄၇'. */
  | 'dateTime'
  /** 'Dec 5, 2026', '2026年12月5日', '၂၀၂၆ ဒီ ၅'. */
  | 'date'
  /** '2026/12/05'. */
  | 'slashDate'
  /** '2026-12-05'. */
  | 'isoDate'
  /** '2026-12-05 19:47'. */
  | 'isoMinute'
  /** '2026-12-05 19:47:05'. */
  | 'isoSecond';

export interface DateTimeFormatOptions {
  /** The language shown; Burmese (the default language) when not given. */
  language?: InterfaceLanguage;
  /** 'dateTime' when not given. */
  style?: DateTimeStyle;
  /** An IANA zone ('UTC'); the reader's own when not given. */
  timeZone?: string;
}

/** Names of the Gregorian calendar in a language, for engines whose Intl lacks its data. */
export interface CalendarNames {
  /** January to December, in full and short. */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Sunday to Saturday. */
  weekdays: readonly string[];
}

/**
 * Burmese as the CLDR writes it (word for word what a complete Intl gives for 'my'): Chromium's
 * Intl ships without Burmese, the lobby's first language, and would fall back to English.
 */
export const BURMESE_CALENDAR: CalendarNames = {
  months: ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'],
  monthsShort: ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'],
  weekdays: ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'],
};

/** Burmese digits ၀-၉ for Latin ones, as Burmese numbering (CLDR 'mymr') writes them. */
const burmeseDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x1040 + Number(d)));

/** A moment's calendar fields in a zone: numbers, month 1-12, hour 0-23. */
interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are costly to build and a list formats many rows: one per language, style and zone. */
function cached(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function fieldsOf(date: Date, timeZone: string | undefined): Fields {
  const parts = cached('en-US', {
    ...(timeZone ? { timeZone } : {}),
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function numeric(f: Fields, style: Exclude<DateTimeStyle, 'dateTime' | 'date'>): string {
  const date = `${f.year}-${pad(f.month)}-${pad(f.day)}`;
  switch (style) {
    case 'slashDate':
      return date.replaceAll('-', '/');
    case 'isoDate':
      return date;
    case 'isoMinute':
      return `${date} ${pad(f.hour)}:${pad(f.minute)}`;
    case 'isoSecond':
      return `${date} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
  }
}

/** CLDR's medium date ('y MMM d') and short time ('H:mm') of Burmese, in Burmese digits. */
function burmese(f: Fields, style: 'dateTime' | 'date'): string {
  const date = `${f.year} ${BURMESE_CALENDAR.monthsShort[f.month - 1] ?? ''} ${f.day}`;
  return burmeseDigits(style === 'date' ? date : `${date} ${f.hour}:${pad(f.minute)}`);
}

/** Whether this engine's Intl has the language's own data (Chromium's lacks Burmese). */
function intlHas(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

const WORDED: Record<'dateTime' | 'date', Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
};

/**
 * Every date and time the lobby shows, in the language shown: the one place that writes them, so
 * no screen falls back to the engine's English. Accepts an ISO text, epoch milliseconds or a Date;
 * an invalid one writes nothing rather than 'Invalid Date'.
 */
export function formatDateTime(value: string | number | Date, options: DateTimeFormatOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { language = DEFAULT_LANGUAGE, style = 'dateTime', timeZone } = options;
  if (style !== 'dateTime' && style !== 'date') return numeric(fieldsOf(date, timeZone), style);
  const locale = htmlLangOf(language);
  if (language === 'my' && !intlHas(locale)) return burmese(fieldsOf(date, timeZone), style);
  return cached(locale, { ...WORDED[style], ...(timeZone ? { timeZone } : {}) }).format(date);
}
