import { toMajor } from '@lobby/domain';

/** An amount in minor units as operators read it: grouped digits, the currency's decimals. */
export const money = (minor: number, currency: string) =>
  `${toMajor(minor, currency).toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`;
