import type { Banner, GameList, Language, Vendor } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { bannersRequest, vendorsRequest } from './requests';

export interface VendorsArgs {
  language: Language;
  /** '' for every type. */
  gameType: string;
}

export const catalogueApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of games; the args are the spec section 7 query (see @lobby/domain gameListQuery). */
    getGameList: build.query<GameList, Record<string, string>>({
      query: (params) => ({ url: PATHS.gameList, params }),
    }),
    getVendors: build.query<Vendor[], VendorsArgs>({
      query: ({ language, gameType }) => vendorsRequest(language, gameType),
    }),
    getBanners: build.query<Banner[], { groupName: string; language: Language }>({
      query: ({ groupName, language }) => bannersRequest(groupName, language),
    }),
  }),
});

export const { useGetGameListQuery, useGetVendorsQuery, useGetBannersQuery } = catalogueApi;
