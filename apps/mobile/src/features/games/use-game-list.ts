import { useGetGameListQuery, useGetMemberGamePageQuery } from '@lobby/api-client';
import type { Game, Language } from '@lobby/contract';
import {
  gameFilterReducer,
  gameListQuery,
  gameListSource,
  memberListQuery,
  initialGameFilter,
  type GameFilterAction,
  type GameFilterOptions,
  type GameFilterState,
  type LobbyCategory,
} from '@lobby/domain';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useAppSelector } from '../../stores/hooks';

/**
 * Drives one game list with the domain filter machine: the machine decides pages and resets,
 * RTK Query fetches the page it asks for, and each answer is fed back to the machine.
 */
export function useGameList(
  category: LobbyCategory,
  options: GameFilterOptions,
  language: Language,
): [GameFilterState<Game>, Dispatch<GameFilterAction<Game>>] {
  const [state, dispatch] = useReducer(gameFilterReducer<Game>, undefined, () => initialGameFilter<Game>(category, options));
  const loading = state.status === 'loading';
  const viewer = useAppSelector((s) => s.session.current?.token ?? '');
  // FAV and RECENT read the member's own lists (a visitor never gets there: the tabs lead to login).
  const source = gameListSource(state);
  const catalogue = useGetGameListQuery(gameListQuery(state, language), { skip: !loading || source !== 'games' });
  const own = useGetMemberGamePageQuery(
    { viewer, source: source === 'recent' ? 'recent' : 'favourites', params: memberListQuery(state, language) },
    { skip: !loading || source === 'games' || !viewer },
  );
  const { currentData, isError, isFetching, refetch } = source === 'games' ? catalogue : own;
  // The machine's request a fetch was seen for: an error cached by an earlier request (a retry of
  // the same page) is asked again rather than reported again.
  const fetchedFor = useRef(-1);

  useEffect(() => {
    if (!loading) return;
    if (isFetching) {
      fetchedFor.current = state.request;
      return;
    }
    if (currentData) dispatch({ type: 'loaded', result: currentData, request: state.request });
    else if (isError && fetchedFor.current !== state.request) void refetch();
    else if (isError) dispatch({ type: 'failed', request: state.request });
  }, [currentData, isError, isFetching, loading, refetch, state.request]);

  return [state, dispatch];
}
