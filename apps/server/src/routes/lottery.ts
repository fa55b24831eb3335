import { lotteryHallQuerySchema, nearNumerosQuerySchema, ok, openedNumeroQuerySchema } from '@lobby/contract';
import { LOTTERY_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePayload } from '../http/request-body';
import { requestContext } from '../http/request-context';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { LotteryHallService } from '../services/lottery-hall-service';
import type { LotteryService } from '../services/lottery-service';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  lottery: LotteryService;
  hall: LotteryHallService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
}

/**
 * A lottery's open draw and latest results, and the lottery hall (known-api.md): public like the
 * game list, except a member's recent lotteries.
 */
export function lotteryRoutes(app: FastifyInstance, deps: Deps) {
  app.get(LOTTERY_PATHS.openedNumero, async (request) => {
    const { nodeId } = parsePayload(openedNumeroQuerySchema, request.query, 'query');
    return ok(await deps.lottery.opened(nodeId));
  });
  app.get(LOTTERY_PATHS.nearNumeros, async (request) => {
    const { nodeId, size } = parsePayload(nearNumerosQuerySchema, request.query, 'query');
    return ok(await deps.lottery.near(nodeId, size));
  });

  async function hallQuery(request: FastifyRequest) {
    const query = parsePayload(lotteryHallQuerySchema, request.query, 'query');
    return { query, ctx: await requestContext(request, deps.merchants, { language: query.language }) };
  }
  app.get(LOTTERY_PATHS.lotteryGames, async (request) => {
    const { query, ctx } = await hallQuery(request);
    return ok(await deps.hall.games(ctx.merchant, ctx.language, query.gameType));
  });
  app.get(LOTTERY_PATHS.lotteryMenus, async (request) => {
    const { query, ctx } = await hallQuery(request);
    return ok(await deps.hall.menus(ctx.merchant, ctx.language, query.gameType));
  });
  app.get(LOTTERY_PATHS.popularLotteries, async (request) => {
    const { query, ctx } = await hallQuery(request);
    return ok(await deps.hall.popular(ctx.merchant, ctx.language, query.gameType, query.size));
  });
  app.get(LOTTERY_PATHS.recentLotteries, async (request) => {
    const { query, ctx } = await hallQuery(request);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return ok(await deps.hall.recent(ctx.merchant, ctx.language, member.id, query.gameType, query.size));
  });
}
