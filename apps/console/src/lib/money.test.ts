import { describe, expect, it } from 'vitest';
import { money } from './money';

describe('amounts as operators read them', () => {
  it.each([
    [4_000_000, 'MMK', '40,000 MMK'],
    [123_456, 'USD', '1,234.56 USD'],
    [5, 'USD', '0.05 USD'],
  ])('%i minor in %s reads %s', (minor, currency, shown) => {
    expect(money(minor, currency)).toBe(shown);
  });
});
