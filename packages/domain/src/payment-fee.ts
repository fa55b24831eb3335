import { currencyRules } from '@lobby/contract/constants';

/**
 * A payment method's fee (brand data): a share of the amount in basis points (100 = 1%) plus a
 * fixed part in minor units. The member bears it: it is taken from the amount (a deposit credits
 * the amount less the fee, a withdrawal pays out the amount less the fee); a brand that bears
 * its fees itself sets none.
 */
export interface PaymentFee {
  percentBps: number;
  fixedMinor: number;
}

/**
 * The fee on an amount, minor units: the share rounded half up to the smallest amount the
 * currency shows (a whole kyat, a cent), plus the fixed part. Server and forms use this one rule,
 * so the fee a form shows is the fee charged.
 */
export function paymentFeeMinor(amountMinor: number, fee: PaymentFee | undefined, currency = 'USD'): number {
  if (!fee || amountMinor <= 0) return 0;
  const { exponent, shown } = currencyRules(currency);
  const step = 10 ** (exponent - shown);
  const share = Math.floor((amountMinor * fee.percentBps) / step / 10_000 + 0.5) * step;
  return share + fee.fixedMinor;
}
