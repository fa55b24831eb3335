import type { GameListParams, MemberListParams } from '@lobby/contract';
import {
  BINGO_CLASSIFY,
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_TYPES,
  IN_HOUSE_VENDOR,
  JILI_VENDOR,
  type GameType,
  type Language,
} from '@lobby/contract/constants';
import { PAGE_SIZES, requiresLogin, showsVendorSelector, type LobbyCategory } from './categories';

/** Data types of the game list component (spec sections 2 and 9). */
export const DATA_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW', 'SEARCH'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Class values a user can pick (spec section 4); each sets the data type of the same name. */
export const GAME_CLASSES = ['ALL', 'HOT', 'FAV', 'RECENT', 'NEW'] as const;
export type GameClass = (typeof GAME_CLASSES)[number];

export type GameListStatus = 'loading' | 'loaded' | 'empty' | 'error';

/** What the list asks for. `vendors` is empty for all vendors; '' gameType is all types. */
export interface GameFilter {
  category: LobbyCategory;
  gameType: GameType | '';
  vendors: readonly string[];
  gameClassify: string;
  dataType: DataType;
  /** Game-name search text, trimmed. */
  search: string;
}

/** Where a list starts, from the route and its query (spec section 2). */
export interface GameFilterOptions {
  /** Vendors of the category's game type in vendor sorting order; the first is the default. */
  vendorsOfType?: readonly string[];
  /** `vassalage` query: a chosen vendor, used where the category has a vendor selector. */
  vendor?: string;
  /** `dataType` query; unknown values are ignored. */
  dataType?: string;
  /** `gameType` query, read by search, favourites and recent only; unknown values are ignored. */
  gameType?: string;
  search?: string;
}

/** One page of a list as the server answers it. */
export interface GamePage<G> {
  games: readonly G[];
  totalPages: number;
  totalCount?: number;
  /** A name search found more than it answers (GAME_SEARCH_RESULT_CAP): the total is the cap. */
  capped?: boolean;
}

/** Filter changes a user makes; each one starts the list again from page 1 (spec section 4). */
export type GameFilterAction =
  | { type: 'reset'; category: LobbyCategory; options?: GameFilterOptions }
  | { type: 'setGameType'; gameType: GameType | '' }
  /** '' chooses all vendors of the category. */
  | { type: 'setVendor'; vendor: string }
  | { type: 'setClassify'; gameClassify: string }
  | { type: 'setClass'; value: GameClass }
  | { type: 'setSearch'; search: string };

const isGameType = (value: string | undefined): value is GameType =>
  (GAME_TYPES as readonly (string | undefined)[]).includes(value);
const isDataType = (value: string | undefined): value is DataType =>
  (DATA_TYPES as readonly (string | undefined)[]).includes(value);

/** Search, favourites and recent read the data type from their route, never from the query. */
const FIXED_DATA_TYPE: Partial<Record<LobbyCategory, DataType>> = {
  HOT: 'HOT',
  FAV: 'FAV',
  RECENT: 'RECENT',
  SEARCH: 'SEARCH',
};

/**
 * Game type each category is queried with (spec sections 2 and 4): JILI and bingo are RNG;
 * esports and cockfight are SPORTS with a vendor list; home and hot have no type; in-house is one
 * vendor of any type; search, favourites and recent take the optional gameType query.
 */
function categoryGameType(category: LobbyCategory, options: GameFilterOptions): GameType | '' {
  switch (category) {
    case 'JILI':
    case 'BINGO':
      return 'RNG';
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'SPORTS';
    case 'HOME':
    case 'HOT':
    case 'IN_HOUSE':
      return '';
    case 'SEARCH':
    case 'FAV':
    case 'RECENT':
      return isGameType(options.gameType) ? options.gameType : '';
    default:
      return category;
  }
}

/** Vendors meaning "all vendors" in a category: its fixed vendor list, else none (= all). */
export function categoryVendors(category: LobbyCategory): readonly string[] {
  switch (category) {
    case 'ESPORTS':
      return ESPORTS_VENDORS;
    case 'COCKFIGHT':
      return COCKFIGHT_VENDORS;
    case 'JILI':
      return [JILI_VENDOR];
    case 'IN_HOUSE':
      return [IN_HOUSE_VENDOR];
    default:
      return [];
  }
}

/**
 * Starting vendors: the `vassalage` query where a vendor can be chosen; else the category's
 * fixed list; else, for a plain game type, the first vendor of that type (spec section 4).
 */
function initialVendors(category: LobbyCategory, options: GameFilterOptions): readonly string[] {
  if (options.vendor && showsVendorSelector(category)) return [options.vendor];
  const fixed = categoryVendors(category);
  if (fixed.length > 0 || !isGameType(category)) return fixed;
  const first = options.vendorsOfType?.[0];
  return first ? [first] : [];
}

function initialDataType(category: LobbyCategory, options: GameFilterOptions): DataType {
  const fixed = FIXED_DATA_TYPE[category];
  if (fixed) return fixed;
  return isDataType(options.dataType) && options.dataType !== 'SEARCH' ? options.dataType : 'ALL';
}

/**
 * Filter a list starts with. The header logo resets to category HOT: all types, all vendors,
 * data type HOT (spec section 2).
 */
export function initialGameFilter(category: LobbyCategory, options: GameFilterOptions = {}): GameFilter {
  return {
    category,
    gameType: categoryGameType(category, options),
    vendors: initialVendors(category, options),
    gameClassify: category === 'BINGO' ? BINGO_CLASSIFY : '',
    dataType: initialDataType(category, options),
    search: options.search?.trim() ?? '',
  };
}

