/** Amounts arrive in minor units; people read them in the currency's own format. */
export function moneyFormat(currency: string, digits: number) {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  const scale = 10 ** digits;
  const money = (minor: number) => format.format(minor / scale);
  /** With its sign: the net position. */
  const signed = (minor: number) => (minor > 0 ? '+' : minor < 0 ? '−' : '') + money(Math.abs(minor));
  /** Without the currency, for chips and tight places. */
  const plain = (minor: number) =>
    new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(minor / scale);
  return { money, signed, plain };
}

export type Money = ReturnType<typeof moneyFormat>;

/** A multiplier in hundredths (250) as people read it (2.50×). */
export const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** Elapsed time as m:ss, or h:mm:ss past an hour. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
