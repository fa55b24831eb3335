import type { FavouriteAction, FavouritesPage, GameList } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { favouritesAsGameList } from './favourites-page';

/** The most favourites one request brings (spec section 9: 200 in search). */
const ALL_FAVOURITES = 200;

/**
 * A member's favourite games (spec sections 4 and 7). `getFavouriteIds` keeps the node ids the
 * stars read; adding and removing change it at once (a removal leaves every list first, spec
 * section 4) and undo the change if the server refuses. The viewer's token keys the cache only.
 */
export const favouritesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getFavouriteIds: build.query<string[], { viewer: string }>({
      query: () => ({ url: PATHS.favourites, params: { pageNo: 1, pageSize: ALL_FAVOURITES } }),
      transformResponse: (page: FavouritesPage) => favouritesAsGameList(page).games.map((g) => g.nodeId),
      providesTags: ['Favourites'],
    }),
    /** The member's favourite games, the first `pageSize` of them, optionally of one game type. */
    getFavouriteGames: build.query<GameList, { viewer: string; language: string; pageSize: number; gameType?: string }>({
      query: ({ language, pageSize, gameType }) => ({ url: PATHS.favourites, params: { pageNo: 1, pageSize, language, ...(gameType ? { gameType } : {}) } }),
      transformResponse: favouritesAsGameList,
      providesTags: ['Favourites'],
    }),
    /** A page of the member's favourites or recent games inside a game list (its FAV and RECENT classes). */
    getMemberGamePage: build.query<GameList, { viewer: string; source: 'favourites' | 'recent'; params: Record<string, string> }>({
      query: ({ source, params }) => ({ url: source === 'favourites' ? PATHS.favourites : PATHS.recentGames, params }),
      transformResponse: (page: FavouritesPage | GameList, _meta, { source }) => (source === 'favourites' ? favouritesAsGameList(page as FavouritesPage) : (page as GameList)),
      providesTags: (_r, _e, { source }) => [source === 'favourites' ? 'Favourites' : 'RecentGames'],
    }),
    addFavourite: build.mutation<null, FavouriteAction & { viewer: string }>({
      query: ({ nodeId, vendor }) => ({ url: PATHS.addFavourite, method: 'POST', body: { nodeId, vendor } }),
      async onQueryStarted({ nodeId, viewer }, { dispatch, queryFulfilled }) {
        const patch = dispatch(favouritesApi.util.updateQueryData('getFavouriteIds', { viewer }, (ids) => (ids.includes(nodeId) ? ids : [...ids, nodeId])));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Favourites'],
    }),
    removeFavourite: build.mutation<null, FavouriteAction & { viewer: string }>({
      query: ({ nodeId, vendor }) => ({ url: PATHS.removeFavourite, method: 'DELETE', params: { nodeId, vendor } }),
      async onQueryStarted({ nodeId, viewer }, { dispatch, queryFulfilled }) {
        const patch = dispatch(favouritesApi.util.updateQueryData('getFavouriteIds', { viewer }, (ids) => ids.filter((id) => id !== nodeId)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Favourites'],
    }),
  }),
});

export const { useGetFavouriteIdsQuery, useGetFavouriteGamesQuery, useGetMemberGamePageQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
