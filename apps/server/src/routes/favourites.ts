import { favouriteActionSchema, favouritesQuerySchema, ok, type FavouritesPage } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GamesRepo } from '../db/repositories/games-repo';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import { AppError } from '../errors';
import type { GameListService } from '../services/game-list-service';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  games: GamesRepo;
  gameList: GameListService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
}

/**
 * A member's favourite games (spec sections 3, 4 and 7): the paged list (36; up to 200), adding
 * (once: a second add changes nothing) and removing, each naming the game by node id and vendor.
 * Visitors have none: every path needs a session.
 */
export function favouriteRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(PATHS.favourites, { schema: { querystring: favouritesQuerySchema } }, async (request) => {
    const { language, pageNo, pageSize, gameType, vendor } = request.query;
    const ctx = await requestContext(request, deps.merchants, { language });
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    const page = { gameType, vassalage: vendor, isNew: false, pageNo, pageSize };
    const { games, ...counts } = await deps.gameList.page(ctx.merchant, ctx.language, page, member.id);
    // The platform's paged result (spec section 3): the games as `content`, with the page size.
    return ok({ content: games, ...counts, pageSize } satisfies FavouritesPage);
  });

  /** The game must exist under that vendor: a made-up node id is a 404, not a stored row. */
  async function game(body: unknown) {
    const { nodeId, vendor } = parsePayload(favouriteActionSchema, body);
    const found = await deps.games.byNode(nodeId, vendor);
    if (!found) throw new AppError('request.notFound', 404);
    return found.nodeId;
  }

  app.post(PATHS.addFavourite, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await deps.games.addFavourite(member.id, await game(request.body));
    return ok(null);
  });

  // DELETE names the game in the query (a body on DELETE is not dependable).
  app.delete(PATHS.removeFavourite, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await deps.games.removeFavourite(member.id, await game(request.query));
    return ok(null);
  });
}
