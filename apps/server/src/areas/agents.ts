import type { FastifyInstance } from 'fastify';
import { contractsRepo } from '../db/repositories/contracts-repo';
import { agentRoutes } from '../routes/agent';
import { contractRoutes } from '../routes/contracts';
import { agentService } from '../services/agent-service';
import { contractService } from '../services/contract-service';
import type { SharedInfrastructure } from './shared-infrastructure';

/**
 * Agents: the agent centre and their contracts. Returns the contracts, which the settlement job
 * and the dev tools settle.
 */
export async function agentsArea(app: FastifyInstance, shared: SharedInfrastructure) {
  const { database, serve, accounts } = shared;
  const contractsData = contractsRepo(database.db);
  const contracts = contractService({ repo: contractsData, accounts: shared.accountsData, ledger: shared.ledger });
  agentRoutes(app, serve, {
    agents: agentService({ repo: contractsData, accounts, settings: shared.settings }),
    limits: shared.limits,
  });
  contractRoutes(app, serve, { contracts });
  return { contracts };
}
