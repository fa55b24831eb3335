import { endpoint } from '../endpoint';
import { LOTTERY_PATHS } from '../paths';
import {
  lotteryGamesSchema,
  lotteryHallQuerySchema,
  lotteryMenusSchema,
  nearNumerosQuerySchema,
  nearNumerosSchema,
  openedNumeroQuerySchema,
  openedNumeroSchema,
} from '../play';

/** A lottery's draws and the lottery hall (known-api.md): public, except a member's recent lotteries. */
export const lotteryEndpoints = {
  openedNumero: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.openedNumero,
    access: 'public',
    query: openedNumeroQuerySchema,
    response: openedNumeroSchema,
  }),
  nearNumeros: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.nearNumeros,
    access: 'public',
    query: nearNumerosQuerySchema,
    response: nearNumerosSchema,
  }),
  lotteryGames: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.lotteryGames,
    access: 'public',
    query: lotteryHallQuerySchema,
    response: lotteryGamesSchema,
  }),
  lotteryMenus: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.lotteryMenus,
    access: 'public',
    query: lotteryHallQuerySchema,
    response: lotteryMenusSchema,
  }),
  popularLotteries: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.popularLotteries,
    access: 'public',
    query: lotteryHallQuerySchema,
    response: lotteryGamesSchema,
  }),
  recentLotteries: endpoint({
    method: 'GET',
    path: LOTTERY_PATHS.recentLotteries,
    access: 'member',
    query: lotteryHallQuerySchema,
    response: lotteryGamesSchema,
  }),
};
