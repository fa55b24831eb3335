import { ok, openAccountPayloadSchema, teamKpiQuerySchema } from '@lobby/contract';
import { AGENT_PATHS } from '@lobby/contract/constants';
import { isAgent } from '@lobby/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContext } from '../http/request-context';
import { openEncryptedBody, parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { AgentService } from '../services/agent-service';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { BodyCipher } from '../adapters/body-encryption';

interface Deps {
  agents: AgentService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
  cipher: BodyCipher;
  limits: RateLimiter;
}

/** The agent's own paths: a session of an agent type, else 'Non-agents cannot log in' (spec section 6). */
export function agentRoutes(app: FastifyInstance, deps: Deps) {
  async function agentOf(request: FastifyRequest) {
    const ctx = await requestContext(request, deps.merchants);
    const member = await memberOf(request, deps.accounts, ctx.merchant);
    if (!isAgent(member.type)) throw new AppError('agent.only', 403);
    return member;
  }

  app.get(AGENT_PATHS.teamKpi, async (request) => {
    const { period } = parsePayload(teamKpiQuerySchema, request.query, 'query');
    const agent = await agentOf(request);
    return ok(await deps.agents.teamKpi(agent.id, period));
  });

  app.get(AGENT_PATHS.affiliateInfo, async (request) => {
    const agent = await agentOf(request);
    return ok({ affiliateCode: agent.affiliateCode ?? '' });
  });

  // A password travels sealed, as in registration (DESIGN.md section 3); 30 accounts an hour per agent.
  app.post(AGENT_PATHS.openAccount, async (request) => {
    const agent = await agentOf(request);
    const payload = openEncryptedBody(request, deps.cipher, openAccountPayloadSchema);
    await deps.limits.hit(`open-account:${agent.id}`, 30, 3600);
    return ok(await deps.agents.openAccount(agent, payload));
  });
}
