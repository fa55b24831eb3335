import { describe, expect, it } from 'vitest';
import { systemStatus } from './system-status';

describe('systemStatus', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ])('maintenance=%s region=%s -> %i', (maintenance, regionRestriction, status) => {
    expect(systemStatus({ maintenance, regionRestriction })).toBe(status);
  });
});
