import { describe, expect, it } from 'vitest';
import { categoryBannerGroup, screenBannerGroup } from './category-banners';

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

describe('screenBannerGroup', () => {
  it.each([
    ['/m/home', 'm_home'],
    ['/m/', 'm_home'],
    ['/m/slot-games', 'm_rng'],
    ['/m/slot-games?vassalage=PG', 'm_rng'],
    ['/m/esport-games', 'm_sports'],
    ['/m/search-games', null],
    ['/m/login', null],
  ] as const)('%s -> %s', (path, group) => {
    expect(screenBannerGroup(path)).toBe(group);
  });
});
