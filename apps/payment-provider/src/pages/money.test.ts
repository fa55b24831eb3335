import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';

describe('formatMinor', () => {
  it.each([
    [150000, 'MMK', '1,500 MMK'],
    [150050, 'MMK', '1,500.50 MMK'],
    [1050, 'USD', '10.50 USD'],
    [5, 'USD', '0.05 USD'],
    [1500, 'JPY', '1,500 JPY'],
    [123456789, 'USD', '1,234,567.89 USD'],
    [100000, 'VND', '100,000 VND'],
  ])('%i %s is %s', (amount, currency, shown) => {
    expect(formatMinor(amount, currency)).toBe(shown);
  });
});
