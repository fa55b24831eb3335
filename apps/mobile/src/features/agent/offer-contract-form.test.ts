import { describe, expect, it } from 'vitest';
import { offerFromInput } from './offer-contract-form';

describe('offerFromInput', () => {
  it('reads salary tiers: amounts to minor units, whole players and per-mille rates', () => {
    expect(
      offerFromInput('hourSalary', 'week', [
        { threshold: '0', minActive: '1', rate: '5' },
        { threshold: '1000.5', minActive: '3', rate: '8' },
      ]),
    ).toEqual({
      kind: 'hourSalary',
      terms: {
        tiers: [
          { minBetsMinor: 0, minActive: 1, ratePermille: 5 },
          { minBetsMinor: 100_050, minActive: 3, ratePermille: 8 },
        ],
      },
    });
  });

  it('reads dividend tiers with the chosen period', () => {
    expect(offerFromInput('dividend', 'halfMonth', [{ threshold: '100', minActive: '0', rate: '20' }])).toEqual({
      kind: 'dividend',
      terms: { period: 'halfMonth', tiers: [{ minNetLossMinor: 10_000, minActive: 0, sharePercent: 20 }] },
    });
  });

  it.each([
    ['an empty threshold', { threshold: '', minActive: '0', rate: '5' }],
    ['three decimals', { threshold: '1.005', minActive: '0', rate: '5' }],
    ['a fractional player count', { threshold: '1', minActive: '1.5', rate: '5' }],
    ['a zero rate', { threshold: '1', minActive: '0', rate: '0' }],
    ['a fractional rate', { threshold: '1', minActive: '0', rate: '2.5' }],
    ['a negative amount', { threshold: '-1', minActive: '0', rate: '5' }],
  ])('refuses %s', (_name, tier) => {
    expect(offerFromInput('dailySalary', 'week', [tier])).toBeNull();
  });
});
