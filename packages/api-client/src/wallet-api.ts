import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';

/**
 * The wallet (spec sections 2 and 3): the member's balance for the header (keyed by the viewer's
 * token, so another login asks again), the brand's wallet setup, and the demo deposit.
 */
export const walletApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<Answer<'walletBalance'>, { viewer: string }>({
      query: () => ({ url: PATHS.walletBalance }) satisfies Call<'walletBalance'>,
      providesTags: ['Wallet'],
    }),
    getRankProgress: build.query<Answer<'rankProgress'>, { viewer: string }>({
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
    demoDeposit: build.mutation<Answer<'demoDeposit'>, Body<'demoDeposit'> & { viewer: string }>({
      query: ({ amount, requestId }) =>
        ({ url: PATHS.demoDeposit, method: 'POST', body: { amount, requestId } }) satisfies Call<'demoDeposit'>,
      onQueryStarted: onAnswer((data: Answer<'demoDeposit'>, { viewer }: { viewer: string }): CacheAction =>
        walletApi.util.upsertQueryData('getBalance', { viewer }, data),
      ),
    }),
    demoWithdraw: build.mutation<Answer<'withdraw'>, Body<'withdraw'> & { viewer: string }>({
      query: ({ amount, requestId }) =>
        ({ url: PATHS.withdraw, method: 'POST', body: { amount, requestId } }) satisfies Call<'withdraw'>,
      onQueryStarted: onAnswer((data: Answer<'withdraw'>, { viewer }: { viewer: string }): CacheAction =>
        walletApi.util.upsertQueryData('getBalance', { viewer }, data),
      ),
    }),
    redeemPromoCode: build.mutation<Answer<'redeemPromoCode'>, Body<'redeemPromoCode'> & { viewer: string }>({
      query: ({ code }) => ({ url: PATHS.redeemPromoCode, method: 'POST', body: { code } }) satisfies Call<'redeemPromoCode'>,
      onQueryStarted: onAnswer((data: Answer<'redeemPromoCode'>, { viewer }: { viewer: string }): CacheAction =>
        walletApi.util.updateQueryData('getBalance', { viewer }, (b) => ({
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
