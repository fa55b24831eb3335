import {
  OPERATOR_PATHS,
  type AgentsPage,
  type AgentsQuery,
  type OperatorAgentView,
  type OpsRebates,
  type SettlementsPage,
  type SettlementsQuery,
} from '@lobby/contract/operator';
import { operatorApi } from './operator-api';

const P = OPERATOR_PATHS;

/** A brand's agents: the list, one agent's tree, contracts and settlements, the brand's rebate rates. */
export const agentsApi = operatorApi.injectEndpoints({
  endpoints: (build) => ({
    agents: build.query<AgentsPage, AgentsQuery>({
      query: (params) => ({ url: P.agents, params }),
      providesTags: ['Agents'],
    }),
    agent: build.query<OperatorAgentView, { merchant: string; username: string; page?: number }>({
      query: ({ username, ...params }) => ({ url: `${P.agents}/${encodeURIComponent(username)}`, params }),
      providesTags: ['Agents'],
    }),
    settlements: build.query<SettlementsPage, SettlementsQuery>({
      query: (params) => ({ url: P.settlements, params }),
      providesTags: ['Agents'],
    }),
    /** Answers what became of it: an offer is withdrawn, a contract in force ended. */
    endContract: build.mutation<{ status: 'withdrawn' | 'ended' }, { merchantCode: string; id: string }>({
      query: ({ id, ...body }) => ({
        url: `${P.agents}/contracts/${encodeURIComponent(id)}/end`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Agents', 'Audit'],
    }),
    rebates: build.query<OpsRebates['rates'], { merchant: string }>({
      query: (params) => ({ url: P.rebates, params }),
      providesTags: ['Agents'],
    }),
    saveRebates: build.mutation<OpsRebates['rates'], OpsRebates>({
      query: (body) => ({ url: P.rebates, method: 'PUT', body }),
      invalidatesTags: ['Agents', 'Audit'],
    }),
  }),
});

export const {
  useAgentsQuery,
  useAgentQuery,
  useSettlementsQuery,
  useEndContractMutation,
  useRebatesQuery,
  useSaveRebatesMutation,
} = agentsApi;
