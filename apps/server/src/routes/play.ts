import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import type { GameListService } from '../services/game-list-service';
import type { HiLoTable } from '../services/hi-lo-table';
import type { LaunchService } from '../services/launch-service';
import type { PlayerProtection } from '../services/player-protection';
import type { RateLimiter } from '../services/rate-limit';

interface Deps {
  launcher: LaunchService;
  hiLo: HiLoTable;
  gameList: GameListService;
  limits: RateLimiter;
  protection: PlayerProtection;
}

/** Playing: launch (spec sections 4 and 7), recent games, the in-house table and the betting records. Every path needs a session. */
export function playRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  // Past the session's time limit no game opens (an excluded member never gets this far).
  serve(app, ENDPOINTS.launchGame, async ({ ctx, member, session, query, request }) => {
    await deps.protection.checkSession(undefined, member.id, session.startedAt);
    // A provider's page sends the player back to the site's home, at the address they came by.
    const returnUrl = `${request.protocol}://${request.host}/m/home`;
    return deps.launcher.launch(member, session, { ...query, language: ctx.language, returnUrl });
  });

  serve(
    app,
    ENDPOINTS.recentGames,
    ({ ctx, member, query }) => {
      const { page, pageSize, gameType, vendor } = query;
      return deps.gameList.recent(ctx.merchant, ctx.language, member.id, {
        gameType,
        vassalage: vendor,
        pageNo: page,
        pageSize,
      });
    },
    { keepQueries: true },
  );

  serve(app, ENDPOINTS.inHouseTable, ({ ctx, member, query }) =>
    deps.hiLo.table(member.id, query.nodeId, ctx.language),
  );

  serve(app, ENDPOINTS.inHouseDeal, async ({ ctx, member, session, body }) => {
    // Generous for a person, a wall for a script.
    await deps.limits.hit(`deal:${member.id}`, 120, 60);
    return deps.hiLo.deal(ctx.merchant, member, body, session.startedAt);
  });

  serve(app, ENDPOINTS.inHouseGuess, ({ ctx, member, body }) => deps.hiLo.guess(ctx.merchant, member, body));

  serve(
    app,
    ENDPOINTS.orders,
    ({ ctx, member, query }) => {
      const { pageNo, pageSize, startTime, endTime } = query;
      const window = startTime && endTime ? { from: new Date(startTime), to: new Date(endTime) } : undefined;
      return deps.launcher.orders(member.id, ctx.language, { pageNo, pageSize }, window);
    },
    { keepQueries: true },
  );

  serve(app, ENDPOINTS.orderDetail, ({ ctx, member, query }) =>
    deps.launcher.orderDetail(member.id, query.orderId, ctx.language),
  );
}
