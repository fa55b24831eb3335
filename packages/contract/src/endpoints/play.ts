import { endpoint } from '../endpoint';
import { gameListSchema, recentGamesQuerySchema } from '../game-list';
import { PATHS } from '../paths';
import {
  dealPayloadSchema,
  guessPayloadSchema,
  hiLoRoundSchema,
  inHouseTableQuerySchema,
  inHouseTableSchema,
  launchQuerySchema,
  launchValueSchema,
  orderDetailQuerySchema,
  orderDetailSchema,
  ordersQuerySchema,
  ordersSchema,
} from '../play';

/** Playing (spec sections 4 and 7): launch, recent games, the in-house table and the betting records; members only. */
export const playEndpoints = {
  launchGame: endpoint({
    method: 'GET',
    path: PATHS.launchGame,
    access: 'member',
    query: launchQuerySchema,
    response: launchValueSchema,
  }),
  recentGames: endpoint({
    method: 'GET',
    path: PATHS.recentGames,
    access: 'member',
    query: recentGamesQuerySchema,
    response: gameListSchema,
  }),
  inHouseTable: endpoint({
    method: 'GET',
    path: PATHS.inHouseTable,
    access: 'member',
    query: inHouseTableQuerySchema,
    response: inHouseTableSchema,
  }),
  inHouseDeal: endpoint({
    method: 'POST',
    path: PATHS.inHouseDeal,
    access: 'member',
    body: dealPayloadSchema,
    response: hiLoRoundSchema,
  }),
  inHouseGuess: endpoint({
    method: 'POST',
    path: PATHS.inHouseGuess,
    access: 'member',
    body: guessPayloadSchema,
    response: hiLoRoundSchema,
  }),
  orders: endpoint({
    method: 'GET',
    path: PATHS.orders,
    access: 'member',
    query: ordersQuerySchema,
    response: ordersSchema,
  }),
  orderDetail: endpoint({
    method: 'GET',
    path: PATHS.orderDetail,
    access: 'member',
    query: orderDetailQuerySchema,
    response: orderDetailSchema,
  }),
};
