import type { GameType, MemberListParams } from '@lobby/contract';
import { PATHS, type Language } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';
import { favouritesAsGameList } from './favourites-page';
import type { NumericCall } from './numeric-call';

/** A member's game page with its query as the game list's screens build it: text, whose values the server checks. */
type MemberPageCall = Omit<Call<'favourites'> | Call<'recentGames'>, 'params'> & { params: MemberListParams };

/**
 * A member's own game lists (spec sections 2 and 7): apart from the stars of `favouritesApi`, so a
 * visitor's first screen does not carry them.
 */
export const memberGamesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** The member's favourite games, the first `pageSize` of them, optionally of one game type. */
    getFavouriteGames: build.query<Answer<'gameList'>, { language: Language; pageSize: number; gameType?: GameType }>({
      query: ({ language, pageSize, gameType }) =>
        ({
          url: PATHS.favourites,
          params: { pageNo: 1, pageSize, language, ...(gameType ? { gameType } : {}) },
        }) satisfies NumericCall<'favourites'>,
      transformResponse: favouritesAsGameList,
      providesTags: ['Favourites'],
    }),
    /** A page of the member's favourites or recent games inside a game list (its FAV and RECENT classes). */
    getMemberGamePage: build.query<Answer<'gameList'>, { source: 'favourites' | 'recent'; params: MemberListParams }>({
      query: ({ source, params }) =>
        ({ url: source === 'favourites' ? PATHS.favourites : PATHS.recentGames, params }) satisfies MemberPageCall,
      transformResponse: (page: Answer<'favourites'> | Answer<'recentGames'>, _meta, { source }) =>
        source === 'favourites' ? favouritesAsGameList(page as Answer<'favourites'>) : (page as Answer<'recentGames'>),
      providesTags: (_r, _e, { source }) => [source === 'favourites' ? 'Favourites' : 'RecentGames'],
    }),
  }),
});

export const { useGetFavouriteGamesQuery, useGetMemberGamePageQuery } = memberGamesApi;
