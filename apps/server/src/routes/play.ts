import { dealPayloadSchema, guessPayloadSchema, inHouseTableQuerySchema, launchQuerySchema, ok, orderDetailQuerySchema, ordersQuerySchema, recentGamesQuerySchema } from '@lobby/contract';
import { PATHS, type Language } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { GameListService } from '../services/game-list-service';
import type { HiLoTable } from '../services/hi-lo-table';
import type { LaunchService } from '../services/launch-service';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';

interface Deps {
  launcher: LaunchService;
  hiLo: HiLoTable;
  gameList: GameListService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  limits: RateLimiter;
}

/** Playing: launch (spec sections 4 and 7), recent games, the in-house table and the betting records. Every path needs a session. */
export function playRoutes(app: FastifyInstance, deps: Deps) {
  async function who(request: FastifyRequest, language?: Language) {
    const ctx = await requestContext(request, deps.merchants, { language });
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    return { ctx, member };
  }

  app.get(PATHS.launchGame, async (request) => {
    const query = parsePayload(launchQuerySchema, request.query, 'query');
    const { ctx, member } = await who(request, query.language);
    return ok(await deps.launcher.launch(member, { ...query, language: ctx.language }));
  });

  app.get(PATHS.recentGames, async (request) => {
    const { page, pageSize, gameType, vendor, language } = parsePayload(recentGamesQuerySchema, request.query, 'query');
    const { ctx, member } = await who(request, language);
    return ok(await deps.gameList.recent(ctx.merchant, ctx.language, member.id, { gameType, vassalage: vendor, pageNo: page, pageSize }));
  });

  app.get(PATHS.inHouseTable, async (request) => {
    const { nodeId, language } = parsePayload(inHouseTableQuerySchema, request.query, 'query');
    const { ctx, member } = await who(request, language);
    return ok(await deps.hiLo.table(member.id, nodeId, ctx.language));
  });

  app.post(PATHS.inHouseDeal, async (request) => {
    const { ctx, member } = await who(request);
    const input = parsePayload(dealPayloadSchema, request.body);
    // Generous for a person, a wall for a script.
    await deps.limits.hit(`deal:${member.id}`, 120, 60);
    return ok(await deps.hiLo.deal(ctx.merchant, member, input));
  });

  app.post(PATHS.inHouseGuess, async (request) => {
    const { ctx, member } = await who(request);
    const input = parsePayload(guessPayloadSchema, request.body);
    return ok(await deps.hiLo.guess(ctx.merchant, member, input));
  });

  app.get(PATHS.orders, async (request) => {
    const { pageNo, pageSize, language, startTime, endTime } = parsePayload(ordersQuerySchema, request.query, 'query');
    const { ctx, member } = await who(request, language);
    const window = startTime && endTime ? { from: new Date(startTime), to: new Date(endTime) } : undefined;
    return ok(await deps.launcher.orders(member.id, ctx.language, { pageNo, pageSize }, window));
  });

  app.get(PATHS.orderDetail, async (request) => {
    const { orderId, language } = parsePayload(orderDetailQuerySchema, request.query, 'query');
    const { ctx, member } = await who(request, language);
    return ok(await deps.launcher.orderDetail(member.id, orderId, ctx.language));
  });
}
