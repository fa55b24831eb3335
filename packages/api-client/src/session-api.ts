import type { EncryptionPublicKey, LoginPayload, LoginValue, MemberInfo } from '@lobby/contract';
import { ENCRYPTION_SCHEME, HEADER, PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { ApiError } from './api-error';
import { encryptBody } from './encrypt-body';

export interface LoginArgs {
  payload: LoginPayload;
  /** The key of the site settings the body is sealed for. */
  encryption: EncryptionPublicKey;
}

export const sessionApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    /** Login with an encrypted body (DESIGN.md section 3). */
    login: build.mutation<LoginValue, LoginArgs>({
      async queryFn({ payload, encryption }, _api, _extra, baseQuery) {
        let body;
        try {
          body = await encryptBody(encryption, payload);
        } catch {
          // No WebCrypto (not HTTPS or localhost) or a key of another scheme.
          return { error: { code: 'request.encryption' } satisfies ApiError };
        }
        const result = await baseQuery({ url: PATHS.login, method: 'POST', body, headers: { [HEADER.encryption]: ENCRYPTION_SCHEME } });
        return result.error ? { error: result.error as ApiError } : { data: result.data as LoginValue };
      },
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

export const { useLoginMutation, useLogoutMutation, useRenewSessionMutation, useGetMemberInfoQuery } = sessionApi;
