import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../adapters/cache';
import type { Serve } from '../http/endpoint-route';
import type { GameListService } from '../services/game-list-service';
import type { GamesService } from '../services/games-service';

export function gameRoutes(
  app: FastifyInstance,
  serve: Serve,
  deps: { games: GamesService; gameList: GameListService; cache: Cache; gameListTtlSeconds: number },
) {
  serve(app, ENDPOINTS.hotGames, ({ ctx, query }) =>
    deps.games.hotGames(ctx.merchant, ctx.language, query.refresh ?? false),
  );

  // The lobby asks the same few pages over and over, and the catalogue changes rarely: answers
  // are kept briefly. The relay path and the lottery gateway's path answer the same list.
  const cache = { store: deps.cache, name: 'game-list', ttlSeconds: deps.gameListTtlSeconds };
  for (const list of [ENDPOINTS.gameList, ENDPOINTS.gameListMobile]) {
    serve(app, list, ({ ctx, query }) => deps.gameList.page(ctx.merchant, ctx.language, query), {
      cache,
      keepQueries: true,
    });
  }
}
