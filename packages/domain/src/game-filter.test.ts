// Long on purpose: the tables of the game list rules (starts, filter changes, pages, queries), one row a case.
import { describe, expect, it } from 'vitest';
import type { LobbyCategory } from './categories';
import {
  filterRequiresLogin,
  gameFilterReducer,
  gameListQuery,
  gameListSource,
  gameListShown,
  memberListQuery,
  hasMore,
  initialGameFilter,
  nextGamePage,
  showsSkeleton,
  type GameFilter,
  type GameFilterAction,
  type GameFilterOptions,
  type GameListShown,
  type GamePage,
} from './game-filter';

const ESPORTS = ['AV', 'AI', 'IMES', 'TF', 'IA'];
const COCKFIGHT = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];
const vendorsOfType = ['PG', 'JL', 'PP'];

// category, gameType, vendors, gameClassify, dataType (spec sections 2 and 4)
const starts: [LobbyCategory, string, string[], string, string][] = [
  ['HOME', '', [], '', 'ALL'],
  ['HOT', '', [], '', 'HOT'],
  ['RECENT', '', [], '', 'RECENT'],
  ['FAV', '', [], '', 'FAV'],
  ['SEARCH', '', [], '', 'SEARCH'],
  ['JILI', 'RNG', ['JL'], '', 'ALL'],
  ['BINGO', 'RNG', [], 'BG', 'ALL'],
  ['IN_HOUSE', '', ['BGS'], '', 'ALL'],
  ['ESPORTS', 'SPORTS', ESPORTS, '', 'ALL'],
  ['COCKFIGHT', 'SPORTS', COCKFIGHT, '', 'ALL'],
  ['RNG', 'RNG', ['PG'], '', 'ALL'],
  ['FISH', 'FISH', ['PG'], '', 'ALL'],
  ['LIVE', 'LIVE', ['PG'], '', 'ALL'],
  ['PVP', 'PVP', ['PG'], '', 'ALL'],
  ['SPORTS', 'SPORTS', ['PG'], '', 'ALL'],
  ['LOTT', 'LOTT', ['PG'], '', 'ALL'],
  ['ELOTT', 'ELOTT', ['PG'], '', 'ALL'],
];

describe('initialGameFilter by category', () => {
  it.each(starts)(
    '%s -> type %j vendors %j classify %j data %s',
    (category, gameType, vendors, gameClassify, dataType) => {
      expect(initialGameFilter(category, { vendorsOfType })).toEqual({
        category,
        gameType,
        vendors,
        gameClassify,
        dataType,
        search: '',
      });
    },
  );
});

// category, options, gameType, vendors, dataType, search
const fromQuery: [LobbyCategory, GameFilterOptions, string, string[], string, string][] = [
  ['RNG', {}, 'RNG', [], 'ALL', ''],
  ['RNG', { vendorsOfType: [] }, 'RNG', [], 'ALL', ''],
  ['RNG', { vendorsOfType, vendor: 'PP' }, 'RNG', ['PP'], 'ALL', ''],
  ['ESPORTS', { vendor: 'TF' }, 'SPORTS', ['TF'], 'ALL', ''],
  ['COCKFIGHT', { vendor: 'DIG' }, 'SPORTS', ['DIG'], 'ALL', ''],
  ['JILI', { vendor: 'PG' }, 'RNG', ['JL'], 'ALL', ''],
  ['IN_HOUSE', { vendor: 'PG' }, '', ['BGS'], 'ALL', ''],
  ['HOT', { vendor: 'PG' }, '', [], 'HOT', ''],
  ['RNG', { dataType: 'NEW' }, 'RNG', [], 'NEW', ''],
  ['RNG', { dataType: 'HOT' }, 'RNG', [], 'HOT', ''],
  ['RNG', { dataType: 'SEARCH' }, 'RNG', [], 'ALL', ''],
  ['RNG', { dataType: 'bogus' }, 'RNG', [], 'ALL', ''],
  ['FAV', { dataType: 'ALL' }, '', [], 'FAV', ''],
  ['FAV', { gameType: 'LIVE' }, 'LIVE', [], 'FAV', ''],
  ['RECENT', { gameType: 'RNG' }, 'RNG', [], 'RECENT', ''],
  ['SEARCH', { gameType: 'FISH', search: '  dragon ' }, 'FISH', [], 'SEARCH', 'dragon'],
  ['SEARCH', { gameType: 'ESPORTS' }, '', [], 'SEARCH', ''],
  ['RNG', { gameType: 'LIVE' }, 'RNG', [], 'ALL', ''],
  ['HOT', { gameType: 'LIVE' }, '', [], 'HOT', ''],
];

