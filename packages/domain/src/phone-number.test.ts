import { describe, expect, it } from 'vitest';
import { e164Number } from './phone-number';

describe('E.164 numbers (Firebase phone verification)', () => {
  it.each([
    ['+95', '0912345678', '+95912345678'],
    ['+95', '912345678', '+95912345678'],
    ['+86', ' 13800138000 ', '+8613800138000'],
    ['+1', '2025550123', '+12025550123'],
  ])('%s %s -> %s', (countryDialingCode, mobileNum, expected) => {
    expect(e164Number({ countryDialingCode, mobileNum })).toBe(expected);
  });
});
