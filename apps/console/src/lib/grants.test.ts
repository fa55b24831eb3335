import type { OperatorGrant } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { holdsRole, mayAct } from './grants';

const finance: OperatorGrant[] = [{ role: 'finance', brand: 'DEMO' }];
const admin: OperatorGrant[] = [{ role: 'admin', brand: '*' }];
const supportEverywhere: OperatorGrant[] = [{ role: 'support', brand: '*' }];

describe('what the console shows an operator', () => {
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
    expect(mayAct(grants, role, brand)).toBe(expected);
  });

  it('opens a section for its role or admin, in any brand', () => {
    expect(holdsRole(finance, 'finance')).toBe(true);
    expect(holdsRole(finance, 'risk')).toBe(false);
    expect(holdsRole(admin, 'risk')).toBe(true);
  });
});