describe('initialGameFilter from route query', () => {
  it.each(fromQuery)('%s %j -> %j %j %s %j', (category, options, gameType, vendors, dataType, search) => {
    const state = initialGameFilter(category, options);
    expect({
      gameType: state.gameType,
      vendors: state.vendors,
      dataType: state.dataType,
      search: state.search,
    }).toEqual({ gameType, vendors, dataType, search });
  });
});

type State = GameFilter;

/** A list of RNG/PG. */
const shown = (over: Partial<State> = {}): State => ({ ...initialGameFilter('RNG', { vendorsOfType }), ...over });

// name, state, action, expected fields of the next filter (spec section 4); a changed filter is a
// new query, whose pages start again from page 1.
const transitions: [string, State, GameFilterAction, Partial<State>][] = [
  [
    'type change takes all vendors',
    shown(),
    { type: 'setGameType', gameType: 'FISH' },
    { gameType: 'FISH', vendors: [] },
  ],
  [
    'type change in esports keeps the esports list',
    shown({ category: 'ESPORTS', vendors: ['TF'] }),
    { type: 'setGameType', gameType: 'SPORTS' },
    { vendors: ESPORTS },
  ],
  [
    'vendor change resets data type',
    shown({ dataType: 'HOT' }),
    { type: 'setVendor', vendor: 'JL' },
    { vendors: ['JL'], dataType: 'ALL' },
  ],
  [
    'same vendor with HOT still resets to ALL',
    shown({ dataType: 'HOT' }),
    { type: 'setVendor', vendor: 'PG' },
    { vendors: ['PG'], dataType: 'ALL' },
  ],
  ['all vendors of a type', shown(), { type: 'setVendor', vendor: '' }, { vendors: [] }],
  [
    'all vendors of cockfight is the cockfight list',
    shown({ category: 'COCKFIGHT', vendors: ['DIG'] }),
    { type: 'setVendor', vendor: '' },
    { vendors: COCKFIGHT },
  ],
  [
    'one esports vendor',
    shown({ category: 'ESPORTS', vendors: ESPORTS }),
    { type: 'setVendor', vendor: 'IA' },
    { vendors: ['IA'] },
  ],
  ['classification change', shown(), { type: 'setClassify', gameClassify: 'BG' }, { gameClassify: 'BG' }],
  ['class HOT', shown(), { type: 'setClass', value: 'HOT' }, { dataType: 'HOT' }],
  ['class FAV', shown(), { type: 'setClass', value: 'FAV' }, { dataType: 'FAV' }],
  ['class RECENT', shown(), { type: 'setClass', value: 'RECENT' }, { dataType: 'RECENT' }],
  ['class NEW', shown(), { type: 'setClass', value: 'NEW' }, { dataType: 'NEW' }],
  ['class ALL back from NEW', shown({ dataType: 'NEW' }), { type: 'setClass', value: 'ALL' }, { dataType: 'ALL' }],
  ['new search is trimmed', shown(), { type: 'setSearch', search: ' Fortune ' }, { search: 'Fortune' }],
  ['clearing the search', shown({ search: 'x' }), { type: 'setSearch', search: '' }, { search: '' }],
  [
    'reset to another category',
    shown(),
    { type: 'reset', category: 'JILI' },
    { category: 'JILI', gameType: 'RNG', vendors: ['JL'] },
  ],
  [
    'logo reset to HOT',
    shown({ search: 'x' }),
    { type: 'reset', category: 'HOT' },
    { category: 'HOT', gameType: '', vendors: [], dataType: 'HOT', search: '' },
  ],
];

