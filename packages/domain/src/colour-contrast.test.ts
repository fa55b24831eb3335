import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleOn } from './colour-contrast';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#fff', '#000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#222c44', 13.89],
    ['#ffffffff', '#eef1f7', 1.13],
  ])('%s on %s: %s', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('cannot measure what is not a hex colour', () => {
    expect(contrastRatio('white', '#000000')).toBeNull();
    expect(contrastRatio('#12', '#000000')).toBeNull();
  });
});

describe('legibleOn', () => {
  it("keeps a brand's colour where it reads (AA, 4.5:1), not where it does not", () => {
    expect(legibleOn('#ffffff', '#222c44')).toBe('#ffffff');
    expect(legibleOn('#ffffff', '#eef1f7')).toBeUndefined();
    expect(legibleOn('#767676', '#ffffff')).toBe('#767676');
    expect(legibleOn('#777777', '#ffffff')).toBeUndefined();
  });

  it('has nothing to keep without a colour, or with one it cannot measure', () => {
    expect(legibleOn(undefined, '#222c44')).toBeUndefined();
    expect(legibleOn('', '#222c44')).toBeUndefined();
    expect(legibleOn('rgb(255, 255, 255)', '#222c44')).toBeUndefined();
  });
});
