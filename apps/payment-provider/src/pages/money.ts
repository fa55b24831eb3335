import { currencyRules } from '@lobby/contract/payment';

export const exponentOf = (currency: string) => currencyRules(currency).exponent;

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An integer amount in minor units as people read it: `150000 MMK` is `1,500 MMK`, `1050 USD`
 * `10.50 USD`, `1500 JPY` `1,500 JPY`. Shown decimals are never fewer than the amount needs:
 * an MMK amount with pyas shows them.
 */
export function formatMinor(amountMinor: number, currency: string): string {
  const exponent = exponentOf(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(amountMinor))).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  const { shown } = currencyRules(currency);
  const keep = /^0*$/.test(fraction.slice(shown)) ? shown : exponent;
  const decimals = fraction.slice(0, keep);
  return `${sign}${group(whole)}${decimals ? `.${decimals}` : ''} ${currency}`;
}
