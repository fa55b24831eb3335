import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';

/**
 * The wallet (spec sections 2 and 3): the member's balance for the header, the brand's wallet
 * setup, and the demo deposit.
 */
export const walletApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Answer<'walletBalance'>, void>({
      query: () => ({ url: PATHS.walletBalance }) satisfies Call<'walletBalance'>,
      providesTags: ['Wallet'],
    }),
    getRankProgress: build.query<Answer<'rankProgress'>, void>({
      query: () => ({ url: PATHS.rankProgress }) satisfies Call<'rankProgress'>,
      providesTags: ['Wallet'],
    }),
    getWinnerBoard: build.query<Answer<'winnerBoard'>, Query<'winnerBoard'>>({
      query: (params) => ({ url: PATHS.winnerBoard, params }) satisfies Call<'winnerBoard'>,
    }),
    getJackpot: build.query<Answer<'jackpot'>, void>({
      query: () => ({ url: PATHS.jackpot }) satisfies Call<'jackpot'>,
    }),
    getMerchantWallet: build.query<Answer<'merchantWallet'>, void>({
      query: () => ({ url: PATHS.merchantWallet }) satisfies Call<'merchantWallet'>,
    }),
    demoDeposit: build.mutation<Answer<'demoDeposit'>, Body<'demoDeposit'>>({
      query: (body) => ({ url: PATHS.demoDeposit, method: 'POST', body }) satisfies Call<'demoDeposit'>,
      onQueryStarted: onAnswer((data: Answer<'demoDeposit'>): CacheAction =>
        walletApi.util.upsertQueryData('getBalance', undefined, data),
      ),
    }),
    demoWithdraw: build.mutation<Answer<'withdraw'>, Body<'withdraw'>>({
      query: (body) => ({ url: PATHS.withdraw, method: 'POST', body }) satisfies Call<'withdraw'>,
      onQueryStarted: onAnswer((data: Answer<'withdraw'>): CacheAction =>
        walletApi.util.upsertQueryData('getBalance', undefined, data),
      ),
    }),
    redeemPromoCode: build.mutation<Answer<'redeemPromoCode'>, Body<'redeemPromoCode'>>({
      query: (body) => ({ url: PATHS.redeemPromoCode, method: 'POST', body }) satisfies Call<'redeemPromoCode'>,
      onQueryStarted: onAnswer((data: Answer<'redeemPromoCode'>): CacheAction =>
        walletApi.util.updateQueryData('getBalance', undefined, (b) => ({
          ...b,
          balanceMinor: data.balanceMinor,
          sumBalance: data.balanceMinor / 100,
        })),
      ),
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useGetMerchantWalletQuery,
  useDemoDepositMutation,
  useGetRankProgressQuery,
  useGetWinnerBoardQuery,
  useGetJackpotQuery,
  useRedeemPromoCodeMutation,
  useDemoWithdrawMutation,
} = walletApi;
