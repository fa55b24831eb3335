import type { ContractOffer, DividendTerms, SalaryTerms } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_PAGES,
  contractCeiling,
  dividendWithCarry,
  contractPrompts,
  contractRequestFlags,
  dividendPay,
  lastClosedPeriod,
  periodContaining,
  salaryPay,
  termsAreSound,
  topRate,
} from './contracts';

describe('contract prompts (spec section 4)', () => {
  it.each([
    [{ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 }, []],
    [{ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 }, ['dailySalary']],
    [{ dailysalreqtype: 2, divtypecompperiodreq: 0, contracthoursalreq: 0 }, ['dailySalary']],
    [{ dailysalreqtype: 0, divtypecompperiodreq: 3, contracthoursalreq: 0 }, ['dividend']],
    [{ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 1 }, ['hourSalary']],
    [{ dailysalreqtype: 3, divtypecompperiodreq: 1, contracthoursalreq: 1 }, ['dailySalary', 'dividend', 'hourSalary']],
    [{ dailysalreqtype: 0, divtypecompperiodreq: 2, contracthoursalreq: 1 }, ['dividend', 'hourSalary']],
  ])('%j -> %j', (request, prompts) => {
    expect(contractPrompts(request)).toEqual(prompts);
  });

  it('Go opens the matching page', () => {
    expect(CONTRACT_PAGES.dailySalary).toBe('/member/agent/getSalaryContract');
    expect(CONTRACT_PAGES.realTimeSalary).toBe('/member/agent/getSalaryContract');
    expect(CONTRACT_PAGES.dividend).toBe('/member/agent/getDevidendContract');
    expect(CONTRACT_PAGES.hourSalary).toBe('/member/agent/getHourContract');
  });
});

describe('contract request flags', () => {
  it.each([
    [[], { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 }],
    [[{ kind: 'dailySalary' }], { dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 }],
    [[{ kind: 'realTimeSalary' }], { dailysalreqtype: 2, divtypecompperiodreq: 0, contracthoursalreq: 0 }],
    [
      [{ kind: 'dailySalary' }, { kind: 'realTimeSalary' }],
      { dailysalreqtype: 3, divtypecompperiodreq: 0, contracthoursalreq: 0 },
    ],
    [
      [{ kind: 'dividend', dividendPeriod: 'week' }],
      { dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 },
    ],
    [
      [{ kind: 'dividend', dividendPeriod: 'halfMonth' }],
      { dailysalreqtype: 0, divtypecompperiodreq: 2, contracthoursalreq: 0 },
    ],
    [
      [{ kind: 'dividend', dividendPeriod: 'month' }, { kind: 'hourSalary' }],
      { dailysalreqtype: 0, divtypecompperiodreq: 3, contracthoursalreq: 1 },
    ],
  ] as const)('%j', (pending, flags) => {
    expect(contractRequestFlags([...pending])).toEqual(flags);
  });
});

const salary = (tiers: [number, number, number][]): ContractOffer => ({
  kind: 'dailySalary',
  terms: { tiers: tiers.map(([minBetsMinor, minActive, ratePermille]) => ({ minBetsMinor, minActive, ratePermille })) },
});
const dividend = (tiers: [number, number, number][]): ContractOffer => ({
  kind: 'dividend',
  terms: {
    period: 'week',
    tiers: tiers.map(([minNetLossMinor, minActive, sharePercent]) => ({ minNetLossMinor, minActive, sharePercent })),
  },
});

