import { describe, expect, it } from 'vitest';
import type { LobbyCategory } from './categories';
import {
  filterRequiresLogin,
  gameFilterReducer,
  gameListQuery,
  gameListSource,
  memberListQuery,
  hasMore,
  initialGameFilter,
  showsSkeleton,
  type GameFilterAction,
  type GameFilterOptions,
  type GameFilterState,
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
  it.each(starts)('%s -> type %j vendors %j classify %j data %s', (category, gameType, vendors, gameClassify, dataType) => {
    expect(initialGameFilter(category, { vendorsOfType })).toEqual({
      category, gameType, vendors, gameClassify, dataType,
      search: '', page: 1, totalPages: 0, status: 'loading', games: [], request: 0,
    });
  });
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
    expect({ gameType: state.gameType, vendors: state.vendors, dataType: state.dataType, search: state.search })
      .toEqual({ gameType, vendors, dataType, search });
  });
});

type State = GameFilterState<string>;

/** A list of RNG/PG showing page 1 of 3. */
const shown = (over: Partial<State> = {}): State => ({
  ...initialGameFilter<string>('RNG', { vendorsOfType }),
  status: 'loaded', games: ['a', 'b'], totalPages: 3, request: 4,
  ...over,
});

const restarted: Partial<State> = { page: 1, totalPages: 0, status: 'loading', games: [], request: 5 };

