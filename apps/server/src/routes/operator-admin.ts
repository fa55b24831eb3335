import { ok } from '@lobby/contract';
import {
  auditQuerySchema,
  newOperatorSchema,
  OPERATOR_PATHS,
  operatorGrantsSchema,
  operatorUsernameSchema,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import type { OperatorAdmin } from '../services/operator-admin';

const named = z.object({ username: operatorUsernameSchema });

/**
 * Operators' accounts (an admin over every brand) and the audit log (an admin sees the brands
 * they administer; entries of no brand, such as sign-ins, only an admin over every brand).
 */
export async function operatorAdminRoutes(app: FastifyInstance, deps: { gate: OperatorGate; admin: OperatorAdmin }) {
  const { gate, admin } = deps;
  const at = (suffix = '') => `${OPERATOR_PATHS.operators}${suffix}`;
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(at(), async (request) => {
      gate.require(request, 'admin', null);
      return ok(await admin.list());
    });
    ops.post(at(), { schema: { body: newOperatorSchema } }, async (request) => {
      gate.require(request, 'admin', null);
      const made = await admin.create(request.body.username, request.body.grants);
      await gate.audit(request, {
        action: 'operator.created',
        target: made.username,
        after: { grants: request.body.grants },
      });
      return ok(made);
    });
    ops.put(
      at('/:username/grants'),
      { schema: { params: named, body: z.strictObject({ grants: operatorGrantsSchema }) } },
      async (request) => {
        gate.require(request, 'admin', null);
        const change = await admin.setGrants(request.params.username, request.body.grants);
        await gate.audit(request, { action: 'operator.grants', target: request.params.username, ...change });
        return ok(null);
      },
    );
    for (const [suffix, action, run] of [
      ['/unlock', 'operator.unlocked', (u: string) => admin.unlock(u)],
      ['/disable', 'operator.disabled', (u: string) => admin.setDisabled(u, true)],
      ['/enable', 'operator.enabled', (u: string) => admin.setDisabled(u, false)],
    ] as const) {
      ops.post(at(`/:username${suffix}`), { schema: { params: named } }, async (request) => {
        gate.require(request, 'admin', null);
        await run(request.params.username);
        await gate.audit(request, { action, target: request.params.username });
        return ok(null);
      });
    }
    ops.post(at('/:username/reset'), { schema: { params: named } }, async (request) => {
      gate.require(request, 'admin', null);
      const credentials = await admin.reset(request.params.username);
      await gate.audit(request, { action: 'operator.reset', target: request.params.username });
      return ok(credentials);
    });
    ops.get(OPERATOR_PATHS.audit, { schema: { querystring: auditQuerySchema } }, async (request) => {
      const brands = gate.brands(request, 'admin');
      return ok(await admin.audit(request.query, brands));
    });
  });
}
