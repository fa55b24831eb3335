import type { NearNumeros, OpenedNumero } from '@lobby/contract';
import { LOTTERY_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';

/** A lottery's open draw and latest results; only the lottery page loads these. */
export const lotteryApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenedNumero: build.query<OpenedNumero, { nodeId: string }>({
      query: ({ nodeId }) => ({ url: LOTTERY_PATHS.openedNumero, params: { nodeId } }),
      keepUnusedDataFor: 0,
    }),
    getNearNumeros: build.query<NearNumeros, { nodeId: string; size: number }>({
      query: ({ nodeId, size }) => ({ url: LOTTERY_PATHS.nearNumeros, params: { nodeId, size } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOpenedNumeroQuery, useGetNearNumerosQuery } = lotteryApi;
