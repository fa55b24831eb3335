import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import {
  affiliateCheckQuerySchema,
  captchaSchema,
  countrySchema,
  registrationPayloadSchema,
  registrationSettingsSchema,
  registrationValueSchema,
  usernameCheckQuerySchema,
  usernameCheckValueSchema,
  verificationRequestSchema,
  verificationValueSchema,
} from '../registration';

const register = <P extends string>(path: P) =>
  endpoint({
    method: 'PUT',
    path,
    access: 'public',
    body: registrationPayloadSchema,
    encoding: 'sealed',
    response: registrationValueSchema,
  });

/**
 * Registration and what its form needs (spec sections 2, 4 and 7): field rules, countries,
 * captcha, SMS code, invitation-code and username checks, and the two registrations.
 */
export const registrationEndpoints = {
  registrationSettings: endpoint({
    method: 'GET',
    path: PATHS.registrationSettings,
    access: 'public',
    response: registrationSettingsSchema,
  }),
  countries: endpoint({ method: 'GET', path: PATHS.countries, access: 'public', response: z.array(countrySchema) }),
  captcha: endpoint({ method: 'GET', path: PATHS.captcha, access: 'public', response: captchaSchema }),
  usernameCheck: endpoint({
    method: 'GET',
    path: PATHS.usernameCheck,
    access: 'public',
    query: usernameCheckQuerySchema,
    response: usernameCheckValueSchema,
  }),
  /** The platform also answers `data.success` beside the envelope's value (spec section 7). */
  affiliateCheck: endpoint({
    method: 'GET',
    path: PATHS.affiliateCheck,
    access: 'public',
    query: affiliateCheckQuerySchema,
    response: z.object({ valid: z.boolean() }),
  }),
  smsForRegistration: endpoint({
    method: 'POST',
    path: PATHS.smsForRegistration,
    access: 'public',
    body: verificationRequestSchema,
    response: verificationValueSchema,
  }),
  registerByUsername: register(PATHS.registerByUsername),
  registerByMobile: register(PATHS.registerByMobile),
};
