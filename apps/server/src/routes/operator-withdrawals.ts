import { ok, WITHDRAWAL_STATES } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorGuard } from '../http/operator-auth';
import type { WithdrawalService } from '../services/withdrawals';

export const OPERATOR_WITHDRAWALS_PATH = '/__ops/withdrawals';

/**
 * The operator's withdrawal API (a later console uses it too): the queue by state, approve (the
 * provider is asked to pay), reject with a reason (the amount goes back). Behind the operator's
 * token, as /__ops/brands.
 */
export async function operatorWithdrawalRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; token: string | undefined; callbackUrl: (origin: string) => string },
) {
  const params = z.object({ reference: z.string().regex(/^W[A-Za-z0-9]{8,40}$/) });
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard(deps.token));
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(
      OPERATOR_WITHDRAWALS_PATH,
      { schema: { querystring: z.object({ state: z.enum(WITHDRAWAL_STATES).default('pending') }) } },
      async (request) => ok(await deps.withdrawals.queue(request.query.state)),
    );
    ops.post(`${OPERATOR_WITHDRAWALS_PATH}/:reference/approve`, { schema: { params } }, async (request) =>
      ok(
        await deps.withdrawals.approve(
          request.params.reference,
          deps.callbackUrl(`${request.protocol}://${request.host}`),
        ),
      ),
    );
    ops.post(
      `${OPERATOR_WITHDRAWALS_PATH}/:reference/reject`,
      { schema: { params, body: z.object({ reason: z.string().trim().min(3).max(300) }) } },
      async (request) => ok(await deps.withdrawals.reject(request.params.reference, request.body.reason)),
    );
  });
}
