import { describe, expect, it } from 'vitest';
import { bonusForDeposit, qualifyingDeposit, type BonusRule, type Deposit, type MatchBonus } from './promotion-bonus';

/** The seeded welcome bonus: 100% of a first deposit of 10 or more, up to 500. */
const WELCOME: MatchBonus = { kind: 'match', percent: 100, minDepositMinor: 1_000, capMinor: 50_000, deposit: 'first' };
/** The seeded weekend reload: 20% of a Saturday or Sunday deposit of 50 or more, up to 200. */
const RELOAD: MatchBonus = {
  kind: 'match',
  percent: 20,
  minDepositMinor: 5_000,
  capMinor: 20_000,
  deposit: 'largestSinceJoining',
  days: [6, 0],
};
const FIXED: BonusRule = { kind: 'fixed', amountMinor: 800 };

// 2026-01-03 is a Saturday, 2026-01-05 a Monday; 2025-12-27 a Saturday too.
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
const deposit = (amountMinor: number, day: number, hour?: number): Deposit => ({ amountMinor, at: at(day, hour) });

describe('bonusForDeposit', () => {
  it.each([
    ['welcome, a deposit of 10.00', WELCOME, 1_000, 1_000],
    ['welcome, 250.00', WELCOME, 25_000, 25_000],
    ['welcome, exactly the cap', WELCOME, 50_000, 50_000],
    ['welcome, past the cap', WELCOME, 1_000_000, 50_000],
    ['welcome, under the minimum', WELCOME, 999, 0],
    ['welcome, no deposit', WELCOME, null, 0],
    ['reload, 50.00', RELOAD, 5_000, 1_000],
    ['reload, 123.45 rounds down', RELOAD, 12_345, 2_469],
    ['reload, 0.01 under the minimum', RELOAD, 4_999, 0],
    ['reload, past the cap', RELOAD, 200_000, 20_000],
    ['fixed, whatever the deposit', FIXED, null, 800],
    ['fixed, with a deposit', FIXED, 100_000, 800],
  ] as const)('%s -> %i', (_name, rule, depositMinor, bonus) => {
    expect(bonusForDeposit(rule, depositMinor)).toBe(bonus);
  });
});

describe('qualifyingDeposit', () => {
  const joined = at(3, 0);
  it.each([
    ['welcome: the first deposit ever, even before joining', WELCOME, [deposit(30_000, 10), deposit(2_000, 1)], 2_000],
    [
      'welcome: a first deposit under 10 earns nothing, a later one does not make up for it',
      WELCOME,
      [deposit(500, 1), deposit(90_000, 2)],
      null,
    ],
    ['welcome: no deposit yet', WELCOME, [], null],
    [
      'reload: the largest weekend deposit since joining',
      RELOAD,
      [deposit(6_000, 3), deposit(9_000, 4), deposit(7_000, 10)],
      9_000,
    ],
    [
      'reload: a weekday deposit does not count, however large',
      RELOAD,
      [deposit(100_000, 5), deposit(6_000, 10)],
      6_000,
    ],
    [
      'reload: a weekend deposit before joining does not count',
      RELOAD,
      [{ amountMinor: 80_000, at: new Date(Date.UTC(2025, 11, 27)) }],
      null,
    ],
    ['reload: under 50 does not count', RELOAD, [deposit(4_999, 3), deposit(4_000, 4)], null],
    [
      'reload: Sunday 23:00 UTC counts, Monday 00:00 does not',
      RELOAD,
      [deposit(5_000, 4, 23), deposit(90_000, 5, 0)],
      5_000,
    ],
  ] as const)('%s', (_name, rule, deposits, expected) => {
    expect(qualifyingDeposit(rule, deposits, joined)).toBe(expected);
  });
});