// name, state, action: picking what is already picked is no change and sends nothing.
const noChanges: [string, State, GameFilterAction][] = [
  ['same vendor', shown({ vendors: ['PG'] }), { type: 'setVendor', vendor: 'PG' }],
  ['same type', shown({ vendors: [] }), { type: 'setGameType', gameType: 'RNG' }],
  ['same class', shown(), { type: 'setClass', value: 'ALL' }],
  ['same classification', shown(), { type: 'setClassify', gameClassify: '' }],
  ['same search after trim', shown({ search: 'gem' }), { type: 'setSearch', search: 'gem ' }],
];

describe('gameFilterReducer', () => {
  it.each(transitions)('%s', (_name, state, action, expected) => {
    expect(gameFilterReducer(state, action)).toMatchObject(expected);
  });

  it.each(noChanges)('%s is no change (the same object)', (_name, state, action) => {
    expect(gameFilterReducer(state, action)).toBe(state);
  });
});

const page = (games: string[], totalPages: number) => ({ games, totalPages });
const idle = { loadingMore: false, failed: false };

// name, pages loaded, fetch state, view, load more offered, skeleton (spec section 4)
const views: [string, GamePage<string>[] | undefined, typeof idle, GameListShown<string>, boolean, boolean][] = [
  [
    'first page loading',
    undefined,
    idle,
    { games: [], page: 1, totalPages: 0, capped: false, status: 'loading' },
    false,
    true,
  ],
  [
    'first page failed',
    undefined,
    { ...idle, failed: true },
    { games: [], page: 1, totalPages: 0, capped: false, status: 'error' },
    false,
    false,
  ],
  [
    'one page of one',
    [page(['a'], 1)],
    idle,
    { games: ['a'], page: 1, totalPages: 1, capped: false, status: 'loaded' },
    false,
    false,
  ],
  [
    'page 1 of 2',
    [page(['a', 'b'], 2)],
    idle,
    { games: ['a', 'b'], page: 1, totalPages: 2, capped: false, status: 'loaded' },
    true,
    false,
  ],
  [
    'later pages append',
    [page(['a', 'b'], 3), page(['c'], 3)],
    idle,
    { games: ['a', 'b', 'c'], page: 2, totalPages: 3, capped: false, status: 'loaded' },
    true,
    false,
  ],
  [
    'next page loading keeps the games',
    [page(['a', 'b'], 3)],
    { ...idle, loadingMore: true },
    { games: ['a', 'b'], page: 1, totalPages: 3, capped: false, status: 'loading' },
    true,
    false,
  ],
  [
    'next page failed keeps the games, load more asks again',
    [page(['a', 'b'], 3)],
    { ...idle, failed: true },
    { games: ['a', 'b'], page: 1, totalPages: 3, capped: false, status: 'error' },
    true,
    false,
  ],
  [
    'zero games is empty',
    [page([], 0)],
    idle,
    { games: [], page: 1, totalPages: 0, capped: false, status: 'empty' },
    false,
    false,
  ],
  [
    'the last page',
    [page(['a'], 2), page(['b'], 2)],
    idle,
    { games: ['a', 'b'], page: 2, totalPages: 2, capped: false, status: 'loaded' },
    false,
    false,
  ],
  [
    'a capped search says how many and that there were more',
    [{ games: ['a'], totalPages: 1, totalCount: 1000, capped: true }],
    idle,
    { games: ['a'], page: 1, totalPages: 1, totalCount: 1000, capped: true, status: 'loaded' },
    false,
    false,
  ],
];

