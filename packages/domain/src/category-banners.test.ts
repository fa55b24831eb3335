import { describe, expect, it } from 'vitest';
import { categoryBannerGroup } from './category-banners';

describe('categoryBannerGroup', () => {
  it.each([
    ['RNG', 'm_rng'],
    ['JILI', 'm_rng'],
    ['BINGO', 'm_rng'],
    ['SPORTS', 'm_sports'],
    ['ESPORTS', 'm_sports'],
    ['COCKFIGHT', 'm_sports'],
    ['PVP', 'm_pvp'],
    ['LIVE', 'm_live'],
    ['FISH', 'm_fish'],
    ['LOTT', 'm_lott'],
    ['ELOTT', 'm_elott'],
    ['HOME', null],
    ['HOT', null],
    ['SEARCH', null],
    ['FAV', null],
    ['RECENT', null],
    ['IN_HOUSE', null],
  ] as const)('%s -> %s', (category, group) => {
    expect(categoryBannerGroup(category)).toBe(group);
  });
});
