import type { GameListParams, MemberListParams } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';
import { favouritesAsGameList } from './favourites-page';

/** A list's query as the domain builds it (gameListQuery, memberListQuery): text the server checks. */
type GameListCall = Omit<Call<'gameList'>, 'params'> & { params: GameListParams };
type MemberPageCall = Omit<Call<'favourites'> | Call<'recentGames'>, 'params'> & { params: MemberListParams };

export interface MemberPagesArgs {
  source: 'favourites' | 'recent';
  params: MemberListParams;
}

/** After a page, the next one while the server says there are more (spec section 4: load more). */
const pages = {
  initialPageParam: 1,
  getNextPageParam: (last: Answer<'gameList'>, _all: unknown, page: number) =>
    page < last.totalPages ? page + 1 : undefined,
};

/**
 * The game list screens' paged lists (spec sections 4 and 7) as RTK Query infinite queries: one
 * cache entry per filter holds its pages, so a new filter starts from page 1 and a filter seen
 * before comes back with its pages. Apart from the first page's calls: only the list screens load it.
 */
export const gamePagesApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getGamePages: build.infiniteQuery<Answer<'gameList'>, GameListParams, number>({
      infiniteQueryOptions: pages,
      query: ({ queryArg, pageParam }) =>
        ({ url: PATHS.gameList, params: { ...queryArg, pageNo: String(pageParam) } }) satisfies GameListCall,
    }),
    /** The member's favourites or recent games inside a game list (its FAV and RECENT classes). */
    getMemberGamePages: build.infiniteQuery<Answer<'gameList'>, MemberPagesArgs, number>({
      infiniteQueryOptions: pages,
      // Favourites count pages by `pageNo`, recent games by `page` (spec section 7).
      query: ({ queryArg: { source, params }, pageParam }) =>
        (source === 'favourites'
          ? { url: PATHS.favourites, params: { ...params, pageNo: String(pageParam) } }
          : { url: PATHS.recentGames, params: { ...params, page: String(pageParam) } }) satisfies MemberPageCall,
      transformResponse: (page: Answer<'favourites'> | Answer<'recentGames'>, _meta, { queryArg }) =>
        queryArg.source === 'favourites'
          ? favouritesAsGameList(page as Answer<'favourites'>)
          : (page as Answer<'recentGames'>),
      providesTags: (_r, _e, { source }) => [source === 'favourites' ? 'Favourites' : 'RecentGames'],
    }),
  }),
});

export const { useGetGamePagesInfiniteQuery, useGetMemberGamePagesInfiniteQuery } = gamePagesApi;
