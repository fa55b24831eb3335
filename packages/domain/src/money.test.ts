import { describe, expect, it } from 'vitest';
import { parseAmount, plainAmount } from './amount-text';
import { formatMinor, moneyLocale, toMajor } from './money';

describe('parseAmount', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 10.00 ', 1000],
    ['999999999.99', 99999999999],
    ['', null],
    ['-1', null],
    ['1.234', null],
    ['1e3', null],
    ['1,000', null],
    ['.5', null],
    ['5.', null],
    ['1000000000', null],
    ['NaN', null],
  ])('%j -> %j', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });
});

describe('formatting', () => {
  it.each([
    [0, '0.00', 0],
    [5, '0.05', 0.05],
    [123456, '1,234.56', 1234.56],
    [100000000, '1,000,000.00', 1000000],
  ])('%i minor units show as %s (%d)', (minor, shown, major) => {
    expect(formatMinor(minor)).toBe(shown);
    expect(toMajor(minor)).toBe(major);
  });
});

describe('currencies', () => {
  it.each([
    // text, currency, minor units
    ['50000', 'MMK', 5_000_000],
    ['50000.5', 'MMK', 5_000_050],
    ['12.34', 'THB', 1234],
    ['1500', 'JPY', 1500],
    ['1500.5', 'JPY', null],
    ['20000', 'VND', 20000],
  ])('%j in %s -> %j', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toBe(minor);
  });

  it.each([
    // minor units, currency, locale, shown
    [5_000_000, 'MMK', 'en-US', '50,000'],
    [5_000_050, 'MMK', 'en-US', '50,000.50'],
    [5_000_000, 'MMK', moneyLocale('my'), '50,000'],
    [123_456, 'THB', moneyLocale('th'), '1,234.56'],
    [1500, 'JPY', 'ja-JP', '1,500'],
    [2_000_000, 'VND', 'vi-VN', '2.000.000'],
    [123_456, 'USD', 'zh-CN', '1,234.56'],
  ])('%i minor %s in %s shows as %s', (minor, currency, locale, shown) => {
    expect(formatMinor(minor, locale, currency)).toBe(shown);
  });

  it('never rounds a fraction away', () => {
    expect(formatMinor(99, 'en-US', 'MMK')).toBe('0.99');
    expect(toMajor(1_999, 'JPY')).toBe(1_999);
  });

  it.each([
    [3000, 'USD', '30.00'],
    [3_000_000, 'MMK', '30000'],
    [3_000_050, 'MMK', '30000.50'],
    [700, 'JPY', '700'],
  ])('plain text of %i %s is %s', (minor, currency, text) => {
    expect(plainAmount(minor, currency)).toBe(text);
    expect(parseAmount(text, currency)).toBe(minor);
  });

  it('reads amounts in Latin digits in every language', () => {
    for (const language of ['my', 'en', 'cn', 'th', 'vi', 'id', 'hi', 'ja', 'ko'])
      expect(formatMinor(123_400, moneyLocale(language), 'THB')).toMatch(/^1\D?234\D?00$|^1\D?234$/);
  });
});
