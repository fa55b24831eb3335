import { affiliateInfoSchema, teamKpiQuerySchema, teamKpiSchema } from '../agent';
import { openAccountPayloadSchema, teamMemberSchema } from '../contracts';
import { endpoint } from '../endpoint';
import { AGENT_PATHS } from '../paths';

/** An agent's own calls (spec sections 6 and 7): team KPIs, invitation code, a new account in the team (sealed, as registration). */
export const agentEndpoints = {
  teamKpi: endpoint({
    method: 'GET',
    path: AGENT_PATHS.teamKpi,
    access: 'member',
    query: teamKpiQuerySchema,
    response: teamKpiSchema,
  }),
  affiliateInfo: endpoint({
    method: 'GET',
    path: AGENT_PATHS.affiliateInfo,
    access: 'member',
    response: affiliateInfoSchema,
  }),
  openAccount: endpoint({
    method: 'POST',
    path: AGENT_PATHS.openAccount,
    access: 'member',
    body: openAccountPayloadSchema,
    encoding: 'sealed',
    response: teamMemberSchema,
  }),
};
