import { PATHS, type Language } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { favouritesAsGameList } from './favourites-page';
import type { NumericCall } from './numeric-call';

/** The most favourites one request brings (spec section 9: 200 in search). */
const ALL_FAVOURITES = 200;

/** A member's game page with its query as the game list's screens build it: strings, whose values the server checks. */
type MemberPageCall = Omit<Call<'favourites'> | Call<'recentGames'>, 'params'> & { params: Record<string, string> };

/**
 * A member's favourite games (spec sections 4 and 7). `getFavouriteIds` keeps the node ids the
 * stars read; adding and removing change it at once (a removal leaves every list first, spec
 * section 4) and undo the change if the server refuses.
 */
export const favouritesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<string[], void>({
      query: () =>
        ({
          url: PATHS.favourites,
          params: { pageNo: 1, pageSize: ALL_FAVOURITES },
        }) satisfies NumericCall<'favourites'>,
      transformResponse: (page: Answer<'favourites'>) => favouritesAsGameList(page).games.map((g) => g.nodeId),
      providesTags: ['Favourites'],
    }),
    /** The member's favourite games, the first `pageSize` of them, optionally of one game type. */
    getFavouriteGames: build.query<Answer<'gameList'>, { language: Language; pageSize: number; gameType?: string }>({
      query: ({ language, pageSize, gameType }) =>
        ({
          url: PATHS.favourites,
          params: { pageNo: 1, pageSize, language, ...(gameType ? { gameType } : {}) },
        }) satisfies NumericCall<'favourites'>,
      transformResponse: favouritesAsGameList,
      providesTags: ['Favourites'],
    }),
    /** A page of the member's favourites or recent games inside a game list (its FAV and RECENT classes). */
    getMemberGamePage: build.query<
      Answer<'gameList'>,
      { source: 'favourites' | 'recent'; params: Record<string, string> }
    >({
      query: ({ source, params }) =>
        ({ url: source === 'favourites' ? PATHS.favourites : PATHS.recentGames, params }) satisfies MemberPageCall,
      transformResponse: (page: Answer<'favourites'> | Answer<'recentGames'>, _meta, { source }) =>
        source === 'favourites' ? favouritesAsGameList(page as Answer<'favourites'>) : (page as Answer<'recentGames'>),
      providesTags: (_r, _e, { source }) => [source === 'favourites' ? 'Favourites' : 'RecentGames'],
    }),
    addFavourite: build.mutation<Answer<'addFavourite'>, Body<'addFavourite'>>({
      query: (body) => ({ url: PATHS.addFavourite, method: 'POST', body }) satisfies Call<'addFavourite'>,
      async onQueryStarted({ nodeId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) =>
            ids.includes(nodeId) ? ids : [...ids, nodeId],
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Favourites'],
    }),
    removeFavourite: build.mutation<Answer<'removeFavourite'>, Query<'removeFavourite'>>({
      query: (params) => ({ url: PATHS.removeFavourite, method: 'DELETE', params }) satisfies Call<'removeFavourite'>,
      async onQueryStarted({ nodeId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favouritesApi.util.updateQueryData('getFavouriteIds', undefined, (ids) => ids.filter((id) => id !== nodeId)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Favourites'],
    }),
  }),
});

export const {
  useGetFavouriteIdsQuery,
  useGetFavouriteGamesQuery,
  useGetMemberGamePageQuery,
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
} = favouritesApi;
