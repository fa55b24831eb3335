import { PATHS, type GameType, type Language } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import type { NumericCall } from './numeric-call';
import { onAnswer, type CacheAction } from './on-answer';
import { walletApi } from './wallet-api';

/** A settled or dealt round carries the new balance: the header shows it without asking again. */
function balanceFrom(round: Answer<'inHouseDeal'>): CacheAction {
  return walletApi.util.updateQueryData('getBalance', undefined, (balance) => {
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
    launchGame: build.mutation<Answer<'launchGame'>, Query<'launchGame'>>({
      query: (params) =>
        ({
          url: PATHS.launchGame,
          params: { platform: 'html5', clientType: '2', ...params },
        }) satisfies Call<'launchGame'>,
      invalidatesTags: ['RecentGames'],
    }),
    getRecentGames: build.query<Answer<'recentGames'>, { language: Language; pageSize: number; gameType?: GameType }>({
      query: ({ language, pageSize, gameType }) =>
        ({
          url: PATHS.recentGames,
          params: {
            page: 1,
            pageSize,
            language,
            clientType: '2',
            ...(gameType ? { gameType } : {}),
          },
        }) satisfies NumericCall<'recentGames'>,
      providesTags: ['RecentGames'],
    }),
    getInHouseTable: build.query<Answer<'inHouseTable'>, { nodeId: string; language: Language }>({
      query: (params) => ({ url: PATHS.inHouseTable, params }) satisfies Call<'inHouseTable'>,
      // It shows the balance: what changes the wallet shows it again.
      providesTags: ['Wallet'],
    }),
    deal: build.mutation<Answer<'inHouseDeal'>, Body<'inHouseDeal'>>({
      query: (body) => ({ url: PATHS.inHouseDeal, method: 'POST', body }) satisfies Call<'inHouseDeal'>,
      onQueryStarted: onAnswer(balanceFrom),
      invalidatesTags: ['Orders'],
    }),
    guess: build.mutation<Answer<'inHouseGuess'>, Body<'inHouseGuess'>>({
      query: (body) => ({ url: PATHS.inHouseGuess, method: 'POST', body }) satisfies Call<'inHouseGuess'>,
      onQueryStarted: onAnswer(balanceFrom),
      invalidatesTags: ['Orders'],
    }),
    getOrders: build.query<
      Answer<'orders'>,
      { language: Language; pageSize: number; startTime?: string; endTime?: string }
    >({
      query: ({ language, pageSize, startTime, endTime }) =>
        ({
          url: PATHS.orders,
          params: {
            pageNo: 1,
            pageSize,
            language,
            ...(startTime && endTime ? { startTime, endTime } : {}),
          },
        }) satisfies NumericCall<'orders'>,
      providesTags: ['Orders'],
    }),
    getOrderDetail: build.query<Answer<'orderDetail'>, { orderId: string; language: Language }>({
      query: (params) => ({ url: PATHS.orderDetail, params }) satisfies Call<'orderDetail'>,
      providesTags: ['Orders'],
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
