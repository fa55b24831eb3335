import { LOTTERY_PATHS, type Language } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';
import type { NumericCall } from './numeric-call';

type HallArgs = { language: Language; gameType?: 'LOTT' | 'ELOTT' };

/** A lottery's draws and the lottery hall; only the lottery pages load these. */
export const lotteryApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenedNumero: build.query<Answer<'openedNumero'>, { nodeId: string }>({
      query: ({ nodeId }) => ({ url: LOTTERY_PATHS.openedNumero, params: { nodeId } }) satisfies Call<'openedNumero'>,
      keepUnusedDataFor: 0,
    }),
    getNearNumeros: build.query<Answer<'nearNumeros'>, { nodeId: string; size: number }>({
      query: ({ nodeId, size }) =>
        ({ url: LOTTERY_PATHS.nearNumeros, params: { nodeId, size } }) satisfies NumericCall<'nearNumeros'>,
      keepUnusedDataFor: 0,
    }),
    // Draw times go stale: the hall is asked again each time it opens.
    getLotteryMenus: build.query<Answer<'lotteryMenus'>, HallArgs>({
      query: ({ language, gameType }) =>
        ({ url: LOTTERY_PATHS.lotteryMenus, params: { language, gameType } }) satisfies Call<'lotteryMenus'>,
      keepUnusedDataFor: 0,
    }),
    getPopularLotteries: build.query<Answer<'popularLotteries'>, HallArgs & { size: number }>({
      query: ({ language, gameType, size }) =>
        ({
          url: LOTTERY_PATHS.popularLotteries,
          params: { language, gameType, size },
        }) satisfies NumericCall<'popularLotteries'>,
      keepUnusedDataFor: 0,
    }),
    /** The member's own recent lotteries: launching one asks again. */
    getRecentLotteries: build.query<Answer<'recentLotteries'>, HallArgs & { size: number }>({
      query: ({ language, gameType, size }) =>
        ({
          url: LOTTERY_PATHS.recentLotteries,
          params: { language, gameType, size },
        }) satisfies NumericCall<'recentLotteries'>,
      providesTags: ['RecentGames'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetOpenedNumeroQuery,
  useGetNearNumerosQuery,
  useGetLotteryMenusQuery,
  useGetPopularLotteriesQuery,
  useGetRecentLotteriesQuery,
} = lotteryApi;
