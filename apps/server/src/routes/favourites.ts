import { favouriteActionSchema, favouritesQuerySchema, ok, type FavouritesPage } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { FavouritesService } from '../services/favourites-service';
import type { GameListService } from '../services/game-list-service';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  favourites: FavouritesService;
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

  app.post(PATHS.addFavourite, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await deps.favourites.add(member.id, parsePayload(favouriteActionSchema, request.body));
    return ok(null);
  });

  // DELETE names the game in the query (a body on DELETE is not dependable).
  app.delete(PATHS.removeFavourite, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    await deps.favourites.remove(member.id, parsePayload(favouriteActionSchema, request.query, 'query'));
    return ok(null);
  });
}
