import { nearNumerosQuerySchema, ok, openedNumeroQuerySchema } from '@lobby/contract';
import { LOTTERY_PATHS } from '@lobby/contract/constants';
import type { FastifyInstance } from 'fastify';
import { parsePayload } from '../http/request-body';
import type { LotteryService } from '../services/lottery-service';

/** A lottery's open draw and latest results (known-api.md); public, like the game list. */
export function lotteryRoutes(app: FastifyInstance, deps: { lottery: LotteryService }) {
  app.get(LOTTERY_PATHS.openedNumero, async (request) => {
    const { nodeId } = parsePayload(openedNumeroQuerySchema, request.query, 'query');
    return ok(await deps.lottery.opened(nodeId));
  });
  app.get(LOTTERY_PATHS.nearNumeros, async (request) => {
    const { nodeId, size } = parsePayload(nearNumerosQuerySchema, request.query, 'query');
    return ok(await deps.lottery.near(nodeId, size));
  });
}