// name, state, action, expected fields of the next state (spec section 4)
const transitions: [string, State, GameFilterAction<string>, Partial<State>][] = [
  ['type change reloads page 1 with all vendors', shown({ page: 2 }), { type: 'setGameType', gameType: 'FISH' }, { ...restarted, gameType: 'FISH', vendors: [] }],
  ['type change in esports keeps the esports list', shown({ category: 'ESPORTS', vendors: ['TF'] }), { type: 'setGameType', gameType: 'SPORTS' }, { ...restarted, vendors: ESPORTS }],
  ['vendor change reloads and resets data type', shown({ page: 3, dataType: 'HOT' }), { type: 'setVendor', vendor: 'JL' }, { ...restarted, vendors: ['JL'], dataType: 'ALL' }],
  ['same vendor with HOT still resets to ALL', shown({ dataType: 'HOT' }), { type: 'setVendor', vendor: 'PG' }, { ...restarted, vendors: ['PG'], dataType: 'ALL' }],
  ['all vendors of a type', shown(), { type: 'setVendor', vendor: '' }, { ...restarted, vendors: [] }],
  ['all vendors of cockfight is the cockfight list', shown({ category: 'COCKFIGHT', vendors: ['DIG'] }), { type: 'setVendor', vendor: '' }, { ...restarted, vendors: COCKFIGHT }],
  ['one esports vendor', shown({ category: 'ESPORTS', vendors: ESPORTS }), { type: 'setVendor', vendor: 'IA' }, { ...restarted, vendors: ['IA'] }],
  ['classification change', shown(), { type: 'setClassify', gameClassify: 'BG' }, { ...restarted, gameClassify: 'BG' }],
  ['class HOT', shown(), { type: 'setClass', value: 'HOT' }, { ...restarted, dataType: 'HOT' }],
  ['class FAV', shown(), { type: 'setClass', value: 'FAV' }, { ...restarted, dataType: 'FAV' }],
  ['class RECENT', shown(), { type: 'setClass', value: 'RECENT' }, { ...restarted, dataType: 'RECENT' }],
  ['class NEW', shown(), { type: 'setClass', value: 'NEW' }, { ...restarted, dataType: 'NEW' }],
  ['class ALL back from NEW', shown({ dataType: 'NEW' }), { type: 'setClass', value: 'ALL' }, { ...restarted, dataType: 'ALL' }],
  ['new search resets to page 1', shown({ page: 3 }), { type: 'setSearch', search: ' Fortune ' }, { ...restarted, search: 'Fortune' }],
  ['clearing the search reloads', shown({ search: 'x' }), { type: 'setSearch', search: '' }, { ...restarted, search: '' }],
  ['search change during loading starts over', shown({ status: 'loading', page: 2 }), { type: 'setSearch', search: 'gem' }, { ...restarted, search: 'gem' }],
  ['same vendor is no change', shown(), { type: 'setVendor', vendor: 'PG' }, shown()],
  ['same type is no change', shown({ vendors: [] }), { type: 'setGameType', gameType: 'RNG' }, shown({ vendors: [] })],
  ['same class is no change', shown(), { type: 'setClass', value: 'ALL' }, shown()],
  ['same classification is no change', shown(), { type: 'setClassify', gameClassify: '' }, shown()],
  ['same search after trim is no change', shown({ search: 'gem' }), { type: 'setSearch', search: 'gem ' }, shown({ search: 'gem' })],
  ['reload keeps the filter', shown({ page: 2, dataType: 'HOT' }), { type: 'reload' }, { ...restarted, dataType: 'HOT', vendors: ['PG'] }],
  ['reset to another category', shown(), { type: 'reset', category: 'JILI' }, { ...restarted, category: 'JILI', gameType: 'RNG', vendors: ['JL'] }],
  ['logo reset to HOT', shown({ search: 'x' }), { type: 'reset', category: 'HOT' }, { ...restarted, category: 'HOT', gameType: '', vendors: [], dataType: 'HOT', search: '' }],
  ['load more while page < total', shown(), { type: 'loadMore' }, { page: 2, status: 'loading', games: ['a', 'b'], request: 5 }],
  ['load more on the last page', shown({ page: 3 }), { type: 'loadMore' }, shown({ page: 3 })],
  ['load more while loading', shown({ status: 'loading' }), { type: 'loadMore' }, shown({ status: 'loading' })],
  ['load more when empty', shown({ status: 'empty', games: [], totalPages: 0 }), { type: 'loadMore' }, shown({ status: 'empty', games: [], totalPages: 0 })],
  ['load more after a failed later page retries it', shown({ status: 'error' }), { type: 'loadMore' }, { page: 2, status: 'loading', games: ['a', 'b'], request: 5 }],
  ['load more after a failed first page', shown({ status: 'error', games: [], totalPages: 0 }), { type: 'loadMore' }, shown({ status: 'error', games: [], totalPages: 0 })],
  ['page 1 replaces', shown({ status: 'loading', games: ['old'] }), { type: 'loaded', result: { games: ['x', 'y'], totalPages: 2 } }, { status: 'loaded', games: ['x', 'y'], totalPages: 2, page: 1 }],
  ['later page appends', shown({ status: 'loading', page: 2 }), { type: 'loaded', result: { games: ['c'], totalPages: 3 } }, { status: 'loaded', games: ['a', 'b', 'c'], page: 2 }],
  ['zero games on page 1 is empty', shown({ status: 'loading', games: [] }), { type: 'loaded', result: { games: [], totalPages: 0 } }, { status: 'empty', games: [], totalPages: 0 }],
  ['zero games on a later page keeps the list', shown({ status: 'loading', page: 2 }), { type: 'loaded', result: { games: [], totalPages: 2 } }, { status: 'loaded', games: ['a', 'b'], totalPages: 2 }],
  ['answer to the current request', shown({ status: 'loading', games: [] }), { type: 'loaded', result: { games: ['x'], totalPages: 1 }, request: 4 }, { status: 'loaded', games: ['x'] }],
  ['answer to an older request is dropped', shown({ status: 'loading', games: [] }), { type: 'loaded', result: { games: ['x'], totalPages: 1 }, request: 3 }, shown({ status: 'loading', games: [] })],
  ['answer when nothing is loading is dropped', shown(), { type: 'loaded', result: { games: ['x'], totalPages: 1 } }, shown()],
  ['page 1 fails', shown({ status: 'loading', games: [], totalPages: 0 }), { type: 'failed' }, { status: 'error', page: 1, games: [] }],
  ['later page fails and steps back', shown({ status: 'loading', page: 3 }), { type: 'failed' }, { status: 'error', page: 2, games: ['a', 'b'] }],
  ['failure of an older request is dropped', shown({ status: 'loading' }), { type: 'failed', request: 1 }, shown({ status: 'loading' })],
  ['failure when nothing is loading is dropped', shown(), { type: 'failed' }, shown()],
];

