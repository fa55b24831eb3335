import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Call } from './contract-call';

/** Shared by the renewal and what waits for it (the contract prompts run after a renewal). */
export const SESSION_RENEWAL_KEY = 'session-renewal';

/** Session calls without encrypted bodies (free play, logout, renewal, member info). */
export const sessionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** Free play: a trial session for a visitor (spec sections 2 and 4). */
    freePlayLogin: build.mutation<Answer<'freePlayLogin'>, void>({
      query: () => ({ url: PATHS.freePlayLogin, method: 'POST' }) satisfies Call<'freePlayLogin'>,
      invalidatesTags: ['Member'],
    }),
    logout: build.mutation<Answer<'logout'>, void>({
      query: () => ({ url: PATHS.logout, method: 'DELETE' }) satisfies Call<'logout'>,
      invalidatesTags: ['Member'],
    }),
    renewSession: build.mutation<Answer<'renewSession'>, void>({
      query: () => ({ url: PATHS.renewSession, method: 'POST' }) satisfies Call<'renewSession'>,
    }),
    /** The logged-in member, or null for a visitor. */
    getMemberInfo: build.query<Answer<'memberInfo'>, void>({
      query: () => ({ url: PATHS.memberInfo }) satisfies Call<'memberInfo'>,
      providesTags: ['Member'],
    }),
  }),
});

export const { useFreePlayLoginMutation, useLogoutMutation, useRenewSessionMutation, useGetMemberInfoQuery } =
  sessionApi;
