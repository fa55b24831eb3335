import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PATHS,
  PAGE_SIZES,
  SKELETON_COUNT,
  categoryForPath,
  gameListView,
  hasSearchPopup,
  pathForCategory,
  requiresLogin,
  showsVendorSelector,
  type LobbyCategory,
} from './categories';

// category, path, vendor selector, search popup, login, view (spec sections 2 and 4)
const table: [LobbyCategory, string | null, boolean, boolean, boolean, string][] = [
  ['HOME', '/m/home', false, true, false, 'vendorGrid'],
  ['HOT', '/m/hot-games', false, true, false, 'gameList'],
  ['RECENT', '/m/recent-games', false, true, true, 'gameList'],
  ['FAV', '/m/fav-games', false, true, true, 'gameList'],
  ['SEARCH', '/m/search-games', false, true, false, 'gameList'],
  ['JILI', '/m/jili', false, true, false, 'gameList'],
  ['BINGO', '/m/bingo', false, true, false, 'gameList'],
  ['IN_HOUSE', '/m/inHouse', false, true, false, 'gameList'],
  ['FISH', '/m/fishing-games', true, true, false, 'vendorGrid'],
  ['RNG', '/m/slot-games', true, true, false, 'vendorGrid'],
  ['LIVE', '/m/live-games', true, true, false, 'vendorGrid'],
  ['PVP', '/m/poker-games', true, true, false, 'vendorGrid'],
  ['SPORTS', '/m/sport-games', true, true, false, 'vendorGrid'],
  ['ESPORTS', '/m/esport-games', true, true, false, 'vendorGrid'],
  ['COCKFIGHT', '/m/cockfight', true, true, false, 'vendorGrid'],
  ['LOTT', '/m/lott', true, false, false, 'vendorGrid'],
  ['ELOTT', '/m/elott', true, false, false, 'vendorGrid'],
];

describe('category metadata', () => {
  it('covers every category once', () => {
    expect(table.map(([category]) => category).sort()).toEqual(Object.keys(CATEGORY_PATHS).sort());
  });

  it.each(table)(
    '%s: path=%s vendors=%s search=%s login=%s view=%s',
    (category, path, vendors, search, login, view) => {
      expect(pathForCategory(category)).toBe(path);
      if (path !== null) expect(categoryForPath(path)).toBe(category);
      expect(showsVendorSelector(category)).toBe(vendors);
      expect(hasSearchPopup(category)).toBe(search);
      expect(requiresLogin(category)).toBe(login);
      expect(gameListView(category)).toBe(view);
    },
  );
});

describe('categoryForPath', () => {
  it.each([
    ['/', 'HOME'],
    ['/m', 'HOME'],
    ['/m/', 'HOME'],
    ['/m/index.html', 'HOME'],
    ['/m/slot-games?vassalage=PG', 'RNG'],
    ['/m/slot-games/', 'RNG'],
    ['/m/search-games?gameType=RNG', 'SEARCH'],
    ['/m/fish-games', null],
    ['/m/inhouse', null],
    ['/m/provider?vassalage=PG', null],
    ['/m/notice', null],
    ['/m/unknown', null],
  ])('%s -> %s', (path, category) => {
    expect(categoryForPath(path)).toBe(category);
  });
});

describe('requiresLogin for data types', () => {
  it.each([
    ['FAV', true],
    ['RECENT', true],
    ['HOT', false],
    ['ALL', false],
    ['NEW', false],
    ['SEARCH', false],
  ])('%s -> %s', (value, login) => {
    expect(requiresLogin(value)).toBe(login);
  });
});

describe('sizes (spec section 9)', () => {
  it.each([
    ['skeleton in a list', SKELETON_COUNT.list, 16],
    ['skeleton in a home section', SKELETON_COUNT.homeSection, 8],
    ['games', PAGE_SIZES.games, 36],
    ['recent', PAGE_SIZES.recent, 36],
    ['favourites', PAGE_SIZES.favourites, 36],
    ['favourites in search', PAGE_SIZES.favouritesInSearch, 200],
    ['favourites on home', PAGE_SIZES.favouritesOnHome, 100],
    ['hot on home', PAGE_SIZES.hotOnHome, 9],
    ['hot list initial', PAGE_SIZES.hotListInitial, 6],
  ])('%s: %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
