import type { DealPayload, GameList, GuessPayload, HiLoRound, InHouseTable, LaunchQuery, LaunchValue, OrderDetail, Orders } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { walletApi } from './wallet-api';
import { onAnswer, type CacheAction } from './on-answer';

/** A settled or dealt round carries the new balance: the header shows it without asking again. */
function balanceFrom(round: HiLoRound, viewer: string) {
  return walletApi.util.updateQueryData('getBalance', { viewer }, (balance) => {
    balance.balanceMinor = round.balanceMinor;
    balance.sumBalance = round.balanceMinor / 100;
  });
}

/**
 * Playing (spec sections 4 and 7): launching a game (which also makes it the latest recent game),
 * a member's recent games, the in-house Hi-Lo table and the betting records.
 */
export const playApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    launchGame: build.mutation<LaunchValue, LaunchQuery & { viewer: string }>({
      query: ({ viewer: _, ...params }) => ({ url: PATHS.launchGame, params: { platform: 'html5', clientType: '2', ...params } }),
      invalidatesTags: ['RecentGames'],
    }),
    getRecentGames: build.query<GameList, { viewer: string; language: string; pageSize: number; gameType?: string }>({
      query: ({ language, pageSize, gameType }) => ({ url: PATHS.recentGames, params: { page: 1, pageSize, language, clientType: '2', ...(gameType ? { gameType } : {}) } }),
      providesTags: ['RecentGames'],
    }),
    getInHouseTable: build.query<InHouseTable, { viewer: string; nodeId: string; language: string }>({
      query: ({ nodeId, language }) => ({ url: PATHS.inHouseTable, params: { nodeId, language } }),
    }),
    deal: build.mutation<HiLoRound, DealPayload & { viewer: string }>({
      query: ({ viewer: _, ...body }) => ({ url: PATHS.inHouseDeal, method: 'POST', body }),
      onQueryStarted: onAnswer((data: HiLoRound, { viewer }: { viewer: string }): CacheAction => balanceFrom(data, viewer)),
      invalidatesTags: ['Orders'],
    }),
    guess: build.mutation<HiLoRound, GuessPayload & { viewer: string }>({
      query: ({ viewer: _, ...body }) => ({ url: PATHS.inHouseGuess, method: 'POST', body }),
      onQueryStarted: onAnswer((data: HiLoRound, { viewer }: { viewer: string }): CacheAction => balanceFrom(data, viewer)),
      invalidatesTags: ['Orders'],
    }),
    getOrders: build.query<Orders, { viewer: string; language: string; pageSize: number; startTime?: string; endTime?: string }>({
      query: ({ language, pageSize, startTime, endTime }) => ({ url: PATHS.orders, params: { pageNo: 1, pageSize, language, ...(startTime && endTime ? { startTime, endTime } : {}) } }),
      providesTags: ['Orders'],
    }),
    getOrderDetail: build.query<OrderDetail, { viewer: string; orderId: string; language: string }>({
      query: ({ orderId, language }) => ({ url: PATHS.orderDetail, params: { orderId, language } }),
    }),
  }),
});

export const {
  useLaunchGameMutation,
  useGetRecentGamesQuery,
  useGetInHouseTableQuery,
  useDealMutation,
  useGuessMutation,
  useGetOrdersQuery,
  useGetOrderDetailQuery,
} = playApi;
