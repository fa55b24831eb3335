import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIZE_MODE,
  isLaunchPrizeMode,
  LAUNCH_PRIZE_MODES,
  PRIZE_MODES,
  prizeMode,
  type VendorMappingLike,
} from './prize-mode';

const v = (...codes: string[]) => codes.map((vassalage) => ({ vassalage }));

describe('prizeMode (spec section 4)', () => {
  it.each([
    ['no mapping yet', undefined, 'Elott'],
    ['null mapping', null, 'Elott'],
    ['empty mapping', {}, 'Lott'],
    ['ELOTT has TCG_LOTTO_VN', { ELOTT: v('TCG', 'TCG_LOTTO_VN') }, 'Elott'],
    ['ELOTT has LOTT', { ELOTT: v('LOTT') }, 'Elott'],
    ['ELOTT has other vendors only', { ELOTT: v('TCG', 'TCG_SEA') }, 'Lott'],
    ['ELOTT empty', { ELOTT: [] }, 'Lott'],
    ['TCG_LOTTO_VN under LOTT only', { LOTT: v('TCG_LOTTO_VN'), ELOTT: v('TCG') }, 'Lott'],
    ['LOTT vendor under RNG only', { RNG: v('LOTT') }, 'Lott'],
    ['codes are case-sensitive', { ELOTT: v('tcg_lotto_vn') }, 'Lott'],
  ] as [string, VendorMappingLike | null | undefined, string][])('%s -> %s', (_name, mapping, mode) => {
    expect(prizeMode(mapping)).toBe(mode);
  });

  it.each([
    ['modes', PRIZE_MODES, ['Lott', 'ZY', 'Elott']],
    ['default', DEFAULT_PRIZE_MODE, 'Elott'],
  ] as [string, unknown, unknown][])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('knows the modes a launch carries, SEA beside the site’s, and nothing else', () => {
    expect(LAUNCH_PRIZE_MODES).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
    for (const mode of LAUNCH_PRIZE_MODES) expect(isLaunchPrizeMode(mode)).toBe(true);
    for (const other of ['sea', 'ELOTT', '', 'Lott ', null, 3]) expect(isLaunchPrizeMode(other)).toBe(false);
  });
});
