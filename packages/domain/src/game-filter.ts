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

export interface GameFilterState<G = unknown> extends GameFilter {
  page: number;
  totalPages: number;
  status: GameListStatus;
  games: readonly G[];
  /**
   * Grows by one whenever a request should be sent. A result carrying another number answers an
   * older request (e.g. a search typed while a page was loading) and is dropped.
   */
  request: number;
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

export interface GamePage<G> {
  games: readonly G[];
  totalPages: number;
}

export type GameFilterAction<G = unknown> =
  | { type: 'reset'; category: LobbyCategory; options?: GameFilterOptions }
  | { type: 'setGameType'; gameType: GameType | '' }
  /** '' chooses all vendors of the category. */
  | { type: 'setVendor'; vendor: string }
  | { type: 'setClassify'; gameClassify: string }
  | { type: 'setClass'; value: GameClass }
  | { type: 'setSearch'; search: string }
  /** Same filter again from page 1: retry after an error, language change (spec section 4). */
  | { type: 'reload' }
  | { type: 'loadMore' }
  | { type: 'loaded'; result: GamePage<G>; request?: number }
  | { type: 'failed'; request?: number };

const isGameType = (value: string | undefined): value is GameType =>
  (GAME_TYPES as readonly (string | undefined)[]).includes(value);
const isDataType = (value: string | undefined): value is DataType =>
  (DATA_TYPES as readonly (string | undefined)[]).includes(value);

/** Search, favourites and recent read the data type from their route, never from the query. */
const FIXED_DATA_TYPE: Partial<Record<LobbyCategory, DataType>> = {
  HOT: 'HOT', FAV: 'FAV', RECENT: 'RECENT', SEARCH: 'SEARCH',
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
 * Filter a list starts with, loading page 1. The header logo resets to category HOT: all types,
 * all vendors, data type HOT (spec section 2).
 */
export function initialGameFilter<G = unknown>(category: LobbyCategory, options: GameFilterOptions = {}): GameFilterState<G> {
  return {
    category,
    gameType: categoryGameType(category, options),
    vendors: initialVendors(category, options),
    gameClassify: category === 'BINGO' ? BINGO_CLASSIFY : '',
    dataType: initialDataType(category, options),
    search: options.search?.trim() ?? '',
    page: 1,
    totalPages: 0,
    status: 'loading',
    games: [],
    request: 0,
  };
}

/** Load-more is offered while the page is below the total (spec section 4). */
export const hasMore = (state: GameFilterState<unknown>): boolean => state.page < state.totalPages;

/** Skeletons replace the list while page 1 loads; later pages append below the games shown. */
export const showsSkeleton = (state: GameFilterState<unknown>): boolean => state.status === 'loading' && state.page === 1;

/** Favourites and recent need a session, else /m/login (spec section 2). */
export const filterRequiresLogin = (state: GameFilter): boolean => requiresLogin(state.dataType);

const sameVendors = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((vendor, i) => vendor === b[i]);

const sameFilter = (a: GameFilter, b: GameFilter): boolean =>
  a.gameType === b.gameType &&
  sameVendors(a.vendors, b.vendors) &&
  a.gameClassify === b.gameClassify &&
  a.dataType === b.dataType &&
  a.search === b.search;

/** Back to page 1 with the skeleton, dropping the games of the old filter. */
function restart<G>(state: GameFilterState<G>): GameFilterState<G> {
  return { ...state, page: 1, totalPages: 0, status: 'loading', games: [], request: state.request + 1 };
}

/**
 * Any filter change resets to page 1, shows the skeleton and reloads (spec section 4). Picking what
 * is already picked is no change and sends nothing.
 */
function refilter<G>(state: GameFilterState<G>, patch: Partial<GameFilter>): GameFilterState<G> {
  const next = { ...state, ...patch };
  return sameFilter(state, next) ? state : restart(next);
}

const isAnswer = (state: GameFilterState<unknown>, request: number | undefined): boolean =>
  state.status === 'loading' && (request === undefined || request === state.request);

export function gameFilterReducer<G>(state: GameFilterState<G>, action: GameFilterAction<G>): GameFilterState<G> {
  switch (action.type) {
    case 'reset':
      return { ...initialGameFilter<G>(action.category, action.options), request: state.request + 1 };
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
    case 'reload':
      return restart(state);
    case 'loadMore':
      if (state.status === 'loading' || state.status === 'empty' || !hasMore(state)) return state;
      return { ...state, page: state.page + 1, status: 'loading', request: state.request + 1 };
    case 'loaded': {
      if (!isAnswer(state, action.request)) return state;
      // Later pages append; page 1 replaces. Nothing at all is the no-data state (spec section 4).
      const games = state.page > 1 ? [...state.games, ...action.result.games] : action.result.games;
      return { ...state, games, totalPages: action.result.totalPages, status: games.length === 0 ? 'empty' : 'loaded' };
    }
    case 'failed':
      if (!isAnswer(state, action.request)) return state;
      // A failed later page keeps the games shown and steps back, so load-more asks for it again.
      return { ...state, page: Math.max(1, state.page - 1), status: 'error' };
  }
}

/**
 * Query of the game list call (spec section 7): pageSize 36; vendors comma-joined; NEW sends
 * isNew '1' and an empty classification; minBet and minLine stay empty. The merchant travels in
 * the Merchant header (known-api.md conventions), so it is not part of this query.
 */
export function gameListQuery(state: GameFilterState<unknown>, language: Language): Record<string, string> {
  const isNew = state.dataType === 'NEW';
  return {
    gameName: state.search,
    gameType: state.gameType,
    pageNo: String(state.page),
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
export function gameListSource(state: Pick<GameFilterState<unknown>, 'dataType'>): GameListSource {
  return state.dataType === 'FAV' ? 'favourites' : state.dataType === 'RECENT' ? 'recent' : 'games';
}

/**
 * Query of the favourites or recent call for a list (spec section 7): the list's type and vendors,
 * pages of 36; favourites page by `pageNo`, recent by `page` (clientType 2).
 */
export function memberListQuery(state: GameFilterState<unknown>, language: Language): Record<string, string> {
  const common = { pageSize: String(PAGE_SIZES.games), gameType: state.gameType, vendor: state.vendors.join(','), language };
  return gameListSource(state) === 'recent' ? { ...common, page: String(state.page), clientType: '2' } : { ...common, pageNo: String(state.page) };
}
