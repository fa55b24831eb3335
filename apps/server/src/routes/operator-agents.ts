import { REBATE_PRODUCT_TYPES, ok } from '@lobby/contract';
import {
  AGENTS_PAGE_SIZE,
  OPERATOR_PATHS,
  agentQuerySchema,
  agentsQuerySchema,
  opsEndContractSchema,
  opsRebatesSchema,
  rebatesQuerySchema,
  settlementsQuerySchema,
  type AgentSettlement,
  type AgentsPage,
  type OperatorAgentView,
  type SettlementsPage,
} from '@lobby/contract/operator';
import { isAgent } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AgentsAdminRepo } from '../db/repositories/agents-admin-repo';
import type { ContractsRepo } from '../db/repositories/contracts-repo';
import { AppError } from '../errors';
import { operatorScope, type OperatorGate } from '../http/operator-auth';
import { DEFAULT_REBATES, toContract } from '../services/contract-service';

const P = OPERATOR_PATHS;
const READERS = ['support', 'risk', 'finance'] as const;

type SettlementRow = Awaited<ReturnType<AgentsAdminRepo['settlements']>>[number];
const toSettlement = (row: SettlementRow): AgentSettlement => ({
  ...row,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
});

/**
 * A brand's agents: the list, one agent's place in the tree with its contracts and settlements,
 * the brand's settlements (support, risk and finance read); finance ends a contract and sets the
 * brand's rebate rates. Each change is audited with before and after.
 */
export async function operatorAgentRoutes(
  app: FastifyInstance,
  deps: {
    gate: OperatorGate;
    agents: AgentsAdminRepo;
    contracts: Pick<ContractsRepo, 'usernames' | 'rebates'>;
    currencyOf: (merchant: string) => Promise<string>;
    clock: () => Date;
  },
) {
  const { gate, agents } = deps;
  /** The brand's rates, each product type present (a type never set reads the platform's default). */
  const rebatesOf = async (merchant: string) => {
    const stored = new Map((await deps.contracts.rebates(merchant)).map((r) => [r.productType, r.ratePermille]));
    return Object.fromEntries(REBATE_PRODUCT_TYPES.map((type) => [type, stored.get(type) ?? DEFAULT_REBATES[type]]));
  };
  await operatorScope(app, gate, (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    ops.get(P.agents, { schema: { querystring: agentsQuerySchema } }, async (request) => {
      const { merchant, q, page } = request.query;
      gate.requireAny(request, READERS, merchant);
      // One more than a page tells whether another follows, without counting them all.
      const rows = await agents.agents(merchant, q, AGENTS_PAGE_SIZE + 1, (page - 1) * AGENTS_PAGE_SIZE);
      const shown = rows.slice(0, AGENTS_PAGE_SIZE);
      const inForce = await agents.contractsInForce(shown.map((r) => r.id));
      const answer: AgentsPage = {
        agents: shown.map(({ id, ...row }) => ({ ...row, contracts: inForce.get(id) ?? [] })),
        page,
        pageSize: AGENTS_PAGE_SIZE,
        more: rows.length > AGENTS_PAGE_SIZE,
      };
      return ok(answer);
    });
    ops.get(
      `${P.agents}/:username`,
      { schema: { params: z.object({ username: z.string().trim().min(1).max(64) }), querystring: agentQuerySchema } },
      async (request) => {
        const { merchant, page } = request.query;
        gate.requireAny(request, READERS, merchant);
        const member = await agents.member(merchant, request.params.username);
        // A member of any type may be a node of the tree (its upline's team); only agents are listed.
        if (!member) throw new AppError('request.notFound', 404);
        const [currency, uplines, team, teamSize, contracts, settlements] = await Promise.all([
          deps.currencyOf(merchant),
          agents.uplines(member.id),
          agents.team(member.id, AGENTS_PAGE_SIZE, (page - 1) * AGENTS_PAGE_SIZE),
          agents.teamCount(member.id),
          agents.contractsInvolving(member.id),
          agents.settlements(merchant, { holderId: member.id }, 50, 0),
        ]);
        const names = await deps.contracts.usernames([...new Set(contracts.flatMap((c) => [c.uplineId, c.holderId]))]);
        const view: OperatorAgentView = {
          username: member.username,
          memberNo: member.memberNo,
          type: member.type,
          currency,
          uplines,
          team: team.map((t) => ({ ...t, agent: isAgent(t.type), joinedAt: t.joinedAt.toISOString() })),
          teamSize,
          page,
          pageSize: AGENTS_PAGE_SIZE,
          contracts: contracts.map((row) => toContract(row, names)),
          settlements: settlements.map(toSettlement),
        };
        return ok(view);
      },
    );
    ops.post(
      `${P.agents}/contracts/:id/end`,
      { schema: { params: z.object({ id: z.string().uuid() }), body: opsEndContractSchema } },
      async (request) => {
        const { merchantCode } = request.body;
        gate.require(request, 'finance', merchantCode);
        const { before, ended } = await agents.endContract(merchantCode, request.params.id, deps.clock());
        if (!before) throw new AppError('request.notFound', 404);
        if (!ended) throw new AppError('contract.answered', 409);
        const names = await deps.contracts.usernames([before.holderId]);
        const status = before.status === 'offered' ? 'withdrawn' : 'ended';
        await gate.audit(request, {
          action: 'contract.ended',
          brand: merchantCode,
          target: names.get(before.holderId) ?? before.holderId,
          before: { id: before.id, kind: before.kind, status: before.status },
          after: { status },
        });
        return ok({ status });
      },
    );
    ops.get(P.settlements, { schema: { querystring: settlementsQuerySchema } }, async (request) => {
      const { merchant, kind, page } = request.query;
      gate.requireAny(request, READERS, merchant);
      const [currency, rows] = await Promise.all([
        deps.currencyOf(merchant),
        agents.settlements(merchant, { kind }, AGENTS_PAGE_SIZE + 1, (page - 1) * AGENTS_PAGE_SIZE),
      ]);
      const answer: SettlementsPage = {
        settlements: rows.slice(0, AGENTS_PAGE_SIZE).map(toSettlement),
        currency,
        page,
        pageSize: AGENTS_PAGE_SIZE,
        more: rows.length > AGENTS_PAGE_SIZE,
      };
      return ok(answer);
    });
    ops.get(P.rebates, { schema: { querystring: rebatesQuerySchema } }, async (request) => {
      gate.requireAny(request, READERS, request.query.merchant);
      return ok(await rebatesOf(request.query.merchant));
    });
    ops.put(P.rebates, { schema: { body: opsRebatesSchema } }, async (request) => {
      const { merchantCode, rates } = request.body;
      gate.require(request, 'finance', merchantCode);
      await deps.currencyOf(merchantCode); // an unknown brand is refused before anything is written
      const before = await rebatesOf(merchantCode);
      await agents.setRebates(merchantCode, rates);
      await gate.audit(request, { action: 'rebates.set', brand: merchantCode, before, after: rates });
      return ok(rates);
    });
  });
}
