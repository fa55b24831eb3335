import type { LoginValue, MemberInfo } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';

/** Shared by the renewal and what waits for it (the contract prompts run after a renewal). */
export const SESSION_RENEWAL_KEY = 'session-renewal';

/** Session calls without encrypted bodies (free play, logout, renewal, member info). */
export const sessionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** Free play: a trial session for a visitor (spec sections 2 and 4). */
    freePlayLogin: build.mutation<LoginValue, void>({
      query: () => ({ url: PATHS.freePlayLogin, method: 'POST' }),
      invalidatesTags: ['Member'],
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: PATHS.logout, method: 'DELETE' }),
      invalidatesTags: ['Member'],
    }),
    renewSession: build.mutation<LoginValue, void>({
      query: () => ({ url: PATHS.renewSession, method: 'POST' }),
    }),
    /** The logged-in member, or null for a visitor. */
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => PATHS.memberInfo,
      providesTags: ['Member'],
    }),
  }),
});

export const { useFreePlayLoginMutation, useLogoutMutation, useRenewSessionMutation, useGetMemberInfoQuery } = sessionApi;
