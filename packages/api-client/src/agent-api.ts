import type {
  AnswerContractPayload,
  Contract,
  ContractKind,
  ContractRequest,
  ContractView,
  EncryptionPublicKey,
  KpiPeriod,
  OfferContractPayload,
  RebateSetting,
  TeamMember,
} from '@lobby/contract';
import { AGENT_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { sendEncrypted, type BaseQuery } from './encrypted-request';

/** The contract path of each kind (known-api.md). */
const CONTRACT_PATHS: Record<ContractKind, string> = {
  dailySalary: AGENT_PATHS.dailySalaryContract,
  realTimeSalary: AGENT_PATHS.realTimeSalaryContract,
  hourSalary: AGENT_PATHS.hourSalaryContract,
  dividend: AGENT_PATHS.dividendContract,
};

/**
 * An agent's team KPIs, invitation code, team list and offers, the member's contracts and their
 * request flags, and rebate settings; keyed by the viewer's token so that another login refetches.
 */
export const agentApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamKpi: build.query<Answer<'teamKpi'>, { viewer: string; period: KpiPeriod }>({
      query: ({ period }) => ({ url: AGENT_PATHS.teamKpi, params: { period } }) satisfies Call<'teamKpi'>,
    }),
    getAffiliateInfo: build.query<Answer<'affiliateInfo'>, { viewer: string }>({
      query: () => ({ url: AGENT_PATHS.affiliateInfo }) satisfies Call<'affiliateInfo'>,
    }),
    getTeamMembers: build.query<TeamMember[], { viewer: string }>({
      query: () => AGENT_PATHS.teamMembers,
      providesTags: ['Contracts'],
    }),
    offerContract: build.mutation<Contract, OfferContractPayload>({
      query: (body) => ({ url: AGENT_PATHS.offerContract, method: 'POST', body }),
      invalidatesTags: ['Contracts'],
    }),
    /** An account in the agent's team; the password travels sealed (DESIGN.md section 3). */
    openAccount: build.mutation<Answer<'openAccount'>, { payload: Body<'openAccount'>; encryption: EncryptionPublicKey }>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'openAccount'>>(
          baseQuery as BaseQuery,
          { url: AGENT_PATHS.openAccount, method: 'POST', body: payload } satisfies Call<'openAccount'>,
          encryption,
        ),
      invalidatesTags: ['Contracts'],
    }),
    getRebateSettings: build.query<RebateSetting[], { viewer: string }>({
      query: () => AGENT_PATHS.rebateSettings,
    }),
    getContractRequest: build.query<ContractRequest, { viewer: string }>({
      query: () => AGENT_PATHS.contractRequest,
      providesTags: ['Contracts'],
    }),
    getContract: build.query<ContractView, { viewer: string; kind: ContractKind }>({
      query: ({ kind }) => CONTRACT_PATHS[kind],
      providesTags: ['Contracts'],
    }),
    answerContract: build.mutation<ContractView, AnswerContractPayload & { kind: ContractKind }>({
      query: ({ kind, ...body }) => ({ url: CONTRACT_PATHS[kind], method: 'POST', body }),
      invalidatesTags: ['Contracts', 'Wallet'],
    }),
  }),
});

export const {
  useGetTeamKpiQuery,
  useGetAffiliateInfoQuery,
  useGetTeamMembersQuery,
  useOfferContractMutation,
  useOpenAccountMutation,
  useGetRebateSettingsQuery,
  useGetContractRequestQuery,
  useLazyGetContractRequestQuery,
  useGetContractQuery,
  useAnswerContractMutation,
} = agentApi;
