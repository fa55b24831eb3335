import { ENDPOINTS } from '@lobby/contract';
import { isAgent } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { MemberRow } from '../db/repositories/accounts-repo';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { AgentService } from '../services/agent-service';
import type { RateLimiter } from '../services/rate-limit';

interface Deps {
  agents: AgentService;
  limits: RateLimiter;
}

/** A session of an agent type, else 'Non-agents cannot log in' (spec section 6). */
function agentOnly(member: MemberRow) {
  if (!isAgent(member.type)) throw new AppError('agent.only', 403);
  return member;
}

/** The agent's own paths: team KPIs, invitation code and a new account in the team. */
export function agentRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.teamKpi, ({ member, query }) => deps.agents.teamKpi(agentOnly(member).id, query.period));

  serve(app, ENDPOINTS.affiliateInfo, ({ member }) => ({ affiliateCode: agentOnly(member).affiliateCode ?? '' }));

  // A password travels sealed, as in registration (DESIGN.md section 3); 30 accounts an hour per agent.
  serve(app, ENDPOINTS.openAccount, async ({ member, body }) => {
    const agent = agentOnly(member);
    await deps.limits.hit(`open-account:${agent.id}`, 30, 3600);
    return deps.agents.openAccount(agent, body);
  });
}
