import type { ChangePasswordPayload, EncryptionPublicKey, LoginPayload, LoginValue } from '@lobby/contract';
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

/** A password change waits 10 s at most (spec section 4), then fails as a slow connection. */
export const CHANGE_PASSWORD_WAIT_MS = 10_000;

/**
 * The calls with encrypted bodies (DESIGN.md section 3): their own module, so the encryption
 * code loads with the forms that send them, not with the first page.
 */
export const loginApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginValue, LoginArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) => sendEncrypted<LoginValue>(baseQuery as BaseQuery, PATHS.login, 'POST', encryption, payload),
      invalidatesTags: ['Member'],
    }),
    /** Change password v2: a fresh token comes back, every other session ends. */
    changePassword: build.mutation<LoginValue, ChangePasswordArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<LoginValue>(baseQuery as BaseQuery, PATHS.changePassword, 'PUT', encryption, payload, CHANGE_PASSWORD_WAIT_MS),
    }),
  }),
});

export const { useLoginMutation, useChangePasswordMutation } = loginApi;