describe('sound terms', () => {
  it.each([
    ['one tier', salary([[0, 0, 5]]), undefined, true],
    [
      'rising tiers',
      salary([
        [0, 0, 5],
        [100_000, 2, 8],
        [500_000, 5, 12],
      ]),
      undefined,
      true,
    ],
    [
      'equal rates allowed',
      salary([
        [0, 0, 5],
        [100_000, 0, 5],
      ]),
      undefined,
      true,
    ],
    [
      'thresholds must rise',
      salary([
        [100_000, 0, 5],
        [100_000, 0, 8],
      ]),
      undefined,
      false,
    ],
    [
      'rates cannot fall',
      salary([
        [0, 0, 8],
        [100_000, 0, 5],
      ]),
      undefined,
      false,
    ],
    [
      'active minimums cannot fall',
      salary([
        [0, 3, 5],
        [100_000, 1, 8],
      ]),
      undefined,
      false,
    ],
    ['salary limit 30 per mille', salary([[0, 0, 31]]), undefined, false],
    ['salary at the limit', salary([[0, 0, 30]]), undefined, true],
    [
      'within the upline rate',
      salary([
        [0, 0, 5],
        [1, 0, 10],
      ]),
      10,
      true,
    ],
    [
      'over the upline rate',
      salary([
        [0, 0, 5],
        [1, 0, 11],
      ]),
      10,
      false,
    ],
    ['dividend limit 50 per cent', dividend([[0, 0, 51]]), undefined, false],
    [
      'dividend tiers',
      dividend([
        [0, 0, 10],
        [1_000_000, 3, 30],
      ]),
      undefined,
      true,
    ],
    ['dividend over the upline share', dividend([[0, 0, 40]]), 35, false],
  ] as const)('%s', (_name, offer, cap, sound) => {
    expect(termsAreSound(offer, cap)).toBe(sound);
  });

  it('top rate', () => {
    expect(
      topRate(
        salary([
          [0, 0, 5],
          [1, 0, 9],
        ]).terms,
      ),
    ).toBe(9);
    expect(topRate(dividend([[0, 0, 20]]).terms)).toBe(20);
  });
});

describe('contract ceiling: a team cannot pay more than it earns', () => {
  it.each([
    ['dividend, upline without one: brand limit', 'dividend', {}, {}, 50],
    ['dividend, upline holds 35%', 'dividend', { dividend: 35 }, { dailySalary: 10 }, 35],
    ['salary, upline without one: brand limit', 'dailySalary', {}, {}, 30],
    ['salary, upline without one, holder has 10 hourly', 'dailySalary', {}, { hourSalary: 10 }, 20],
    ['salaries of the upline add up', 'realTimeSalary', { dailySalary: 8, hourSalary: 4 }, {}, 12],
    [
      'holder other salary kinds count against it',
      'realTimeSalary',
      { dailySalary: 8, hourSalary: 4 },
      { dailySalary: 6 },
      6,
    ],
    ['the same kind is replaced, not added', 'dailySalary', { dailySalary: 8 }, { dailySalary: 6 }, 8],
    ['an upline dividend does not cap salaries', 'hourSalary', { dividend: 40 }, {}, 30],
    ['nothing left', 'hourSalary', { dailySalary: 5 }, { dailySalary: 5 }, 0],
  ] as const)('%s', (_name, kind, upline, holder, ceiling) => {
    expect(contractCeiling(kind, upline, holder)).toBe(ceiling);
  });

  it('an offer above the ceiling is unsound, and nothing is sound under a ceiling of 0', () => {
    expect(
      termsAreSound(
        salary([[0, 0, 6]]),
        contractCeiling('realTimeSalary', { dailySalary: 8, hourSalary: 4 }, { dailySalary: 6 }),
      ),
    ).toBe(true);
    expect(
      termsAreSound(
        salary([[0, 0, 7]]),
        contractCeiling('realTimeSalary', { dailySalary: 8, hourSalary: 4 }, { dailySalary: 6 }),
      ),
    ).toBe(false);
    expect(termsAreSound(salary([[0, 0, 1]]), 0)).toBe(false);
  });
});

