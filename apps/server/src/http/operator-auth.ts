import { ALL_BRANDS, grantBrands, grantsAllow, type OperatorRole } from '@lobby/contract/operator';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperatorsRepo } from '../db/repositories/operators-repo';
import { AppError } from '../errors';
import type { OperatorAccounts, Origin, SignedInOperator } from '../services/operator-accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an `/__ops` request, set by the gate's sign-in hook. */
    operator?: SignedInOperator;
  }
}

export const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** What an action leaves in the audit log beside who, when and from where. */
export interface AuditNote {
  action: string;
  brand?: string | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The operator API's door: a hook that finds the operator behind the bearer token, the role and
 * brand check of each action (403 `request.forbidden`), and the audit entry it leaves.
 */
export function operatorGate(accounts: OperatorAccounts, repo: OperatorsRepo) {
  const who = (request: FastifyRequest): SignedInOperator => {
    if (!request.operator) throw new AppError('session.required', 401);
    return request.operator;
  };
  return {
    accounts,
    who,
    /** onRequest hook of a scope of operator routes. */
    async signedIn(request: FastifyRequest) {
      const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError('session.required', 401);
      const operator = await accounts.authenticate(token);
      if (!operator) throw new AppError('session.expired', 401);
      request.operator = operator;
    },
    /** Refuses unless the operator holds `role` (or admin) in `brand`; null: every brand. */
    require(request: FastifyRequest, role: OperatorRole, brand: string | null) {
      if (!grantsAllow(who(request).grants, role, brand)) throw new AppError('request.forbidden', 403);
    },
    /** Refuses unless the operator holds one of `roles` (or admin) in `brand`. */
    requireAny(request: FastifyRequest, roles: readonly OperatorRole[], brand: string) {
      if (!roles.some((role) => grantsAllow(who(request).grants, role, brand)))
        throw new AppError('request.forbidden', 403);
    },
    /** The brands in which the operator may act as `role` (null: all); refused when none. */
    brands(request: FastifyRequest, role: OperatorRole): string[] | null {
      const brands = grantBrands(who(request).grants, role);
      if (brands?.length === 0) throw new AppError('request.forbidden', 403);
      return brands;
    },
    /** The brands any of the operator's grants cover (null: all). */
    visibleBrands(request: FastifyRequest): string[] | null {
      const grants = who(request).grants;
      return grants.some((g) => g.brand === ALL_BRANDS) ? null : [...new Set(grants.map((g) => g.brand))];
    },
    async audit(request: FastifyRequest, note: AuditNote) {
      const operator = who(request);
      await repo.audit({
        operatorId: operator.id,
        operatorName: operator.username,
        ip: request.ip,
        action: note.action,
        merchantCode: note.brand ?? null,
        target: note.target ?? null,
        before: note.before ?? null,
        after: note.after ?? null,
      });
    },
  };
}
export type OperatorGate = ReturnType<typeof operatorGate>;

/** Registers operator routes in a scope whose every request must come from a signed-in operator. */
export async function operatorScope(
  app: FastifyInstance,
  gate: OperatorGate,
  routes: (scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', gate.signedIn);
    await routes(scope);
  });
}
