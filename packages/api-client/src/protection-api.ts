import { PROTECTION_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';

/** Every change answers the whole status: the cached one is replaced, nothing asked again. */
const keepStatus = onAnswer((data: Answer<'protectionStatus'>): CacheAction =>
  protectionApi.util.upsertQueryData('getProtectionStatus', undefined, data),
);

/** Player protection (ours): limits, pending raises, reality checks, breaks and self-exclusion. */
export const protectionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getProtectionStatus: build.query<Answer<'protectionStatus'>, void>({
      query: () => ({ url: PROTECTION_PATHS.status }) satisfies Call<'protectionStatus'>,
      providesTags: ['Member'],
    }),
    setLimits: build.mutation<Answer<'setLimits'>, Body<'setLimits'>>({
      query: (body) => ({ url: PROTECTION_PATHS.setLimits, method: 'PUT', body }) satisfies Call<'setLimits'>,
      onQueryStarted: keepStatus,
    }),
    confirmLimit: build.mutation<Answer<'confirmLimit'>, Body<'confirmLimit'>>({
      query: (body) => ({ url: PROTECTION_PATHS.confirmLimit, method: 'POST', body }) satisfies Call<'confirmLimit'>,
      onQueryStarted: keepStatus,
    }),
    cancelLimit: build.mutation<Answer<'cancelLimit'>, Body<'cancelLimit'>>({
      query: (body) => ({ url: PROTECTION_PATHS.cancelLimit, method: 'POST', body }) satisfies Call<'cancelLimit'>,
      onQueryStarted: keepStatus,
    }),
    setRealityCheck: build.mutation<Answer<'setRealityCheck'>, Body<'setRealityCheck'>>({
      query: (body) => ({ url: PROTECTION_PATHS.realityCheck, method: 'PUT', body }) satisfies Call<'setRealityCheck'>,
      onQueryStarted: keepStatus,
    }),
    /** The reality check's figures, asked when the check is due (never cached). */
    getPlaySession: build.query<Answer<'playSession'>, void>({
      query: () => ({ url: PROTECTION_PATHS.session }) satisfies Call<'playSession'>,
      keepUnusedDataFor: 0,
    }),
    exclude: build.mutation<Answer<'exclude'>, Body<'exclude'>>({
      query: (body) => ({ url: PROTECTION_PATHS.exclude, method: 'POST', body }) satisfies Call<'exclude'>,
      // Everything of the member but the balance is closed now: the status says until when.
      invalidatesTags: (_r, error) => (error ? [] : ['Member']),
    }),
  }),
});

export const {
  useGetProtectionStatusQuery,
  useSetLimitsMutation,
  useConfirmLimitMutation,
  useCancelLimitMutation,
  useSetRealityCheckMutation,
  useLazyGetPlaySessionQuery,
  useExcludeMutation,
} = protectionApi;
