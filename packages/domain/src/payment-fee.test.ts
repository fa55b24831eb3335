import { describe, expect, it } from 'vitest';
import { paymentFeeMinor } from './payment-fee';

describe('paymentFeeMinor', () => {
  it.each([
    // amount, percentBps, fixedMinor, currency, fee
    [5_000_000, 100, 0, 'MMK', 50_000], // 1% of 50,000 kyat: 500 kyat
    [5_000_050, 100, 0, 'MMK', 50_000], // 500.0005 kyat rounds to a whole kyat
    [5_005_000, 150, 0, 'MMK', 75_100], // 750.75 kyat rounds half up to 751
    [1_000, 250, 0, 'USD', 25], // 2.5% of $10.00: 25 cents
    [1_234, 250, 0, 'USD', 31], // 30.85 cents rounds up
    [1_000, 0, 200, 'USD', 200], // fixed only
    [10_000, 100, 500, 'THB', 600], // 1% of 100 baht plus 5 baht
    [10_000, 100, 0, 'JPY', 100], // no minor unit: whole yen
    [10_050, 100, 0, 'JPY', 101], // 100.5 yen rounds half up
    [1e12, 2000, 0, 'MMK', 2e11], // the largest amount stays an exact integer
  ])('%i at %i bps + %i in %s is %i', (amount, percentBps, fixedMinor, currency, fee) => {
    expect(paymentFeeMinor(amount, { percentBps, fixedMinor }, currency)).toBe(fee);
  });

  it('is nothing without a fee or an amount', () => {
    expect(paymentFeeMinor(5_000, undefined, 'USD')).toBe(0);
    expect(paymentFeeMinor(0, { percentBps: 100, fixedMinor: 100 }, 'USD')).toBe(0);
    expect(paymentFeeMinor(5_000, { percentBps: 0, fixedMinor: 0 }, 'USD')).toBe(0);
  });
});
