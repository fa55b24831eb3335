import type { EncryptionPublicKey, LoginPayload } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call } from './contract-call';
import { sendEncrypted, type BaseQuery } from './encrypted-request';

export interface LoginArgs {
  payload: LoginPayload;
  /** The key of the site settings the body is sealed for. */
  encryption: EncryptionPublicKey;
}

export interface ChangePasswordArgs {
  payload: Body<'changePassword'>;
  encryption: EncryptionPublicKey;
}

/** A password change waits 10 s at most (spec section 4), then fails as a slow connection. */
export const CHANGE_PASSWORD_WAIT_MS = 10_000;

/**
 * The calls with encrypted bodies (DESIGN.md section 3): their own module, so the encryption
 * code loads with the forms that send them, not with the first page.
 */
export const loginApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Answer<'login'>, LoginArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'login'>>(
          baseQuery as BaseQuery,
          { url: PATHS.login, method: 'POST', body: payload } satisfies Call<'login'>,
          encryption,
        ),
      invalidatesTags: ['Member'],
    }),
    /** Change password v2: a fresh token comes back, every other session ends. */
    changePassword: build.mutation<Answer<'changePassword'>, ChangePasswordArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'changePassword'>>(
          baseQuery as BaseQuery,
          { url: PATHS.changePassword, method: 'PUT', body: payload } satisfies Call<'changePassword'>,
          encryption,
          CHANGE_PASSWORD_WAIT_MS,
        ),
    }),
  }),
});

export const { useLoginMutation, useChangePasswordMutation } = loginApi;
