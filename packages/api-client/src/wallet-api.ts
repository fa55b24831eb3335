import type { DepositPayload, Jackpot, MerchantWallet, PromoCodePayload, PromoCodeValue, RankProgress, WalletBalance, Winner } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { onAnswer, type CacheAction } from './on-answer';

/**
 * The wallet (spec sections 2 and 3): the member's balance for the header (keyed by the viewer's
 * token, so another login asks again), the brand's wallet setup, and the demo deposit.
 */
export const walletApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<WalletBalance, { viewer: string }>({
      query: () => PATHS.walletBalance,
      providesTags: ['Wallet'],
    }),
    getRankProgress: build.query<RankProgress, { viewer: string }>({
      query: () => PATHS.rankProgress,
      providesTags: ['Wallet'],
    }),
    getWinnerBoard: build.query<Winner[], { language: string }>({
      query: ({ language }) => ({ url: PATHS.winnerBoard, params: { language } }),
    }),
    getJackpot: build.query<Jackpot, void>({
      query: () => PATHS.jackpot,
    }),
    getMerchantWallet: build.query<MerchantWallet, void>({
      query: () => PATHS.merchantWallet,
    }),
    demoDeposit: build.mutation<WalletBalance, DepositPayload & { viewer: string }>({
      query: ({ amount, requestId }) => ({ url: PATHS.demoDeposit, method: 'POST', body: { amount, requestId } }),
      onQueryStarted: onAnswer((data: WalletBalance, { viewer }: { viewer: string }): CacheAction => walletApi.util.upsertQueryData('getBalance', { viewer }, data)),
    }),
    demoWithdraw: build.mutation<WalletBalance, DepositPayload & { viewer: string }>({
      query: ({ amount, requestId }) => ({ url: PATHS.withdraw, method: 'POST', body: { amount, requestId } }),
      onQueryStarted: onAnswer((data: WalletBalance, { viewer }: { viewer: string }): CacheAction => walletApi.util.upsertQueryData('getBalance', { viewer }, data)),
    }),
    redeemPromoCode: build.mutation<PromoCodeValue, PromoCodePayload & { viewer: string }>({
      query: ({ code }) => ({ url: PATHS.redeemPromoCode, method: 'POST', body: { code } }),
      onQueryStarted: onAnswer((data: PromoCodeValue, { viewer }: { viewer: string }): CacheAction =>
        walletApi.util.updateQueryData('getBalance', { viewer }, (b) => ({ ...b, balanceMinor: data.balanceMinor, sumBalance: data.balanceMinor / 100 })),
      ),
    }),
  }),
});

export const { useGetBalanceQuery, useGetMerchantWalletQuery, useDemoDepositMutation, useGetRankProgressQuery, useGetWinnerBoardQuery, useGetJackpotQuery, useRedeemPromoCodeMutation, useDemoWithdrawMutation } = walletApi;
