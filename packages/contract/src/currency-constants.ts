// No zod here: the first screen formats amounts with these, so they are kept small.

/** The currencies a brand can count in (ISO 4217 codes). */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'GBP',
  'MMK',
  'THB',
  'VND',
  'JPY',
  'KRW',
  'CNY',
  'PHP',
  'IDR',
  'INR',
  'MYR',
  'SGD',
  'KHR',
  'LAK',
  'BDT',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** ISO 4217 gives these no minor unit (exponent 0); every other here has two. */
const NO_MINOR_UNIT: readonly string[] = ['VND', 'JPY', 'KRW'];
/** Two decimals by ISO 4217, none in use (MMK's pyas): shown whole unless an amount has a fraction. */
const SHOWN_WHOLE: readonly string[] = ['MMK', 'IDR', 'KHR', 'LAK'];

/**
 * A currency's rules: ISO 4217's minor-unit exponent (amounts are stored in integer minor units)
 * and the decimals shown at least. Amounts are never rounded for display: a fraction that exists
 * is shown, up to the exponent. An unknown code counts like USD (two decimals).
 */
export function currencyRules(code: string): { exponent: 0 | 2; shown: 0 | 2 } {
  const exponent = NO_MINOR_UNIT.includes(code) ? 0 : 2;
  return { exponent, shown: exponent === 0 || SHOWN_WHOLE.includes(code) ? 0 : 2 };
}
