import { describe, expect, it } from 'vitest';
import { activityStatus, nextActivityAction, promotionTabs, type ApplicationState } from './promotions';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('activityStatus (spec section 3)', () => {
  const base = {
    now: day(10),
    startDate: day(5),
    endDate: day(20) as Date | null,
    noExpiry: false,
    application: null as ApplicationState | null,
  };
  it.each([
    ['not started yet', { startDate: day(11) }, 'comingSoon'],
    ['open, not joined', {}, 'join'],
    ['ended', { now: day(21) }, 'closed'],
    ['ended but long-term', { now: day(21), noExpiry: true }, 'join'],
    ['no end date', { endDate: null, now: day(400) }, 'join'],
    ['joined', { application: 'inProgress' }, 'inProgress'],
    ['applied', { application: 'applying' }, 'applying'],
    ['rejected', { application: 'rejected' }, 'rejected'],
    ['issued', { application: 'issued' }, 'issued'],
    ['issued, then the promotion ended: still claimable', { application: 'issued', now: day(30) }, 'issued'],
    ['claimed after the end', { application: 'claimed', now: day(30) }, 'claimed'],
    ['applying when it ended', { application: 'applying', now: day(30) }, 'closed'],
    ['starts exactly now', { startDate: day(10) }, 'join'],
  ] as const)('%s -> %s', (_name, change, expected) => {
    expect(activityStatus({ ...base, ...change })).toBe(expected);
  });
});

describe('nextActivityAction', () => {
  it.each([
    ['join', 'join'],
    ['inProgress', 'apply'],
    ['rejected', 'apply'],
    ['issued', 'claim'],
    ['applying', null],
    ['claimed', null],
    ['closed', null],
    ['comingSoon', null],
    ['joined', null],
  ] as const)('%s -> %s', (status, action) => {
    expect(nextActivityAction(status)).toBe(action);
  });
});

describe('promotionTabs (spec section 2)', () => {
  const order = ['all', 'new_player', 'deposit_promo', 'rebate_promo'] as const;
  it.each([
    ['none', [], []],
    ['one category only: no tabs', ['deposit_promo', 'deposit_promo'], []],
    [
      'two categories, in the brand order with all first',
      ['rebate_promo', 'new_player'],
      ['all', 'new_player', 'rebate_promo'],
    ],
    ['a category outside the order is left out', ['fish_promo', 'new_player'], []],
  ] as const)('%s', (_name, categories, tabs) => {
    expect(
      promotionTabs(
        order,
        categories.map((category) => ({ category })),
      ),
    ).toEqual(tabs);
  });
});
