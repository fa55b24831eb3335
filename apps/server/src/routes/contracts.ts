import { answerContractPayloadSchema, ok, offerContractPayloadSchema, rebateQuerySchema, type ContractKind } from '@lobby/contract';
import { AGENT_PATHS } from '@lobby/contract/constants';
import { isAgent } from '@lobby/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestContext } from '../http/request-context';
import { parsePayload } from '../http/request-body';
import { memberOf } from '../http/viewer';
import type { AccountsService } from '../services/accounts-service';
import type { ContractService } from '../services/contract-service';
import { AppError } from '../errors';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  contracts: ContractService;
  accounts: AccountsService;
  merchants: MerchantDirectory;
}

/** The contract paths of known-api.md, one per kind: GET the holder's view, POST the holder's answer. */
const CONTRACT_PATHS: Record<ContractKind, string> = {
  dailySalary: AGENT_PATHS.dailySalaryContract,
  realTimeSalary: AGENT_PATHS.realTimeSalaryContract,
  hourSalary: AGENT_PATHS.hourSalaryContract,
  dividend: AGENT_PATHS.dividendContract,
};

/**
 * Contracts (issue: agents): the contract request flags after session renewal, the holder's view
 * and answer per kind, an upline's team list and offers, and the brand's rebate settings.
 */
export function contractRoutes(app: FastifyInstance, deps: Deps) {
  const member = async (request: FastifyRequest) => memberOf(request, deps.accounts, (await requestContext(request, deps.merchants)).merchant);
  const agent = async (request: FastifyRequest) => {
    const viewer = await member(request);
    if (!isAgent(viewer.type)) throw new AppError('agent.only', 403);
    return viewer;
  };

  app.get(AGENT_PATHS.contractRequest, async (request) => ok(await deps.contracts.request(await member(request))));

  for (const [kind, path] of Object.entries(CONTRACT_PATHS) as [ContractKind, string][]) {
    app.get(path, async (request) => ok(await deps.contracts.view(await member(request), kind)));
    app.post(path, async (request) => {
      const { action, contractId } = parsePayload(answerContractPayloadSchema, request.body);
      return ok(await deps.contracts.answer(await member(request), kind, contractId, action === 'accept'));
    });
  }

  app.get(AGENT_PATHS.teamMembers, async (request) => ok(await deps.contracts.team(await agent(request))));
  app.post(AGENT_PATHS.offerContract, async (request) => {
    const { downline, offer } = parsePayload(offerContractPayloadSchema, request.body);
    return ok(await deps.contracts.offer(await agent(request), downline, offer));
  });

  app.get(AGENT_PATHS.rebateSettings, async (request) => {
    const { productType } = parsePayload(rebateQuerySchema, request.query, 'query');
    const viewer = await member(request);
    return ok(await deps.contracts.rebates(viewer.merchantCode, productType));
  });
}
