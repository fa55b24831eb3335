import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { LotteryHallService } from '../services/lottery-hall-service';
import type { LotteryService } from '../services/lottery-service';

interface Deps {
  lottery: LotteryService;
  hall: LotteryHallService;
}

/**
 * A lottery's open draw and latest results, and the lottery hall (known-api.md): public like the
 * game list, except a member's recent lotteries.
 */
export function lotteryRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.openedNumero, ({ query }) => deps.lottery.opened(query.nodeId));
  serve(app, ENDPOINTS.nearNumeros, ({ query }) => deps.lottery.near(query.nodeId, query.size));

  serve(app, ENDPOINTS.lotteryGames, ({ ctx, query }) => deps.hall.games(ctx.merchant, ctx.language, query.gameType));
  serve(app, ENDPOINTS.lotteryMenus, ({ ctx, query }) => deps.hall.menus(ctx.merchant, ctx.language, query.gameType));
  serve(app, ENDPOINTS.popularLotteries, ({ ctx, query }) =>
    deps.hall.popular(ctx.merchant, ctx.language, query.gameType, query.size),
  );
  serve(app, ENDPOINTS.recentLotteries, ({ ctx, member, query }) =>
    deps.hall.recent(ctx.merchant, ctx.language, member.id, query.gameType, query.size),
  );
}
