import type { EncryptionPublicKey, VerificationRequest } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { lobbyApi } from './api';
import type { Answer, Body, Call, Query } from './contract-call';
import { sendEncrypted, type BaseQuery } from './encrypted-request';
import type { FormCall } from './form-call';

/** Which flow an SMS code is for; each has its own path (known-api.md). */
export type SmsPurpose = 'register' | 'login' | 'reset';
type SmsCode = 'smsForRegistration' | 'smsForLogin' | 'smsForReset';
const SMS_PATHS = {
  register: PATHS.smsForRegistration,
  login: PATHS.smsForLogin,
  reset: PATHS.smsForReset,
} satisfies Record<SmsPurpose, Call<SmsCode>['url']>;

export interface RegisterArgs {
  method: 'username' | 'mobileNum';
  payload: Body<'registerByUsername'>;
  encryption: EncryptionPublicKey;
}

export interface PasswordByPhoneArgs {
  payload: Body<'passwordByPhone'>;
  encryption: EncryptionPublicKey;
}

/** Registration, captcha, SMS codes and password recovery (spec sections 2, 3, 4 and 7). */
export const accountApi = lobbyApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistrationSettings: build.query<Answer<'registrationSettings'>, void>({
      query: () => ({ url: PATHS.registrationSettings }) satisfies Call<'registrationSettings'>,
    }),
    getCountries: build.query<Answer<'countries'>, void>({
      query: () => ({ url: PATHS.countries }) satisfies Call<'countries'>,
    }),
    /** A fresh captcha each call: a mutation, so nothing is cached or shared between forms. */
    newCaptcha: build.mutation<Answer<'captcha'>, void>({
      query: () => ({ url: PATHS.captcha }) satisfies Call<'captcha'>,
    }),
    requestSmsCode: build.mutation<Answer<SmsCode>, { purpose: SmsPurpose; phone: VerificationRequest }>({
      query: ({ purpose, phone }) => ({ url: SMS_PATHS[purpose], method: 'POST', body: phone }) satisfies Call<SmsCode>,
    }),
    /** Affiliate check: whether an invitation code exists (spec section 4: checked before registering). */
    checkAffiliateCode: build.mutation<Answer<'affiliateCheck'>, Query<'affiliateCheck'>>({
      query: (params) => ({ url: PATHS.affiliateCheck, params }) satisfies Call<'affiliateCheck'>,
    }),
    checkUsername: build.mutation<Answer<'usernameCheck'>, string>({
      query: (username) => ({ url: PATHS.usernameCheck, params: { username } }) satisfies Call<'usernameCheck'>,
    }),
    register: build.mutation<Answer<'registerByUsername' | 'registerByMobile'>, RegisterArgs>({
      queryFn: ({ method, payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'registerByUsername' | 'registerByMobile'>>(
          baseQuery as BaseQuery,
          {
            url: method === 'username' ? PATHS.registerByUsername : PATHS.registerByMobile,
            method: 'PUT',
            body: payload,
          } satisfies Call<'registerByUsername' | 'registerByMobile'>,
          encryption,
        ),
    }),
    /** Forgot password by e-mail: form-encoded username and e-mail (spec section 3). */
    passwordByEmail: build.mutation<Answer<'passwordByEmail'>, Body<'passwordByEmail'>>({
      query: (fields) =>
        ({
          url: PATHS.passwordByEmail,
          method: 'POST',
          body: new URLSearchParams(fields),
        }) satisfies FormCall<'passwordByEmail'>,
    }),
    passwordByPhone: build.mutation<Answer<'passwordByPhone'>, PasswordByPhoneArgs>({
      queryFn: ({ payload, encryption }, _api, _extra, baseQuery) =>
        sendEncrypted<Answer<'passwordByPhone'>>(
          baseQuery as BaseQuery,
          { url: PATHS.passwordByPhone, method: 'POST', body: payload } satisfies Call<'passwordByPhone'>,
          encryption,
        ),
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
