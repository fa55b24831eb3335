import { useGetGamePagesInfiniteQuery, useGetMemberGamePagesInfiniteQuery } from '@lobby/api-client';
import type { Game, Language } from '@lobby/contract';
import {
  gameFilterReducer,
  gameListQuery,
  gameListShown,
  gameListSource,
  initialGameFilter,
  memberListQuery,
  type GameFilter,
  type GameFilterAction,
  type GameFilterOptions,
  type GameListShown,
  type LobbyCategory,
} from '@lobby/domain';
import { useCallback, useReducer } from 'react';
import { useAppSelector } from '../../stores/hooks';

/** What a list screen may ask besides a filter change: the next page, or the same list again. */
export type GameListAction = GameFilterAction | { type: 'loadMore' } | { type: 'reload' };

/**
 * One game list: the domain's filter rules decide what is asked, RTK Query keeps the pages of each
 * filter (a new filter or language is a new query, starting from page 1), and the domain turns the
 * pages into what the screen shows.
 */
export function useGameList(
  category: LobbyCategory,
  options: GameFilterOptions,
  language: Language,
): [GameFilter & GameListShown<Game>, (action: GameListAction) => void] {
  const [filter, dispatchFilter] = useReducer(gameFilterReducer, undefined, () => initialGameFilter(category, options));
  const loggedIn = useAppSelector((s) => s.session.current !== null);
  // FAV and RECENT read the member's own lists (a visitor never gets there: the tabs lead to login).
  const source = gameListSource(filter);
  const catalogue = useGetGamePagesInfiniteQuery(gameListQuery(filter, language), { skip: source !== 'games' });
  const own = useGetMemberGamePagesInfiniteQuery(
    { source: source === 'recent' ? 'recent' : 'favourites', params: memberListQuery(filter, language) },
    { skip: source === 'games' || !loggedIn },
  );
  const list = source === 'games' ? catalogue : own;
  // Any fetch in flight holds load-more back (RTK Query drops a next-page call while the entry is
  // fetching); a retry of a failed first page shows the skeleton again, not the old error.
  const shown = gameListShown(list.currentData?.pages, {
    loadingMore: list.isFetching,
    failed: list.isError && !list.isFetching,
  });
  const { fetchNextPage, refetch } = list;

  const dispatch = useCallback(
    (action: GameListAction) => {
      if (action.type === 'loadMore') void fetchNextPage();
      else if (action.type === 'reload') void refetch();
      else dispatchFilter(action);
    },
    [fetchNextPage, refetch],
  );
  return [{ ...filter, ...shown }, dispatch];
}
