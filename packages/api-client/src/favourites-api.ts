import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { favouritesAsGameList } from './favourites-page';
import type { NumericCall } from './numeric-call';

/** The most favourites one request brings (spec section 9: 200 in search). */
const ALL_FAVOURITES = 200;

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

export const { useGetFavouriteIdsQuery, useAddFavouriteMutation, useRemoveFavouriteMutation } = favouritesApi;
