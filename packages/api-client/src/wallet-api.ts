import { currencyRules, PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';

/**
 * The wallet (spec sections 2 and 3): the member's balance for the header, the brand's wallet
 * setup, deposits and withdrawals through its payment provider.
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
    /** Starts a deposit by one of the brand's methods: the answer's `payUrl` is the provider's page. */
    startDeposit: build.mutation<Answer<'startDeposit'>, Body<'startDeposit'>>({
      query: (body) => ({ url: PATHS.deposit, method: 'POST', body }) satisfies Call<'startDeposit'>,
    }),
    /** A deposit as it stands (the server asks the provider while it is pending). */
    getDeposit: build.query<Answer<'deposit'>, Query<'deposit'>>({
      query: (params) => ({ url: PATHS.depositStatus, params }) satisfies Call<'deposit'>,
    }),
    /** A withdrawal through the payment provider: held at once; the balance and the list are read again. */
    requestWithdrawal: build.mutation<Answer<'withdraw'>, Body<'withdraw'>>({
      query: (body) => ({ url: PATHS.withdraw, method: 'POST', body }) satisfies Call<'withdraw'>,
      invalidatesTags: ['Wallet'],
    }),
    /** The member's latest deposits with their states. */
    getDeposits: build.query<Answer<'deposits'>, void>({
      query: () => ({ url: PATHS.deposits }) satisfies Call<'deposits'>,
      providesTags: ['Wallet'],
    }),
    /** The member's latest withdrawals with their states. */
    getWithdrawals: build.query<Answer<'withdrawals'>, void>({
      query: () => ({ url: PATHS.withdrawals }) satisfies Call<'withdrawals'>,
      providesTags: ['Wallet'],
    }),
    /** Takes back a withdrawal still pending: the amount returns to the wallet. */
    cancelWithdrawal: build.mutation<Answer<'cancelWithdrawal'>, Body<'cancelWithdrawal'>>({
      query: (body) => ({ url: PATHS.cancelWithdrawal, method: 'POST', body }) satisfies Call<'cancelWithdrawal'>,
      invalidatesTags: ['Wallet'],
    }),
    redeemPromoCode: build.mutation<Answer<'redeemPromoCode'>, Body<'redeemPromoCode'>>({
      query: (body) => ({ url: PATHS.redeemPromoCode, method: 'POST', body }) satisfies Call<'redeemPromoCode'>,
      onQueryStarted: onAnswer((data: Answer<'redeemPromoCode'>): CacheAction =>
        walletApi.util.updateQueryData('getBalance', undefined, (b) => ({
          ...b,
          balanceMinor: data.balanceMinor,
          sumBalance: data.balanceMinor / 10 ** currencyRules(b.currency).exponent,
        })),
      ),
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useGetMerchantWalletQuery,
  useStartDepositMutation,
  useGetDepositQuery,
  useGetRankProgressQuery,
  useGetWinnerBoardQuery,
  useGetJackpotQuery,
  useRedeemPromoCodeMutation,
  useRequestWithdrawalMutation,
  useGetWithdrawalsQuery,
  useGetDepositsQuery,
  useCancelWithdrawalMutation,
} = walletApi;