describe('gameListShown, hasMore, skeleton, login', () => {
  it.each(views)('%s', (_name, pages, fetch, view, more, skeleton) => {
    const shownView = gameListShown(pages, fetch);
    expect(shownView).toEqual(view);
    expect(hasMore(shownView)).toBe(more);
    expect(showsSkeleton(shownView)).toBe(skeleton);
  });

  it.each([
    [1, 0, undefined],
    [1, 1, undefined],
    [1, 3, 2],
    [2, 3, 3],
    [3, 3, undefined],
  ] as const)('after page %i of %i the next is %s', (current, totalPages, next) => {
    expect(nextGamePage({ totalPages }, current)).toBe(next);
  });

  it.each([
    ['ALL', false],
    ['HOT', false],
    ['NEW', false],
    ['SEARCH', false],
    ['FAV', true],
    ['RECENT', true],
  ] as const)('data type %s needs login: %s', (dataType, login) => {
    expect(filterRequiresLogin(shown({ dataType }))).toBe(login);
  });
});

const base = {
  gameName: '',
  gameType: 'RNG',
  pageNo: '1',
  pageSize: '36',
  vassalage: 'PG',
  gameClassify: '',
  isNew: '',
  isHot: '',
  minBet: '',
  minLine: '',
  platform: 'html5',
  clientType: '2',
  language: 'en',
};

// name, state, expected differences from `base` (spec section 7)
const queries: [string, GameFilter, Partial<typeof base>, number?][] = [
  ['first vendor of a type', shown(), {}],
  ['page 3 with a search', shown({ search: 'gem' }), { pageNo: '3', gameName: 'gem' }, 3],
  ['esports vendor list', initialGameFilter('ESPORTS'), { gameType: 'SPORTS', vassalage: 'AV,AI,IMES,TF,IA' }],
  [
    'cockfight vendor list',
    initialGameFilter('COCKFIGHT'),
    { gameType: 'SPORTS', vassalage: 'SV3,DS88,DIG,WGB,WS168' },
  ],
  ['JILI', initialGameFilter('JILI'), { vassalage: 'JL' }],
  ['bingo', initialGameFilter('BINGO'), { vassalage: '', gameClassify: 'BG' }],
  [
    'bingo NEW drops the classification',
    shown({ ...initialGameFilter('BINGO'), dataType: 'NEW' }),
    { vassalage: '', gameClassify: '', isNew: '1' },
  ],
  ['hot has no type', initialGameFilter('HOT'), { gameType: '', vassalage: '', isHot: '1' }],
  ['in-house', initialGameFilter('IN_HOUSE'), { gameType: '', vassalage: 'BGS' }],
  ['NEW', shown({ dataType: 'NEW', gameClassify: 'X' }), { isNew: '1', gameClassify: '' }],
  ['classification kept outside NEW', shown({ dataType: 'HOT', gameClassify: 'X' }), { gameClassify: 'X', isHot: '1' }],
  ['HOT class asks for hot games only', shown({ dataType: 'HOT' }), { isHot: '1' }],
];

describe('gameListQuery', () => {
  it.each(queries)('%s', (_name, state, diff, page) => {
    expect(gameListQuery(state, 'en', page)).toEqual({ ...base, ...diff });
  });

  it('passes the language through', () => {
    expect(gameListQuery(shown(), 'my').language).toBe('my');
  });
});

describe('member lists inside a game list (FAV, RECENT)', () => {
  const base = initialGameFilter('RNG', { vendor: 'PG' });
  it.each([
    ['ALL', 'games'],
    ['HOT', 'games'],
    ['NEW', 'games'],
    ['FAV', 'favourites'],
    ['RECENT', 'recent'],
  ] as const)('class %s reads %s', (value, source) => {
    expect(gameListSource(gameFilterReducer(base, { type: 'setClass', value }))).toBe(source);
  });
  it('asks favourites by pageNo and recent by page, with the list type and vendors', () => {
    const fav = gameFilterReducer(base, { type: 'setClass', value: 'FAV' });
    expect(memberListQuery(fav, 'en')).toEqual({
      pageNo: '1',
      pageSize: '36',
      gameType: 'RNG',
      vendor: fav.vendors.join(','),
      language: 'en',
    });
    const recent = gameFilterReducer(base, { type: 'setClass', value: 'RECENT' });
    expect(memberListQuery(recent, 'cn')).toEqual({
      page: '1',
      pageSize: '36',
      gameType: 'RNG',
      vendor: recent.vendors.join(','),
      language: 'cn',
      clientType: '2',
    });
  });
});
