import { z } from 'zod';

/**
 * The currencies a brand can count in: ISO 4217's minor-unit exponent (how amounts are stored,
 * in integer minor units) and the decimals shown at least where practice differs from the
 * standard (MMK has two by ISO 4217, none in use). Amounts are never rounded for display: a
 * fraction that exists is shown, up to the exponent.
 */
export const CURRENCIES = {
  USD: { exponent: 2, shown: 2 },
  EUR: { exponent: 2, shown: 2 },
  GBP: { exponent: 2, shown: 2 },
  MMK: { exponent: 2, shown: 0 },
  THB: { exponent: 2, shown: 2 },
  VND: { exponent: 0, shown: 0 },
  JPY: { exponent: 0, shown: 0 },
  KRW: { exponent: 0, shown: 0 },
  CNY: { exponent: 2, shown: 2 },
  PHP: { exponent: 2, shown: 2 },
  IDR: { exponent: 2, shown: 0 },
  INR: { exponent: 2, shown: 2 },
  MYR: { exponent: 2, shown: 2 },
  SGD: { exponent: 2, shown: 2 },
  KHR: { exponent: 2, shown: 0 },
  LAK: { exponent: 2, shown: 0 },
  BDT: { exponent: 2, shown: 2 },
} as const satisfies Record<string, { exponent: 0 | 2; shown: 0 | 2 }>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];
export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: `one of ${CURRENCY_CODES.join(', ')}` });

/** The currency's rules; an unknown code counts like USD (two decimals). */
export const currencyRules = (code: string): { exponent: 0 | 2; shown: 0 | 2 } =>
  (CURRENCIES as Record<string, { exponent: 0 | 2; shown: 0 | 2 }>)[code] ?? CURRENCIES.USD;
