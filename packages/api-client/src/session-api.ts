import type { ChangePasswordPayload, EncryptionPublicKey, LoginPayload, LoginValue, MemberInfo } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { sendEncrypted, type BaseQuery } from './encrypted-request';

export interface LoginArgs {
  payload: LoginPayload;
  /** The key of the site settings the body is sealed for. */
  encryption: EncryptionPublicKey;
}

export interface ChangePasswordArgs {
  payload: ChangePasswordPayload;
  encryption: EncryptionPublicKey;
}

export const sessionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, LoginArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) => sendEncrypted<LoginValue>(baseQuery as BaseQuery, PATHS.login, 'POST', encryption, payload),
      invalidatesTags: ['Member'],
    }),
    /** Change password v2: a fresh token comes back, every other session ends. */
    changePassword: build.mutation<LoginValue, ChangePasswordArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<LoginValue>(baseQuery as BaseQuery, PATHS.changePassword, 'PUT', encryption, payload),
    }),
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

export const { useLoginMutation, useFreePlayLoginMutation, useLogoutMutation, useRenewSessionMutation, useGetMemberInfoQuery, useChangePasswordMutation } = sessionApi;
