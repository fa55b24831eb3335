import { PROTECTION_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { onAnswer, type CacheAction } from './on-answer';

/** The changes of limits and reality checks: each answers the whole protection status. */
type StatusChange = 'setLimits' | 'confirmLimit' | 'cancelLimit' | 'reviewLimits' | 'setRealityCheck';

/** A change's answer replaces the cached status: nothing is asked again. */
const keepStatus = onAnswer((data: Answer<'protectionStatus'>): CacheAction =>
  protectionApi.util.upsertQueryData('getProtectionStatus', undefined, data),
);

/** Player protection (ours): limits, pending raises, reality checks, breaks and self-exclusion. */
export const protectionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => {
    /** A status change: its body to `url` by `method`, both as the contract has them. */
    const change = <N extends StatusChange>(url: Call<N>['url'], method: Call<N>['method']) =>
      build.mutation<Answer<N>, Body<N>>({
        query: (body) => ({ url, method, body }),
        onQueryStarted: keepStatus,
      });
    return {
      getProtectionStatus: build.query<Answer<'protectionStatus'>, void>({
        query: () => ({ url: PROTECTION_PATHS.status }) satisfies Call<'protectionStatus'>,
        providesTags: ['Member'],
      }),
      setLimits: change<'setLimits'>(PROTECTION_PATHS.setLimits, 'PUT'),
      confirmLimit: change<'confirmLimit'>(PROTECTION_PATHS.confirmLimit, 'POST'),
      cancelLimit: change<'cancelLimit'>(PROTECTION_PATHS.cancelLimit, 'POST'),
      /** Keeps the limits as they are (the six-monthly review), or goes on without one (the first-deposit prompt). */
      reviewLimits: change<'reviewLimits'>(PROTECTION_PATHS.reviewLimits, 'POST'),
      setRealityCheck: change<'setRealityCheck'>(PROTECTION_PATHS.realityCheck, 'PUT'),
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
    };
  },
});

export const {
  useGetProtectionStatusQuery,
  useSetLimitsMutation,
  useConfirmLimitMutation,
  useCancelLimitMutation,
  useReviewLimitsMutation,
  useSetRealityCheckMutation,
  useLazyGetPlaySessionQuery,
  useExcludeMutation,
} = protectionApi;
