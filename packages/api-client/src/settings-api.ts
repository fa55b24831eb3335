import { PATHS } from '@lobby/contract/constants';
import type { SiteSettings } from '@lobby/contract';
import { lobbyApi } from './api';
import { settingsRequest } from './requests';

export const settingsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => settingsRequest().url,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = settingsApi;

export const statusApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** 0 normal, 1 maintenance, 2 region restricted (spec section 4). */
    getSystemStatus: build.query<{ status: 0 | 1 | 2 }, void>({
      query: () => PATHS.systemStatus,
    }),
  }),
});

export const { useGetSystemStatusQuery } = statusApi;
