import { PATHS } from '@lobby/contract/constants';
import type { HotGames, Language } from '@lobby/contract';
import { lobbyApi } from './api';

export interface HotGamesArgs {
  /** Part of the cache key, so a language change fetches the names again. */
  language: Language;
  refresh?: boolean;
}

export const gamesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getHotGames: build.query<HotGames, HotGamesArgs>({
      query: ({ language, refresh }) => ({
        url: PATHS.hotGames,
        params: { isPlatform: '2', platform: 'html5', language, ...(refresh ? { refresh: '1' } : {}) },
      }),
      providesTags: ['HotGames'],
    }),
  }),
});

export const { useGetHotGamesQuery } = gamesApi;
