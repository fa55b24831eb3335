import { currencyRules } from '@lobby/contract';

/**
 * Money is counted in integer minor units of the wallet's currency everywhere (DESIGN.md section
 * 4): ISO 4217 says how many make a unit (MMK 100, JPY 1), people type and read amounts in units,
 * the ledger adds whole numbers, so no rounding creeps in. Without a currency, two decimals (USD).
 */

/** An amount as a person types it: digits, optionally a point and up to two decimals. */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Minor units of a typed amount ('12.5' -> 1250 in USD), or null when it is not one in the currency. */
export function parseAmount(text: string, currency = 'USD'): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const { exponent } = currencyRules(currency);
  const decimals = match[2] ?? '';
  if (decimals.length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, '0') || '0');
}

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

/** An amount as text for a message or a field ('30.00', '50000' in MMK): no grouping. */
export function plainAmount(minor: number, currency = 'USD'): string {
  const { exponent, shown } = currencyRules(currency);
  const major = toMajor(minor, currency);
  return Number.isInteger(major) && shown === 0 ? String(major) : major.toFixed(exponent);
}

/**
 * The locale amounts and dates are written in for an interface language. Burmese keeps Latin
 * digits (as Myanmar's wallets and banks print amounts), with its own grouping.
 */
export function moneyLocale(language: string): string {
  const locales: Record<string, string> = {
    my: 'my-MM-u-nu-latn',
    en: 'en-US',
    cn: 'zh-CN',
    th: 'th-TH-u-nu-latn',
    vi: 'vi-VN',
    id: 'id-ID',
    hi: 'hi-IN-u-nu-latn',
    ja: 'ja-JP',
    ko: 'ko-KR',
  };
  return locales[language] ?? 'en-US';
}

/** What the header shows instead of a hidden or refreshing balance (spec section 4). */
export const HIDDEN_BALANCE = '****';
