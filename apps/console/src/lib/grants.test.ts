import type { OperatorGrant } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { holdsRole } from './grants';

const finance: OperatorGrant[] = [{ role: 'finance', brand: 'DEMO' }];
const admin: OperatorGrant[] = [{ role: 'admin', brand: '*' }];

describe('what the console shows an operator', () => {
  it('opens a section for its role or admin, in any brand', () => {
    expect(holdsRole(finance, 'finance')).toBe(true);
    expect(holdsRole(finance, 'risk')).toBe(false);
    expect(holdsRole(admin, 'risk')).toBe(true);
  });
});
