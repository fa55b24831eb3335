import { PATHS } from '@lobby/contract/constants';
import type { SiteSettings } from '@lobby/contract';
import { lobbyApi } from './api';

export const settingsApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<SiteSettings, void>({
      query: () => PATHS.settings,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = settingsApi;
