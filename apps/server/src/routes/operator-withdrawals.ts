import { merchantCodeSchema, ok, WITHDRAWAL_STATES } from '@lobby/contract';
import { OPERATOR_PATHS } from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { WithdrawalService } from '../services/withdrawals';

const PATH = OPERATOR_PATHS.withdrawals;

/**
 * The finance role's withdrawal queue: by state and brand, approve (the provider is asked to pay;
 * above the brand's four-eyes amount only at a second operator's approval), reject with a reason
 * (the amount goes back). Each decision is audited with the withdrawal before and after.
 */
export async function operatorWithdrawalRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalService; gate: OperatorGate; callbackUrl: (origin: string) => string },
) {
  const { gate, withdrawals } = deps;
  const params = z.object({ reference: z.string().regex(/^W[A-Za-z0-9]{8,40}$/) });
  const query = z.object({
    state: z.enum(WITHDRAWAL_STATES).default('pending'),
    merchant: merchantCodeSchema.optional(),
  });
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(PATH, { schema: { querystring: query } }, async (request) => {
      const { state, merchant } = request.query;
      if (merchant) gate.require(request, 'finance', merchant);
      return ok(await withdrawals.queue(state, merchant ? [merchant] : gate.brands(request, 'finance')));
    });
    ops.post(`${PATH}/:reference/approve`, { schema: { params } }, async (request) => {
      const { reference } = request.params;
      const brand = await withdrawals.brandOf(reference);
      gate.require(request, 'finance', brand);
      const after = await withdrawals.approve(
        reference,
        deps.callbackUrl(`${request.protocol}://${request.host}`),
        gate.who(request).id,
      );
      const action = after.state === 'pending' ? 'withdrawal.firstApproval' : 'withdrawal.approved';
      await gate.audit(request, { action, brand, target: reference, after });
      return ok(after);
    });
    ops.post(
      `${PATH}/:reference/reject`,
      { schema: { params, body: z.object({ reason: z.string().trim().min(3).max(300) }) } },
      async (request) => {
        const { reference } = request.params;
        const brand = await withdrawals.brandOf(reference);
        gate.require(request, 'finance', brand);
        const after = await withdrawals.reject(reference, request.body.reason);
        await gate.audit(request, { action: 'withdrawal.rejected', brand, target: reference, after });
        return ok(after);
      },
    );
  });
}