describe('pay on the recorded bets', () => {
  const terms = salary([
    [0, 1, 5],
    [100_000, 2, 8],
    [500_000, 5, 12],
  ]).terms as SalaryTerms;
  it.each([
    ['no active player', { betsMinor: 50_000, netLossMinor: 0, activePlayers: 0 }, 0],
    ['first tier', { betsMinor: 50_000, netLossMinor: 0, activePlayers: 1 }, 250],
    ['second tier by bets and players', { betsMinor: 100_000, netLossMinor: 0, activePlayers: 2 }, 800],
    ['bets of tier 3 but only 2 players', { betsMinor: 600_000, netLossMinor: 0, activePlayers: 2 }, 4_800],
    ['third tier', { betsMinor: 600_000, netLossMinor: 0, activePlayers: 5 }, 7_200],
    ['rounded down', { betsMinor: 333, netLossMinor: 0, activePlayers: 1 }, 1],
  ])('salary: %s', (_name, team, pay) => {
    expect(salaryPay(terms, team)).toBe(pay);
  });

  const shares = dividend([
    [10_000, 1, 10],
    [1_000_000, 3, 30],
  ]).terms as DividendTerms;
  it.each([
    ['team won', { betsMinor: 100_000, netLossMinor: -5_000, activePlayers: 4 }, 0],
    ['below the first tier', { betsMinor: 100_000, netLossMinor: 9_999, activePlayers: 4 }, 0],
    ['first tier', { betsMinor: 100_000, netLossMinor: 50_000, activePlayers: 1 }, 5_000],
    ['second tier', { betsMinor: 3_000_000, netLossMinor: 1_000_000, activePlayers: 3 }, 300_000],
    ['rounded down', { betsMinor: 1, netLossMinor: 10_005, activePlayers: 1 }, 1_000],
  ])('dividend: %s', (_name, team, pay) => {
    expect(dividendPay(shares, team)).toBe(pay);
  });
});

describe('dividend carry-forward: a win is set against later losses', () => {
  const shares = dividend([[1, 0, 20]]).terms as DividendTerms;
  const team = (netLossMinor: number) => ({ betsMinor: 100_000, netLossMinor, activePlayers: 1 });
  it.each([
    ['a loss, nothing carried', 10_000, 0, 2_000, 0],
    ['a win carries out', -5_000, 0, 0, -5_000],
    ['a loss smaller than the carried win', 3_000, -5_000, 0, -2_000],
    ['a loss larger than the carried win', 8_000, -5_000, 600, 0],
    ['a win adds to the carried win', -1_000, -5_000, 0, -6_000],
    ['a positive carry is ignored', 1_000, 4_000, 200, 0],
  ])('%s', (_name, loss, carried, pay, carry) => {
    expect(dividendWithCarry(shares, team(loss), carried)).toEqual({ payMinor: pay, carryMinor: carry });
  });
});

describe('settlement periods (UTC)', () => {
  const at = new Date('2026-11-18T13:47:12Z'); // a Wednesday
  it.each([
    ['hourSalary', undefined, '2026-11-18T13:00:00.000Z', '2026-11-18T14:00:00.000Z'],
    ['realTimeSalary', undefined, '2026-11-18T13:40:00.000Z', '2026-11-18T13:50:00.000Z'],
    ['dailySalary', undefined, '2026-11-18T00:00:00.000Z', '2026-11-19T00:00:00.000Z'],
    ['dividend', 'week', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['dividend', 'halfMonth', '2026-11-16T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['dividend', 'month', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
  ] as const)('%s %s', (kind, period, start, end) => {
    const p = periodContaining(kind, at, period);
    expect([p.start.toISOString(), p.end.toISOString()]).toEqual([start, end]);
  });

  it.each([
    ['dailySalary', undefined, '2026-01-01T00:05:00Z', '2025-12-31T00:00:00.000Z'],
    ['hourSalary', undefined, '2026-01-01T00:05:00Z', '2025-12-31T23:00:00.000Z'],
    ['dividend', 'halfMonth', '2026-03-10T00:00:00Z', '2026-02-16T00:00:00.000Z'],
    ['dividend', 'week', '2026-11-23T00:00:00Z', '2026-11-16T00:00:00.000Z'],
  ] as const)('last closed %s %s at %s starts %s', (kind, period, now, start) => {
    expect(lastClosedPeriod(kind, new Date(now), period).start.toISOString()).toBe(start);
  });
});
