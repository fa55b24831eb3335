import type { Banner, BannerGroup, GameListParams, GameType, Language } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';
import { bannersRequest, vendorsRequest } from './requests';

export interface VendorsArgs {
  language: Language;
  /** '' for every type. */
  gameType: GameType | '';
}

/** The game list's call with its query as the domain builds it: text, whose values the server checks. */
type GameListCall = Omit<Call<'gameList'>, 'params'> & { params: GameListParams };

export const catalogueApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of games; the args are the spec section 7 query (see @lobby/domain gameListQuery). */
    getGameList: build.query<Answer<'gameList'>, GameListParams>({
      query: (params) => ({ url: PATHS.gameList, params }) satisfies GameListCall,
    }),
    getVendors: build.query<Answer<'vendors'>, VendorsArgs>({
      query: ({ language, gameType }) => vendorsRequest(language, gameType),
    }),
    /** The feed's answer for `types=B`. */
    getBanners: build.query<Extract<Answer<'announcements'>, Banner[]>, { groupName: BannerGroup; language: Language }>(
      {
        query: ({ groupName, language }) => bannersRequest(groupName, language),
      },
    ),
  }),
});

export const { useGetGameListQuery, useGetVendorsQuery, useGetBannersQuery } = catalogueApi;
