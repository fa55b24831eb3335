import { describe, expect, it } from 'vitest';
import { formatMinor, parseAmount, toMajor } from './money';

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
