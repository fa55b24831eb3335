import type { AffiliateInfo, KpiPeriod, TeamKpi } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';

/** An agent's team KPIs and invitation code; keyed by the viewer's token. */
export const agentApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamKpi: build.query<TeamKpi, { viewer: string; period: KpiPeriod }>({
      query: ({ period }) => ({ url: PATHS.teamKpi, params: { period } }),
    }),
    getAffiliateInfo: build.query<AffiliateInfo, { viewer: string }>({
      query: () => PATHS.affiliateInfo,
    }),
  }),
});

export const { useGetTeamKpiQuery, useGetAffiliateInfoQuery } = agentApi;
