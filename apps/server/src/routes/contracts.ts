import { ENDPOINTS, type ContractKind, type RebateSetting } from '@lobby/contract';
import { isAgent } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../db/repositories/accounts-repo';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { ContractService } from '../services/contract-service';

interface Deps {
  contracts: ContractService;
}

/** The contract paths of known-api.md, one per kind: GET the holder's view, POST the holder's answer. */
const CONTRACT_ENDPOINTS = {
  dailySalary: [ENDPOINTS.dailySalaryContract, ENDPOINTS.answerDailySalaryContract],
  realTimeSalary: [ENDPOINTS.realTimeSalaryContract, ENDPOINTS.answerRealTimeSalaryContract],
  hourSalary: [ENDPOINTS.hourSalaryContract, ENDPOINTS.answerHourSalaryContract],
  dividend: [ENDPOINTS.dividendContract, ENDPOINTS.answerDividendContract],
} as const satisfies Record<ContractKind, readonly [unknown, unknown]>;

/** An upline's pages are an agent's: 'Non-agents cannot log in' (spec section 6). */
function agentOnly(member: MemberRow) {
  if (!isAgent(member.type)) throw new AppError('agent.only', 403);
  return member;
}

/**
 * Contracts (issue: agents): the contract request flags after session renewal, the holder's view
 * and answer per kind, an upline's team list and offers, and the brand's rebate settings.
 */
export function contractRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.contractRequest, ({ member }) => deps.contracts.request(member));

  for (const [kind, [view, answer]] of Object.entries(CONTRACT_ENDPOINTS) as [
    ContractKind,
    (typeof CONTRACT_ENDPOINTS)[ContractKind],
  ][]) {
    serve(app, view, ({ member }) => deps.contracts.view(member, kind));
    serve(app, answer, ({ member, body }) =>
      deps.contracts.answer(member, kind, body.contractId, body.action === 'accept'),
    );
  }

  serve(app, ENDPOINTS.teamMembers, ({ member }) => deps.contracts.team(agentOnly(member)));
  serve(app, ENDPOINTS.offerContract, ({ member, body }) =>
    deps.contracts.offer(agentOnly(member), body.downline, body.offer),
  );

  // The table holds the contract's product types only (stored as text); the answer's schema checks each one.
  serve(
    app,
    ENDPOINTS.rebateSettings,
    async ({ member, query }) =>
      (await deps.contracts.rebates(member.merchantCode, query.productType)) as RebateSetting[],
  );
}
