import type { Language } from '@lobby/contract';
import { lobbyApi } from './api';
import type { Answer } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';
import { hotGamesRequest } from './requests';

export interface HotGamesArgs {
  /** Part of the cache key, so a language change fetches the names again. */
  language: Language;
  refresh?: boolean;
}

export const gamesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** Hot games stay cached for the visit (spec section 4: cached per session)... */
    getHotGames: build.query<Answer<'hotGames'>, HotGamesArgs>({
      query: ({ language, refresh }) => hotGamesRequest(language, refresh),
      providesTags: ['HotGames'],
      keepUnusedDataFor: 24 * 3600,
    }),
    /** ...and refreshable: past the server's cache too, the answer replacing the cached list. */
    refreshHotGames: build.mutation<Answer<'hotGames'>, { language: Language }>({
      query: ({ language }) => hotGamesRequest(language, true),
      onQueryStarted: onAnswer((data: Answer<'hotGames'>, { language }: { language: Language }): CacheAction =>
        gamesApi.util.upsertQueryData('getHotGames', { language }, data),
      ),
    }),
  }),
});

export const { useGetHotGamesQuery, useRefreshHotGamesMutation } = gamesApi;
