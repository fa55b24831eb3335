import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { FavouritesService } from '../services/favourites-service';
import type { GameListService } from '../services/game-list-service';

interface Deps {
  favourites: FavouritesService;
  gameList: GameListService;
}

/**
 * A member's favourite games (spec sections 3, 4 and 7): the paged list (36; up to 200), adding
 * (once: a second add changes nothing) and removing, each naming the game by node id and vendor.
 * Visitors have none: every path needs a session.
 */
export function favouriteRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(
    app,
    ENDPOINTS.favourites,
    async ({ ctx, member, query }) => {
      const { pageNo, pageSize, gameType, vendor } = query;
      const page = { gameType, vassalage: vendor, isNew: false, pageNo, pageSize };
      const { games, ...counts } = await deps.gameList.page(ctx.merchant, ctx.language, page, member.id);
      // The platform's paged result (spec section 3): the games as `content`, with the page size.
      return { content: games, ...counts, pageSize };
    },
    { keepQueries: true },
  );

  serve(app, ENDPOINTS.addFavourite, async ({ member, body }) => {
    await deps.favourites.add(member.id, body);
    return null;
  });

  // DELETE names the game in the query (a body on DELETE is not dependable).
  serve(app, ENDPOINTS.removeFavourite, async ({ member, query }) => {
    await deps.favourites.remove(member.id, query);
    return null;
  });
}
