import { endpoint } from '../endpoint';
import { gameListQuerySchema, gameListSchema } from '../game-list';
import { hotGamesQuerySchema, hotGamesSchema } from '../games';
import { PATHS } from '../paths';

/** The catalogue (spec sections 3 and 7): hot games, and the game list under both its paths. */
export const gamesEndpoints = {
  hotGames: endpoint({
    method: 'GET',
    path: PATHS.hotGames,
    access: 'public',
    query: hotGamesQuerySchema,
    response: hotGamesSchema,
  }),
  gameList: endpoint({
    method: 'GET',
    path: PATHS.gameList,
    access: 'public',
    query: gameListQuerySchema,
    response: gameListSchema,
  }),
  /** The same list under the lottery gateway's name (known-api.md). */
  gameListMobile: endpoint({
    method: 'GET',
    path: PATHS.gameListMobile,
    access: 'public',
    query: gameListQuerySchema,
    response: gameListSchema,
  }),
};