/** Favourites and recent need a session, else /m/login (spec section 2). */
export const filterRequiresLogin = (state: Pick<GameFilter, 'dataType'>): boolean => requiresLogin(state.dataType);

const sameVendors = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((vendor, i) => vendor === b[i]);

const sameFilter = (a: GameFilter, b: GameFilter): boolean =>
  a.gameType === b.gameType &&
  sameVendors(a.vendors, b.vendors) &&
  a.gameClassify === b.gameClassify &&
  a.dataType === b.dataType &&
  a.search === b.search;

/** Picking what is already picked is no change: the same object comes back and nothing is asked. */
function refilter(state: GameFilter, patch: Partial<GameFilter>): GameFilter {
  const next = { ...state, ...patch };
  return sameFilter(state, next) ? state : next;
}

/**
 * The filter rules of a game list (spec section 4). Pages are not kept here: a new filter is a new
 * query, whose pages start again from page 1 (see gameListQuery and gameListShown).
 */
export function gameFilterReducer(state: GameFilter, action: GameFilterAction): GameFilter {
  switch (action.type) {
    case 'reset':
      return initialGameFilter(action.category, action.options);
    case 'setGameType':
      // A vendor belongs to one type, so a new type starts from the category's vendors.
      return refilter(state, { gameType: action.gameType, vendors: categoryVendors(state.category) });
    case 'setVendor':
      // Choosing a vendor resets the data type to ALL (spec section 4).
      return refilter(state, {
        vendors: action.vendor ? [action.vendor] : categoryVendors(state.category),
        dataType: 'ALL',
      });
    case 'setClassify':
      return refilter(state, { gameClassify: action.gameClassify });
    case 'setClass':
      return refilter(state, { dataType: action.value });
    case 'setSearch':
      // A new search starts again from page 1 (spec section 4).
      return refilter(state, { search: action.search.trim() });
  }
}

/** The page after `page`, while the server says there are more (spec section 4: load more). */
export const nextGamePage = (last: Pick<GamePage<unknown>, 'totalPages'>, page: number): number | undefined =>
  page < last.totalPages ? page + 1 : undefined;

/** What a list shows: its games so far, the pages loaded and where it stands. */
export interface GameListShown<G> {
  games: readonly G[];
  page: number;
  totalPages: number;
  /** How many the list holds in all, as the last page said (undefined before the first page). */
  totalCount?: number;
  /** More matched than the list holds (a capped search): the total reads "1,000+" and paging ends at it. */
  capped: boolean;
  status: GameListStatus;
}

/**
 * A list from the pages loaded for its query and how the last request went: nothing yet is
 * loading (skeleton) or an error; a later page loading or failing keeps the games shown (load more
 * asks for it again); no game at all is the no-data state (spec section 4).
 */
export function gameListShown<G>(
  pages: readonly GamePage<G>[] | undefined,
  fetch: { loadingMore: boolean; failed: boolean },
): GameListShown<G> {
  const last = pages?.at(-1);
  if (!pages || !last)
    return { games: [], page: 1, totalPages: 0, capped: false, status: fetch.failed ? 'error' : 'loading' };
  const games = pages.flatMap((page) => page.games);
  const status = fetch.loadingMore ? 'loading' : fetch.failed ? 'error' : games.length === 0 ? 'empty' : 'loaded';
  return {
    games,
    page: pages.length,
    totalPages: last.totalPages,
    totalCount: last.totalCount,
    capped: last.capped === true,
    status,
  };
}

/** Load-more is offered while the page is below the total (spec section 4). */
export const hasMore = (view: Pick<GameListShown<unknown>, 'page' | 'totalPages'>): boolean =>
  view.page < view.totalPages;

/** Skeletons replace the list while its first page loads; later pages append below the games shown. */
export const showsSkeleton = (view: GameListShown<unknown>): boolean =>
  view.status === 'loading' && view.games.length === 0;

/**
 * Query of the game list call (spec section 7): pageSize 36; vendors comma-joined; NEW sends
 * isNew '1' and an empty classification; minBet and minLine stay empty. The merchant travels in
 * the Merchant header (known-api.md conventions), so it is not part of this query.
 */
export function gameListQuery(state: GameFilter, language: Language, page = 1): GameListParams {
  const isNew = state.dataType === 'NEW';
  return {
    gameName: state.search,
    gameType: state.gameType,
    pageNo: String(page),
    pageSize: String(PAGE_SIZES.games),
    vassalage: state.vendors.join(','),
    gameClassify: isNew ? '' : state.gameClassify,
    isNew: isNew ? '1' : '',
    isHot: state.dataType === 'HOT' ? '1' : '',
    minBet: '',
    minLine: '',
    platform: 'html5',
    clientType: '2',
    language,
  };
}

/** Where a list's page comes from: the catalogue, or the member's favourites or recent games. */
export type GameListSource = 'games' | 'favourites' | 'recent';

/** FAV and RECENT read the member's own lists (spec section 4); every other class the catalogue. */
export function gameListSource(state: Pick<GameFilter, 'dataType'>): GameListSource {
  return state.dataType === 'FAV' ? 'favourites' : state.dataType === 'RECENT' ? 'recent' : 'games';
}

/**
 * Query of the favourites or recent call for a list (spec section 7): the list's type and vendors,
 * pages of 36; favourites page by `pageNo`, recent by `page` (clientType 2).
 */
export function memberListQuery(state: GameFilter, language: Language, page = 1): MemberListParams {
  const common = {
    pageSize: String(PAGE_SIZES.games),
    gameType: state.gameType,
    vendor: state.vendors.join(','),
    language,
  };
  return gameListSource(state) === 'recent'
    ? { ...common, page: String(page), clientType: '2' }
    : { ...common, pageNo: String(page) };
}
