import { INTERFACE_LANGUAGES } from '@lobby/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './date-format';

const EVENING = '2026-12-05T19:47:05Z';
const UTC = { timeZone: 'UTC' } as const;

/** Month names no language but English writes: a worded date in another language has none. */
const ENGLISH_MONTHS = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/;

/** As Chromium is: an Intl with no Burmese (the engine would answer in English). */
function withoutBurmeseIntl() {
  const supported = Intl.DateTimeFormat.supportedLocalesOf;
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
    [locales].flat().some((l) => String(l).startsWith('my')) ? [] : supported(locales, options),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('formatDateTime', () => {
  it.each([
    ['my', '၂၀၂၆ ဒီ ၅ ၁၉:၄၇', '၂၀၂၆ ဒီ ၅'],
    ['en', 'Dec 5, 2026, 7:47 PM', 'Dec 5, 2026'],
    ['cn', '2026年12月5日 19:47', '2026年12月5日'],
    ['th', '5 ธ.ค. 2569 19:47', '5 ธ.ค. 2569'],
    ['vi', '19:47 5 thg 12, 2026', '5 thg 12, 2026'],
    ['id', '5 Des 2026, 19.47', '5 Des 2026'],
    // ICU releases differ on Korean's day period (오후 in Chromium, PM in some Node builds).
    ['ko', /^2026\. 12\. 5\. (오후|PM) 7:47$/, '2026. 12. 5.'],
    ['ja', '2026/12/05 19:47', '2026/12/05'],
    ['hi', '5 दिस॰ 2026, 7:47 pm', '5 दिस॰ 2026'],
  ] as const)('words a moment in %s as the language writes it', (language, dateTime, date) => {
    const text = formatDateTime(EVENING, { language, ...UTC });
    if (typeof dateTime === 'string') expect(text).toBe(dateTime);
    else expect(text).toMatch(dateTime);
    expect(formatDateTime(EVENING, { language, style: 'date', ...UTC })).toBe(date);
  });

  it('has a row above for every language of the dictionaries, none of them in English months but English', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const text = formatDateTime(EVENING, { language, ...UTC });
      expect(text).not.toBe('');
      if (language !== 'en') expect(text, language).not.toMatch(ENGLISH_MONTHS);
    }
  });

  it('writes Burmese itself where the engine has none (Chromium), word for word as a complete Intl', () => {
    const moments = [
      '2026-01-05T00:05:00Z',
      '2026-02-28T09:00:00Z',
      '2000-03-31T12:59:00Z',
      '2030-08-09T23:30:00Z',
      '2026-11-11T07:07:00Z',
      EVENING,
    ];
    const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 15, 10, 0)).toISOString());
    const all = [...moments, ...months];
    const complete = (style: 'dateTime' | 'date') =>
      all.map((at) => formatDateTime(at, { language: 'my', style, ...UTC }));
    const [dateTimes, dates] = [complete('dateTime'), complete('date')];
    expect(dateTimes[0]).toBe(
      new Intl.DateTimeFormat('my', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(moments[0]!),
      ),
    );

    withoutBurmeseIntl();
    expect(Intl.DateTimeFormat.supportedLocalesOf(['my'])).toEqual([]);
    expect(all.map((at) => formatDateTime(at, { language: 'my', ...UTC }))).toEqual(dateTimes);
    expect(all.map((at) => formatDateTime(at, { language: 'my', style: 'date', ...UTC }))).toEqual(dates);
    expect(formatDateTime(EVENING, { ...UTC })).toBe('၂၀၂၆ ဒီ ၅ ၁၉:၄၇');
  });

  it('writes the spec’s numeric patterns alike in every language, in Latin digits', () => {
    for (const language of INTERFACE_LANGUAGES) {
      const at = (style: 'slashDate' | 'isoDate' | 'isoMinute' | 'isoSecond') =>
        formatDateTime('2026-03-04T05:06:07Z', { language, style, ...UTC });
      expect([at('slashDate'), at('isoDate'), at('isoMinute'), at('isoSecond')]).toEqual([
        '2026/03/04',
        '2026-03-04',
        '2026-03-04 05:06',
        '2026-03-04 05:06:07',
      ]);
    }
  });

  it('counts in the zone asked for, the reader’s own by default', () => {
    expect(formatDateTime(EVENING, { style: 'isoMinute', timeZone: 'Asia/Yangon' })).toBe('2026-12-06 02:17');
    const local = new Date(EVENING);
    expect(formatDateTime(local, { style: 'isoSecond' })).toBe(
      `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')} ` +
        [local.getHours(), local.getMinutes(), local.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':'),
    );
  });

  it('takes epoch milliseconds and Dates as ISO texts, and writes nothing for an invalid one', () => {
    const ms = Date.parse(EVENING);
    expect(formatDateTime(ms, { language: 'en', ...UTC })).toBe('Dec 5, 2026, 7:47 PM');
    expect(formatDateTime(new Date(ms), { language: 'cn', ...UTC })).toBe('2026年12月5日 19:47');
    expect(formatDateTime('not a date', { language: 'en' })).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
