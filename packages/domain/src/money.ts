/**
 * Money is counted in integer minor units (cents) everywhere (DESIGN.md section 4): people type
 * and read amounts with two decimals, the ledger adds whole numbers, so no rounding creeps in.
 */

/** An amount as a person types it: digits, optionally a point and one or two decimals. */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Minor units of a typed amount ('12.5' -> 1250), or null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount in major units with two decimals as a number (spec: sumBalance, 2 decimals). */
export function toMajor(minor: number): number {
  return Math.trunc(minor) / 100;
}

/** '1,234.56' (grouping per locale) for minor units. */
export function formatMinor(minor: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toMajor(minor));
}

/** What the header shows instead of a hidden or refreshing balance (spec section 4). */
export const HIDDEN_BALANCE = '****';