describe('gameFilterReducer', () => {
  it.each(transitions)('%s', (_name, state, action, expected) => {
    expect(gameFilterReducer(state, action)).toMatchObject(expected);
  });

  it('returns the same object when nothing changes', () => {
    const state = shown();
    expect(gameFilterReducer(state, { type: 'setVendor', vendor: 'PG' })).toBe(state);
    expect(gameFilterReducer(state, { type: 'loadMore' })).not.toBe(state);
  });

  it('pages through to the end', () => {
    let state = initialGameFilter<number>('JILI');
    state = gameFilterReducer(state, { type: 'loaded', result: { games: [1, 2], totalPages: 2 }, request: state.request });
    expect(hasMore(state)).toBe(true);
    state = gameFilterReducer(state, { type: 'loadMore' });
    state = gameFilterReducer(state, { type: 'loaded', result: { games: [3], totalPages: 2 }, request: state.request });
    expect({ games: state.games, page: state.page, more: hasMore(state) }).toEqual({ games: [1, 2, 3], page: 2, more: false });
  });
});

describe('hasMore, skeleton, login', () => {
  it.each([
    [1, 0, 'loading', false, true],
    [1, 1, 'loaded', false, false],
    [1, 2, 'loaded', true, false],
    [2, 3, 'loading', true, false],
    [3, 3, 'loaded', false, false],
    [1, 0, 'empty', false, false],
    [1, 0, 'error', false, false],
  ] as const)('page %i of %i %s: more=%s skeleton=%s', (page, totalPages, status, more, skeleton) => {
    const state = shown({ page, totalPages, status });
    expect(hasMore(state)).toBe(more);
    expect(showsSkeleton(state)).toBe(skeleton);
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
  gameName: '', gameType: 'RNG', pageNo: '1', pageSize: '36', vassalage: 'PG', gameClassify: '', isNew: '', isHot: '',
  minBet: '', minLine: '', platform: 'html5', clientType: '2', language: 'en',
};

// name, state, expected differences from `base` (spec section 7)
const queries: [string, GameFilterState, Partial<typeof base>][] = [
  ['first vendor of a type', shown(), {}],
  ['page 3 with a search', shown({ page: 3, search: 'gem' }), { pageNo: '3', gameName: 'gem' }],
  ['esports vendor list', initialGameFilter('ESPORTS'), { gameType: 'SPORTS', vassalage: 'AV,AI,IMES,TF,IA' }],
  ['cockfight vendor list', initialGameFilter('COCKFIGHT'), { gameType: 'SPORTS', vassalage: 'SV3,DS88,DIG,WGB,WS168' }],
  ['JILI', initialGameFilter('JILI'), { vassalage: 'JL' }],
  ['bingo', initialGameFilter('BINGO'), { vassalage: '', gameClassify: 'BG' }],
  ['bingo NEW drops the classification', shown({ ...initialGameFilter<string>('BINGO'), dataType: 'NEW' }), { vassalage: '', gameClassify: '', isNew: '1' }],
  ['hot has no type', initialGameFilter('HOT'), { gameType: '', vassalage: '', isHot: '1' }],
  ['in-house', initialGameFilter('IN_HOUSE'), { gameType: '', vassalage: 'BGS' }],
  ['NEW', shown({ dataType: 'NEW', gameClassify: 'X' }), { isNew: '1', gameClassify: '' }],
  ['classification kept outside NEW', shown({ dataType: 'HOT', gameClassify: 'X' }), { gameClassify: 'X', isHot: '1' }],
  ['HOT class asks for hot games only', shown({ dataType: 'HOT' }), { isHot: '1' }],
];

describe('gameListQuery', () => {
  it.each(queries)('%s', (_name, state, diff) => {
    expect(gameListQuery(state, 'en')).toEqual({ ...base, ...diff });
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
    expect(memberListQuery(fav, 'en')).toEqual({ pageNo: '1', pageSize: '36', gameType: 'RNG', vendor: fav.vendors.join(','), language: 'en' });
    const recent = gameFilterReducer(base, { type: 'setClass', value: 'RECENT' });
    expect(memberListQuery(recent, 'cn')).toEqual({ page: '1', pageSize: '36', gameType: 'RNG', vendor: recent.vendors.join(','), language: 'cn', clientType: '2' });
  });
});
