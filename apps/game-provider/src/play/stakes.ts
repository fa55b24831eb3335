import { currencyRules } from '@lobby/contract/provider';

/**
 * Bet steps per currency, in minor units. A "unit" is about one US dollar's worth of play in
 * the currency (1 USD, 10 THB, 1,000 MMK), counted in its ISO 4217 minor units.
 */
const SCALE: Readonly<Record<string, number>> = {
  THB: 10,
  PHP: 10,
  INR: 10,
  TWD: 10,
  HKD: 10,
  CNY: 1,
  MYR: 1,
  SGD: 1,
  USD: 1,
  EUR: 1,
  GBP: 1,
  JPY: 100,
  KRW: 1000,
  MMK: 1000,
  VND: 1000,
  IDR: 1000,
  KHR: 1000,
  LAK: 1000,
};

/** Decimal places of the currency's minor unit by ISO 4217 (2 for USD and MMK, 0 for JPY). */
export function minorDigits(currency: string): number {
  return currencyRules(currency).exponent;
}

/** Minor units of one unit, a multiple of 100 so every step below is whole and a slot bet splits over 20 lines. */
export function unitOf(currency: string): number {
  const unit = 10 ** minorDigits(currency) * (SCALE[currency] ?? 1);
  return Math.ceil(unit / 100) * 100;
}

const times = (factors: readonly number[], unit: number) => factors.map((f) => Math.round(f * unit));

export interface Stakes {
  digits: number;
  /** Total bets of a slot spin (each a multiple of the slot's 20 lines). */
  slot: number[];
  /** Chip values of the roulette table, and its most per spin. */
  chips: number[];
  rouletteMax: number;
  /** Bets of a crash round. */
  crash: number[];
  /** Play money a demo session starts with. */
  demo: number;
}

export function stakesFor(currency: string): Stakes {
  const unit = unitOf(currency);
  return {
    digits: minorDigits(currency),
    slot: times([0.2, 0.4, 1, 2, 4, 10, 20, 40, 100], unit),
    chips: times([0.1, 0.5, 1, 5, 10, 50], unit),
    rouletteMax: 1000 * unit,
    crash: times([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100], unit),
    demo: 2000 * unit,
  };
}
