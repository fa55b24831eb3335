import { hotGamesQuerySchema, ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContext } from '../http/request-context';
import type { GamesService } from '../services/games-service';
import type { MerchantDirectory } from '../services/merchants';

export function gameRoutes(app: FastifyInstance, deps: { games: GamesService; merchants: MerchantDirectory }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(PATHS.hotGames, { schema: { querystring: hotGamesQuerySchema } }, async (request) => {
    const ctx = await requestContext(request, deps.merchants);
    const { language, refresh, merchantCode } = request.query;
    const merchant = merchantCode ? await deps.merchants.resolve(merchantCode) : ctx.merchant;
    return ok(await deps.games.hotGames(merchant, language ?? ctx.language, refresh ?? false));
  });
}
