import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';
import { settingsRequest } from './requests';

// Calls without parameters stay a bare path (checked as the contract's): the first page's bundle
// has no room for the object around it.

export const settingsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<Answer<'settings'>, void>({
      query: () => settingsRequest().url satisfies Call<'settings'>['url'],
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = settingsApi;

export const statusApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** 0 normal, 1 maintenance, 2 region restricted (spec section 4). */
    getSystemStatus: build.query<Answer<'systemStatus'>, void>({
      query: () => PATHS.systemStatus satisfies Call<'systemStatus'>['url'],
    }),
  }),
});

export const { useGetSystemStatusQuery } = statusApi;
