import { describe, expect, it } from 'vitest';
import { grantBrands, grantsAllow, type OperatorGrant } from './operator';

const finance: OperatorGrant[] = [{ role: 'finance', brand: 'DEMO' }];
const admin: OperatorGrant[] = [{ role: 'admin', brand: '*' }];
const supportEverywhere: OperatorGrant[] = [{ role: 'support', brand: '*' }];

describe('what grants allow', () => {
  it.each([
    [finance, 'finance', 'DEMO', true],
    [finance, 'finance', 'LOTUS', false],
    [finance, 'content', 'DEMO', false],
    [finance, 'finance', null, false],
    [admin, 'content', 'LOTUS', true],
    [admin, 'admin', null, true],
    [supportEverywhere, 'support', 'LOTUS', true],
    [supportEverywhere, 'admin', 'DEMO', false],
  ] as const)('%j may act as %s in %s: %s', (grants, role, brand, expected) => {
    expect(grantsAllow(grants, role, brand)).toBe(expected);
  });

  it.each([
    [finance, 'finance', ['DEMO']],
    [finance, 'risk', []],
    [admin, 'risk', null],
    [[...finance, { role: 'admin', brand: 'LOTUS' }] as OperatorGrant[], 'finance', ['DEMO', 'LOTUS']],
  ] as const)('%j act as %s in %j', (grants, role, brands) => {
    expect(grantBrands(grants, role)).toEqual(brands);
  });
});
