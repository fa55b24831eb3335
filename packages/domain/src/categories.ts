import type { GameCategory } from '@lobby/contract/constants';
import { isHomePath } from './navigation';
import { normalizePath } from './route-path';

/**
 * Categories a lobby screen can be about: the categories of the bar and side menu (spec section 3)
 * plus the two game list routes that are no bar category: the search screen (/m/search-games,
 * data type SEARCH) and the in-house vendor BGS (/m/inHouse).
 */
export type LobbyCategory = GameCategory | 'SEARCH' | 'IN_HOUSE';

/**
 * Route of each category (spec section 2). HOME is /m/home. BINGO has a category page ("more
 * link to the category page", spec section 2) but the spec names no route for it, hence null.
 */
export const CATEGORY_PATHS: Readonly<Record<LobbyCategory, string | null>> = {
  HOME: '/m/home',
  LIVE: '/m/live-games',
  RNG: '/m/slot-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  FISH: '/m/fishing-games',
  PVP: '/m/poker-games',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
  HOT: '/m/hot-games',
  SEARCH: '/m/search-games',
  RECENT: '/m/recent-games',
  FAV: '/m/fav-games',
  COCKFIGHT: '/m/cockfight',
  JILI: '/m/jili',
  IN_HOUSE: '/m/inHouse',
  // Ours: the spec's bingo block links 'more' to the category page, which it names no path for.
  BINGO: '/m/bingo',
};

const CATEGORY_BY_PATH: ReadonlyMap<string, LobbyCategory> = new Map(
  (Object.entries(CATEGORY_PATHS) as [LobbyCategory, string | null][])
    .filter((entry): entry is [LobbyCategory, string] => entry[1] !== null)
    .map(([category, path]) => [path, category]),
);

export const pathForCategory = (category: LobbyCategory): string | null => CATEGORY_PATHS[category];

/**
 * Category of a route, or null when the path is no category route. Home aliases answer HOME.
 * /m/fish-games is only a header-title path (spec section 2), not a route, so it answers null:
 * unknown paths redirect to /m/home.
 */
export function categoryForPath(location: string): LobbyCategory | null {
  const path = normalizePath(location);
  if (isHomePath(path)) return 'HOME';
  return CATEGORY_BY_PATH.get(path) ?? null;
}

/**
 * Vendor selector hidden for bingo, JILI, home, search, favourites, hot and recent (spec section 2).
 * Our reading adds IN_HOUSE: like JILI it is one fixed vendor (BGS), so there is nothing to choose.
 */
const NO_VENDOR_SELECTOR: ReadonlySet<LobbyCategory> = new Set<LobbyCategory>([
  'BINGO',
  'JILI',
  'HOME',
  'SEARCH',
  'FAV',
  'HOT',
  'RECENT',
  'IN_HOUSE',
]);

export const showsVendorSelector = (category: LobbyCategory): boolean => !NO_VENDOR_SELECTOR.has(category);

/** The search popup exists everywhere except the lottery categories (spec section 2). */
const NO_SEARCH_POPUP: ReadonlySet<LobbyCategory> = new Set<LobbyCategory>(['LOTT', 'ELOTT']);

export const hasSearchPopup = (category: LobbyCategory): boolean => !NO_SEARCH_POPUP.has(category);

/**
 * Favourites and recent require login, else /m/login (spec sections 2 and 4). Takes a string so
 * the class/data-type values FAV and RECENT can be asked too.
 */
const LOGIN_ONLY: ReadonlySet<string> = new Set(['FAV', 'RECENT']);

export const requiresLogin = (categoryOrDataType: string): boolean => LOGIN_ONLY.has(categoryOrDataType);

export type GameListView = 'gameList' | 'vendorGrid';

/**
 * "Game list screen: list for categories including JILI, vendor grid for others" (spec section 2).
 * Our reading: a category shows its games at once when its game set is fixed without choosing a
 * vendor, which are exactly the categories whose vendor selector is hidden (JILI, BINGO, HOT,
 * FAV, RECENT, SEARCH, and the one-vendor IN_HOUSE). Categories with several vendors (LIVE, RNG,
 * FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT) first show a grid of their vendors; HOME
 * is "others" too and shows vendor menus (spec section 2, Home).
 */
export const gameListView = (category: LobbyCategory): GameListView =>
  category !== 'HOME' && !showsVendorSelector(category) ? 'gameList' : 'vendorGrid';

/** Skeleton placeholders while loading: 16 in one list, 8 in a home section (spec sections 2 and 9). */
export const SKELETON_COUNT = { list: 16, homeSection: 8 } as const;

/**
 * Page sizes (spec sections 7 and 9). The load-more button reads 'show more 36' (games). Recent
 * games use 36 as well (spec section 7).
 */
export const PAGE_SIZES = {
  games: 36,
  recent: 36,
  favourites: 36,
  favouritesInSearch: 200,
  favouritesOnHome: 100,
  hotOnHome: 9,
  hotListInitial: 6,
} as const;
