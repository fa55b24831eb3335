import { useGetGameListQuery } from '@lobby/api-client';
import type { Game, Language } from '@lobby/contract';
import {
  gameFilterReducer,
  gameListQuery,
  initialGameFilter,
  type GameFilterAction,
  type GameFilterOptions,
  type GameFilterState,
  type LobbyCategory,
} from '@lobby/domain';
import { useEffect, useReducer, type Dispatch } from 'react';

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
  const { currentData, isError } = useGetGameListQuery(gameListQuery(state, language), { skip: !loading });

  useEffect(() => {
    if (!loading) return;
    if (currentData) dispatch({ type: 'loaded', result: currentData, request: state.request });
    else if (isError) dispatch({ type: 'failed', request: state.request });
  }, [currentData, isError, loading, state.request]);

  return [state, dispatch];
}
