import { describe, expect, it } from 'vitest';
import { canLogIn, takesContracts } from './account-roles';

describe('who takes salary and dividend contracts (agents that get the prompts)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [40, false],
    [41, false],
    [42, false],
    [43, true],
  ])('type %i -> %s', (type, takes) => {
    expect(takesContracts(type)).toBe(takes);
  });
});

describe('who logs in with a password (spec section 6)', () => {
  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
    [40, false],
    [41, true],
    [42, true],
  ])('type %i -> %s', (type, allowed) => {
    expect(canLogIn(type)).toBe(allowed);
  });
});
