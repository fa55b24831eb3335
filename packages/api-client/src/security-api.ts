import type { EncryptionPublicKey } from '@lobby/contract';
import { SECURITY_PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { sendEncrypted, type BaseQuery } from './encrypted-request';
import { onSuccess } from './tags';

export interface TwoFactorDisableArgs {
  payload: Body<'twoFactorDisable'>;
  encryption: EncryptionPublicKey;
}

/** The security centre (issue 23) and the second step of a two-factor login; only their screens load this. */
export const securityApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getSecurityOverview: build.query<Answer<'securityOverview'>, void>({
      query: () => ({ url: SECURITY_PATHS.overview }) satisfies Call<'securityOverview'>,
      providesTags: ['Security'],
    }),
    startTwoFactorSetup: build.mutation<Answer<'twoFactorSetup'>, void>({
      query: () => ({ url: SECURITY_PATHS.twoFactorSetup, method: 'POST' }) satisfies Call<'twoFactorSetup'>,
    }),
    enableTwoFactor: build.mutation<Answer<'twoFactorEnable'>, Body<'twoFactorEnable'>>({
      query: (body) =>
        ({ url: SECURITY_PATHS.twoFactorEnable, method: 'POST', body }) satisfies Call<'twoFactorEnable'>,
      invalidatesTags: onSuccess('Security'),
    }),
    /** The password travels sealed, as at login. */
    disableTwoFactor: build.mutation<Answer<'twoFactorDisable'>, TwoFactorDisableArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'twoFactorDisable'>>(
          baseQuery as BaseQuery,
          { url: SECURITY_PATHS.twoFactorDisable, method: 'POST', body: payload } satisfies Call<'twoFactorDisable'>,
          encryption,
        ),
      invalidatesTags: onSuccess('Security'),
    }),
    getActiveSessions: build.query<Answer<'activeSessions'>, void>({
      query: () => ({ url: SECURITY_PATHS.sessions }) satisfies Call<'activeSessions'>,
      providesTags: ['Security'],
    }),
    revokeSession: build.mutation<Answer<'revokeSession'>, string>({
      query: (id) =>
        ({ url: SECURITY_PATHS.revokeSession, method: 'POST', body: { id } }) satisfies Call<'revokeSession'>,
      invalidatesTags: onSuccess('Security'),
    }),
    revokeOtherSessions: build.mutation<Answer<'revokeOtherSessions'>, void>({
      query: () => ({ url: SECURITY_PATHS.revokeOtherSessions, method: 'POST' }) satisfies Call<'revokeOtherSessions'>,
      invalidatesTags: onSuccess('Security'),
    }),
    getLoginHistory: build.query<Answer<'loginHistory'>, void>({
      query: () => ({ url: SECURITY_PATHS.loginHistory }) satisfies Call<'loginHistory'>,
      providesTags: ['Security'],
    }),
    /** The second login step: the ticket of `login.twoFactorRequired` and a code; answers the session like login. */
    twoFactorLogin: build.mutation<Answer<'twoFactorLogin'>, Body<'twoFactorLogin'>>({
      query: (body) => ({ url: SECURITY_PATHS.twoFactorLogin, method: 'POST', body }) satisfies Call<'twoFactorLogin'>,
      invalidatesTags: ['Member'],
    }),
  }),
});

export const {
  useGetSecurityOverviewQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetActiveSessionsQuery,
  useRevokeSessionMutation,
  useRevokeOtherSessionsMutation,
  useGetLoginHistoryQuery,
  useTwoFactorLoginMutation,
} = securityApi;
