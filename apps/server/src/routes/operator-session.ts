import { ok } from '@lobby/contract';
import {
  newTokenSchema,
  OPERATOR_PATHS,
  operatorCodeSchema,
  operatorLoginSchema,
  operatorPasswordChangeSchema,
} from '@lobby/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorScope, originOf, type OperatorGate } from '../http/operator-auth';

const sessionId = z.object({ id: z.uuid() });

/** An operator's own sign-in, sessions, password and API tokens. */
export async function operatorSessionRoutes(app: FastifyInstance, gate: OperatorGate) {
  const { accounts } = gate;
  const open = app.withTypeProvider<ZodTypeProvider>();
  open.post(OPERATOR_PATHS.session, { schema: { body: operatorLoginSchema } }, async (request) =>
    ok(await accounts.signIn(request.body.username, request.body.password, originOf(request))),
  );
  open.post(OPERATOR_PATHS.sessionCode, { schema: { body: operatorCodeSchema } }, async (request) =>
    ok(await accounts.confirm(request.body.challenge, request.body.code, originOf(request))),
  );

  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(OPERATOR_PATHS.session, async (request) => ok(await accounts.me(gate.who(request))));
    ops.delete(OPERATOR_PATHS.session, async (request) => {
      await accounts.signOut(gate.who(request), originOf(request));
      return ok(null);
    });
    ops.get(OPERATOR_PATHS.sessions, async (request) => ok(await accounts.sessions(gate.who(request))));
    ops.delete(`${OPERATOR_PATHS.sessions}/:id`, { schema: { params: sessionId } }, async (request) => {
      await accounts.endSession(gate.who(request), request.params.id, originOf(request));
      return ok(null);
    });
    ops.post(OPERATOR_PATHS.password, { schema: { body: operatorPasswordChangeSchema } }, async (request) => {
      const { current, next } = request.body;
      await accounts.changePassword(gate.who(request), current, next, originOf(request));
      return ok(null);
    });
    ops.post(OPERATOR_PATHS.tokens, { schema: { body: newTokenSchema } }, async (request) =>
      ok(await accounts.newToken(gate.who(request), request.body.label, request.body.days, originOf(request))),
    );
  });
}
