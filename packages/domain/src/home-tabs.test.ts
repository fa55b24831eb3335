import { describe, expect, it } from 'vitest';
import { classicHomeBlocks, DEFAULT_HOME_TAB, homeBlockKind, homeTabContent } from './home-tabs';

describe('homeTabContent', () => {
  it.each([
    ['HOME', 'vendorMenus'],
    ['HOT', 'hotList'],
    ['RNG', 'gameList'],
    ['FISH', 'gameList'],
    ['PVP', 'gameList'],
    ['LIVE', 'gameList'],
    ['JILI', 'gameList'],
    ['BINGO', 'gameList'],
    ['FAV', 'gameList'],
    ['RECENT', 'gameList'],
    ['SPORTS', 'vendorSections'],
    ['ESPORTS', 'vendorSections'],
    ['COCKFIGHT', 'vendorSections'],
    ['LOTT', 'vendorSections'],
    ['ELOTT', 'vendorSections'],
  ] as const)('%s shows %s', (category, content) => {
    expect(homeTabContent(category)).toBe(content);
  });

  it('opens on HOT, the tab the logo selects', () => {
    expect(DEFAULT_HOME_TAB).toBe('HOT');
  });
});

describe('homeBlockKind', () => {
  it.each([
    ['SPORTS', 'sports'],
    ['ESPORTS', 'sports'],
    ['LOTT', 'lottery'],
    ['ELOTT', 'lottery'],
    ['BINGO', 'twoRows'],
    ['RNG', 'twoRows'],
    ['LIVE', 'twoRows'],
    ['COCKFIGHT', 'twoRows'],
  ] as const)('%s renders as %s', (category, kind) => {
    expect(homeBlockKind(category)).toBe(kind);
  });
});

describe('classicHomeBlocks', () => {
  it.each([
    { menu: [], blocks: ['HOT', 'JILI'] },
    { menu: ['HOT', 'JILI', 'RNG', 'LIVE'], blocks: ['HOT', 'JILI', 'RNG', 'LIVE'] },
    { menu: ['LIVE', 'HOME', 'RNG', 'FAV', 'RECENT', 'LOTT'], blocks: ['HOT', 'JILI', 'LIVE', 'RNG', 'LOTT'] },
    { menu: ['SPORTS', 'SPORTS', 'BINGO'], blocks: ['HOT', 'JILI', 'SPORTS', 'BINGO'] },
  ] as const)('menu $menu gives $blocks', ({ menu, blocks }) => {
    expect(classicHomeBlocks(menu)).toEqual(blocks);
  });
});
