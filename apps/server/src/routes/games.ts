import { gameListQuerySchema, hotGamesQuerySchema, ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Cache } from '../adapters/cache';
import { requestContext } from '../http/request-context';
import { responseCache } from '../http/response-cache';
import type { GameListService } from '../services/game-list-service';
import type { GamesService } from '../services/games-service';
import type { MerchantDirectory } from '../services/merchants';

export function gameRoutes(
  app: FastifyInstance,
  deps: { games: GamesService; gameList: GameListService; merchants: MerchantDirectory; cache: Cache; gameListTtlSeconds: number },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(PATHS.hotGames, { schema: { querystring: hotGamesQuerySchema } }, async (request) => {
    const { language, refresh, merchantCode } = request.query;
    const ctx = await requestContext(request, deps.merchants, { merchant: merchantCode, language });
    return ok(await deps.games.hotGames(ctx.merchant, ctx.language, refresh ?? false));
  });

  // The lobby asks the same few pages over and over, and the catalogue changes rarely: answers
  // are kept briefly. The relay path and the lottery gateway's path answer the same list.
  const cached = responseCache(deps.cache, 'game-list', deps.gameListTtlSeconds);
  for (const path of [PATHS.gameList, PATHS.gameListMobile]) {
    typed.get(path, { schema: { querystring: gameListQuerySchema }, ...cached }, async (request) => {
      const ctx = await requestContext(request, deps.merchants, request.query);
      return ok(await deps.gameList.page(ctx.merchant, ctx.language, request.query));
    });
  }
}
