import type { ChangePasswordPayload, EncryptionPublicKey, LoginPayload, LoginValue, MemberInfo } from '@lobby/contract';
import { ENCRYPTION_SCHEME, HEADER, PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { ApiError } from './api-error';
import { encryptBody } from './encrypt-body';

export interface LoginArgs {
  payload: LoginPayload;
  /** The key of the site settings the body is sealed for. */
  encryption: EncryptionPublicKey;
}

export interface ChangePasswordArgs {
  payload: ChangePasswordPayload;
  encryption: EncryptionPublicKey;
}

type BaseQuery = (args: { url: string; method: string; body: unknown; headers: Record<string, string> }) => Promise<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/** Sends a body encrypted for the settings' key (DESIGN.md section 3). */
async function sendEncrypted<T>(baseQuery: BaseQuery, url: string, method: string, encryption: EncryptionPublicKey, payload: unknown) {
  let body;
  try {
    body = await encryptBody(encryption, payload);
  } catch {
    // No WebCrypto (not HTTPS or localhost) or a key of another scheme.
    return { error: { code: 'request.encryption' } satisfies ApiError };
  }
  const result = await baseQuery({ url, method, body, headers: { [HEADER.encryption]: ENCRYPTION_SCHEME } });
  return result.error ? { error: result.error as ApiError } : { data: result.data as T };
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

export const { useLoginMutation, useLogoutMutation, useRenewSessionMutation, useGetMemberInfoQuery, useChangePasswordMutation } = sessionApi;
