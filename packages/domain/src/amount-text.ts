import { currencyRules } from '@lobby/contract/constants';
import { toMajor } from './money';

// Amounts as people type them and as forms show them back; apart from money.ts, which the first
// screen loads, so only the forms that read amounts bring these.

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

/** An amount as text for a message or a field ('30.00', '50000' in MMK): no grouping. */
export function plainAmount(minor: number, currency = 'USD'): string {
  const { exponent, shown } = currencyRules(currency);
  const major = toMajor(minor, currency);
  return Number.isInteger(major) && shown === 0 ? String(major) : major.toFixed(exponent);
}
