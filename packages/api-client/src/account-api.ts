import type {
  Captcha,
  Country,
  EncryptionPublicKey,
  PasswordByPhonePayload,
  RegistrationPayload,
  RegistrationSettings,
  RegistrationValue,
  VerificationRequest,
  VerificationValue,
} from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import { sendEncrypted, type BaseQuery } from './encrypted-request';

/** Which flow an SMS code is for; each has its own path (known-api.md). */
export type SmsPurpose = 'register' | 'login' | 'reset';
const SMS_PATHS: Record<SmsPurpose, string> = {
  register: PATHS.smsForRegistration,
  login: PATHS.smsForLogin,
  reset: PATHS.smsForReset,
};

export interface RegisterArgs {
  method: 'username' | 'mobileNum';
  payload: RegistrationPayload;
  encryption: EncryptionPublicKey;
}

export interface PasswordByPhoneArgs {
  payload: PasswordByPhonePayload;
  encryption: EncryptionPublicKey;
}

/** Registration, captcha, SMS codes and password recovery (spec sections 2, 3, 4 and 7). */
export const accountApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationSettings: build.query<RegistrationSettings, void>({ query: () => PATHS.registrationSettings }),
    getCountries: build.query<Country[], void>({ query: () => PATHS.countries }),
    /** A fresh captcha each call: a mutation, so nothing is cached or shared between forms. */
    newCaptcha: build.mutation<Captcha, void>({ query: () => ({ url: PATHS.captcha }) }),
    requestSmsCode: build.mutation<VerificationValue, { purpose: SmsPurpose; phone: VerificationRequest }>({
      query: ({ purpose, phone }) => ({ url: SMS_PATHS[purpose], method: 'POST', body: phone }),
    }),
    /** Affiliate check: whether an invitation code exists (spec section 4: checked before registering). */
    checkAffiliateCode: build.mutation<{ valid: boolean }, { code: string; domain: string }>({
      query: (params) => ({ url: PATHS.affiliateCheck, params }),
    }),
    checkUsername: build.mutation<{ available: boolean }, string>({
      query: (username) => ({ url: PATHS.usernameCheck, params: { username } }),
    }),
    register: build.mutation<RegistrationValue, RegisterArgs>({
      queryFn: ({ method, payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<RegistrationValue>(
          baseQuery as BaseQuery,
          { url: method === 'username' ? PATHS.registerByUsername : PATHS.registerByMobile, method: 'PUT', body: payload },
          encryption,
        ),
    }),
    /** Forgot password by e-mail: form-encoded username and e-mail (spec section 3). */
    passwordByEmail: build.mutation<null, { username: string; email: string }>({
      query: (fields) => ({ url: PATHS.passwordByEmail, method: 'POST', body: new URLSearchParams(fields) }),
    }),
    passwordByPhone: build.mutation<null, PasswordByPhoneArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<null>(baseQuery as BaseQuery, { url: PATHS.passwordByPhone, method: 'POST', body: payload }, encryption),
    }),
  }),
});

export const {
  useGetRegistrationSettingsQuery,
  useGetCountriesQuery,
  useNewCaptchaMutation,
  useRequestSmsCodeMutation,
  useCheckAffiliateCodeMutation,
  useCheckUsernameMutation,
  useRegisterMutation,
  usePasswordByEmailMutation,
  usePasswordByPhoneMutation,
} = accountApi;
