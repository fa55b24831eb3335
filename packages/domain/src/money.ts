import { currencyRules } from '@lobby/contract/constants';

/**
 * Money is counted in integer minor units of the wallet's currency everywhere (DESIGN.md section
 * 4): ISO 4217 says how many make a unit (MMK 100, JPY 1), people type and read amounts in units,
 * the ledger adds whole numbers, so no rounding creeps in. Without a currency, two decimals (USD).
 */

/** The amount in units as a number (spec: sumBalance, 2 decimals in USD). */
export function toMajor(minor: number, currency = 'USD'): number {
  return Math.trunc(minor) / 10 ** currencyRules(currency).exponent;
}

/**
 * '1,234.56' for minor units (grouping per locale): the decimals the currency shows (none for a
 * whole MMK amount), all of them where the amount has a fraction; never rounded.
 */
export function formatMinor(minor: number, locale = 'en-US', currency = 'USD'): string {
  const { exponent, shown } = currencyRules(currency);
  const digits = Math.trunc(minor) % 10 ** exponent === 0 ? shown : exponent;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    toMajor(minor, currency),
  );
}

/**
 * The locale amounts are written in for an interface language, always in Latin digits (as
 * Myanmar's wallets and banks print amounts), with the language's own grouping and decimal mark.
 */
export const moneyLocale = (language: string): string => `${language === 'cn' ? 'zh-CN' : language}-u-nu-latn`;

/** What the header shows instead of a hidden or refreshing balance (spec section 4). */
export const HIDDEN_BALANCE = '****';
