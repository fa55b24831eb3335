import type { ContractKind, EncryptionPublicKey, KpiPeriod } from '@lobby/contract';
import { AGENT_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { sendEncrypted, type BaseQuery } from './encrypted-request';

/** A contract kind's path (known-api.md): GET the holder's view, POST the holder's answer. */
type ContractView = 'dailySalaryContract' | 'realTimeSalaryContract' | 'hourSalaryContract' | 'dividendContract';
type ContractAnswer =
  'answerDailySalaryContract' | 'answerRealTimeSalaryContract' | 'answerHourSalaryContract' | 'answerDividendContract';
const CONTRACT_PATHS = {
  dailySalary: AGENT_PATHS.dailySalaryContract,
  realTimeSalary: AGENT_PATHS.realTimeSalaryContract,
  hourSalary: AGENT_PATHS.hourSalaryContract,
  dividend: AGENT_PATHS.dividendContract,
} satisfies Record<ContractKind, Call<ContractView>['url']>;

/**
 * An agent's team KPIs, invitation code, team list and offers, the member's contracts and their
 * request flags, and rebate settings.
 */
export const agentApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamKpi: build.query<Answer<'teamKpi'>, KpiPeriod>({
      query: (period) => ({ url: AGENT_PATHS.teamKpi, params: { period } }) satisfies Call<'teamKpi'>,
      providesTags: ['Contracts'],
    }),
    getAffiliateInfo: build.query<Answer<'affiliateInfo'>, void>({
      query: () => ({ url: AGENT_PATHS.affiliateInfo }) satisfies Call<'affiliateInfo'>,
      providesTags: ['Member'],
    }),
    getTeamMembers: build.query<Answer<'teamMembers'>, void>({
      query: () => ({ url: AGENT_PATHS.teamMembers }) satisfies Call<'teamMembers'>,
      providesTags: ['Contracts'],
    }),
    offerContract: build.mutation<Answer<'offerContract'>, Body<'offerContract'>>({
      query: (body) => ({ url: AGENT_PATHS.offerContract, method: 'POST', body }) satisfies Call<'offerContract'>,
      invalidatesTags: ['Contracts'],
    }),
    /** An account in the agent's team; the password travels sealed (DESIGN.md section 3). */
    openAccount: build.mutation<
      Answer<'openAccount'>,
      { payload: Body<'openAccount'>; encryption: EncryptionPublicKey }
    >({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'openAccount'>>(
          baseQuery as BaseQuery,
          { url: AGENT_PATHS.openAccount, method: 'POST', body: payload } satisfies Call<'openAccount'>,
          encryption,
        ),
      invalidatesTags: ['Contracts'],
    }),
    /** Every product type: no filter in the query. */
    getRebateSettings: build.query<Answer<'rebateSettings'>, void>({
      query: () => ({ url: AGENT_PATHS.rebateSettings, params: {} }) satisfies Call<'rebateSettings'>,
      providesTags: ['Contracts'],
    }),
    getContractRequest: build.query<Answer<'contractRequest'>, void>({
      query: () => ({ url: AGENT_PATHS.contractRequest }) satisfies Call<'contractRequest'>,
      providesTags: ['Contracts'],
    }),
    getContract: build.query<Answer<ContractView>, ContractKind>({
      query: (kind) => ({ url: CONTRACT_PATHS[kind] }) satisfies Call<ContractView>,
      providesTags: ['Contracts'],
    }),
    answerContract: build.mutation<Answer<ContractAnswer>, Body<ContractAnswer> & { kind: ContractKind }>({
      query: ({ kind, ...body }) =>
        ({ url: CONTRACT_PATHS[kind], method: 'POST', body }) satisfies Call<ContractAnswer>,
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
