import type { HotGames, Language } from '@lobby/contract';
import { lobbyApi } from './api';
import { hotGamesRequest } from './requests';

export interface HotGamesArgs {
  /** Part of the cache key, so a language change fetches the names again. */
  language: Language;
  refresh?: boolean;
}

export const gamesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getHotGames: build.query<HotGames, HotGamesArgs>({
      query: ({ language, refresh }) => hotGamesRequest(language, refresh),
      providesTags: ['HotGames'],
    }),
  }),
});

export const { useGetHotGamesQuery } = gamesApi;
