import type { Language, LotteryGames, LotteryMenus, NearNumeros, OpenedNumero } from '@lobby/contract';
import { LOTTERY_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';

type HallArgs = { language: Language; gameType?: 'LOTT' | 'ELOTT' };

/** A lottery's draws and the lottery hall; only the lottery pages load these. */
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
    // Draw times go stale: the hall is asked again each time it opens.
    getLotteryMenus: build.query<LotteryMenus, HallArgs>({
      query: ({ language, gameType }) => ({ url: LOTTERY_PATHS.lotteryMenus, params: { language, gameType } }),
      keepUnusedDataFor: 0,
    }),
    getPopularLotteries: build.query<LotteryGames, HallArgs & { size: number }>({
      query: ({ language, gameType, size }) => ({ url: LOTTERY_PATHS.popularLotteries, params: { language, gameType, size } }),
      keepUnusedDataFor: 0,
    }),
    /** `viewer` keys the cache by session, as for the other member lists. */
    getRecentLotteries: build.query<LotteryGames, HallArgs & { size: number; viewer: string }>({
      query: ({ language, gameType, size }) => ({ url: LOTTERY_PATHS.recentLotteries, params: { language, gameType, size } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOpenedNumeroQuery, useGetNearNumerosQuery, useGetLotteryMenusQuery, useGetPopularLotteriesQuery, useGetRecentLotteriesQuery } = lotteryApi;
