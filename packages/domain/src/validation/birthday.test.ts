import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthday, daysInMonth, formatIsoDate, parseIsoDate, type CalendarDate } from './birthday';

const day = (year: number, month: number, date: number): CalendarDate => ({ year, month, day: date });
const today = day(2025, 6, 15);

describe('parseIsoDate', () => {
  it.each([
    ['2000-01-31', day(2000, 1, 31)],
    ['2000-02-29', day(2000, 2, 29)],
    ['2004-02-29', day(2004, 2, 29)],
    ['1900-02-29', null],
    ['2001-02-29', null],
    ['2001-04-31', null],
    ['2001-13-01', null],
    ['2001-00-10', null],
    ['2001-01-00', null],
    ['2001-1-1', null],
    ['01/01/2001', null],
    ['2001-01-01T00:00', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseIsoDate(value)).toEqual(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%d-%d has %d days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('ageOn', () => {
  it.each([
    [day(2004, 6, 15), today, 21],
    [day(2004, 6, 16), today, 20],
    [day(2004, 5, 31), today, 21],
    [day(2004, 7, 1), today, 20],
    [day(2004, 2, 29), day(2025, 2, 28), 20],
    [day(2004, 2, 29), day(2025, 3, 1), 21],
    [day(2004, 2, 29), day(2024, 2, 29), 20],
  ])('%j on %j is %d', (birthday, on, age) => {
    expect(ageOn(birthday, on)).toBe(age);
  });
});

describe('checkBirthday (spec section 5)', () => {
  it.each([
    ['a real day of age', '1990-05-20', today, 18, null],
    ['trimmed', ' 1990-05-20 ', today, 18, null],
    ['not a date', '1990/05/20', today, 18, { key: 'dateFormat' }],
    ['not a real day', '1990-02-30', today, 18, { key: 'dateFormat' }],
    ['first allowed day', '1900-01-01', today, 18, null],
    [
      'before 1900',
      '1899-12-31',
      today,
      18,
      { key: 'birthdayRange', params: { min: '1900-01-01', max: '2025-12-31' } },
    ],
    [
      'after the end of the current year',
      '2026-01-01',
      today,
      18,
      { key: 'birthdayRange', params: { min: '1900-01-01', max: '2025-12-31' } },
    ],
    [
      'end of the current year is in range (but too young)',
      '2025-12-31',
      today,
      18,
      { key: 'tooYoung', params: { age: 18 } },
    ],
    ['18 exactly on the birthday', '2007-06-15', today, 18, null],
    ['18 tomorrow', '2007-06-16', today, 18, { key: 'tooYoung', params: { age: 18 } }],
    ['21 exactly on the birthday', '2004-06-15', today, 21, null],
    ['21 tomorrow', '2004-06-16', today, 21, { key: 'tooYoung', params: { age: 21 } }],
    ['18 but not 21', '2005-01-01', today, 21, { key: 'tooYoung', params: { age: 21 } }],
    [
      'leap-day birthday: not yet 21 on 28 February',
      '2004-02-29',
      day(2025, 2, 28),
      21,
      { key: 'tooYoung', params: { age: 21 } },
    ],
    ['leap-day birthday: 21 on 1 March', '2004-02-29', day(2025, 3, 1), 21, null],
    ['leap-day birthday: 20 on 29 February of a leap year', '2004-02-29', day(2024, 2, 29), 20, null],
    [
      'leap-day birthday: not yet 18 on 28 February',
      '2004-02-29',
      day(2022, 2, 28),
      18,
      { key: 'tooYoung', params: { age: 18 } },
    ],
  ])('%s: %j on %j, minimum %d', (_name, value, on, minimumAge, expected) => {
    expect(checkBirthday(value, on, minimumAge)).toEqual(expected);
  });

  it('the range ends with the year of today, whatever the day', () => {
    expect(checkBirthday('2030-01-01', day(2030, 1, 1), 0)).toBeNull();
    expect(checkBirthday('2030-12-31', day(2030, 1, 1), 18)?.key).toBe('tooYoung');
    expect(checkBirthday('2031-01-01', day(2030, 12, 31), 0)?.key).toBe('birthdayRange');
  });

  it('formatIsoDate pads', () => {
    expect(formatIsoDate(day(900, 1, 2))).toBe('0900-01-02');
  });
});
