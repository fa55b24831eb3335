import {
  affiliateCheckQuerySchema,
  ok,
  registrationPayloadSchema,
  usernameCheckQuerySchema,
  verificationRequestSchema,
} from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BodyCipher } from '../adapters/body-encryption';
import { requestContext } from '../http/request-context';
import { openEncryptedBody, parsePayload } from '../http/request-body';
import type { Captchas } from '../services/captchas';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { RegistrationService } from '../services/registration-service';
import type { SettingsService } from '../services/settings-service';
import type { VerificationCodes } from '../services/verification-codes';
import type { SmsHumanCheck } from '../services/sms-human-check';
import { AppError } from '../errors';

interface Deps {
  registration: RegistrationService;
  settings: SettingsService;
  merchants: MerchantDirectory;
  cipher: BodyCipher;
  captchas: Captchas;
  codes: VerificationCodes;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
}

/**
 * Registration and what its form needs (spec sections 2, 4 and 7): field rules, countries,
 * captcha, SMS code, invitation-code and username checks, and the two PUT registrations.
 */
export function registrationRoutes(app: FastifyInstance, deps: Deps) {
  app.get(PATHS.registrationSettings, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    return ok((await deps.settings.stored(merchant)).registration);
  });

  app.get(PATHS.countries, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    return ok((await deps.settings.stored(merchant)).countries);
  });

  app.get(PATHS.captcha, async (request, reply) => {
    await requestContext(request, deps.merchants);
    await deps.limits.hit(`captcha:${request.ip}`, 60, 600);
    reply.header('cache-control', 'no-store');
    return ok(await deps.captchas.issue());
  });

  app.get(PATHS.usernameCheck, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const { username } = parsePayload(usernameCheckQuerySchema, request.query, 'query');
    await deps.limits.hit(`username-check:${request.ip}`, 30, 60);
    return ok({ available: await deps.registration.usernameAvailable(merchant, username) });
  });

  /** Affiliate check (spec section 7): the answer's `data.success` says whether the code is valid. */
  app.get(PATHS.affiliateCheck, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const { code } = parsePayload(affiliateCheckQuerySchema, request.query, 'query');
    await deps.limits.hit(`affiliate-check:${request.ip}`, 30, 60);
    const success = await deps.registration.invitationValid(merchant, code);
    return { ...ok({ valid: success }), data: { success } };
  });

  app.post(PATHS.smsForRegistration, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const phone = parsePayload(verificationRequestSchema, request.body);
    // Only to the brand's countries: no SMS to a number no registration could use.
    if (!(await deps.settings.stored(merchant)).countries.some((c) => c.dialingCode === phone.countryDialingCode)) {
      throw new AppError('request.invalid', 400, { fields: ['body.countryDialingCode'] });
    }
    await deps.humanCheck(merchant, phone);
    return ok(await deps.codes.request('register', merchant, phone, request.ip));
  });

  const register = (method: 'username' | 'mobileNum') => async (request: FastifyRequest) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = openEncryptedBody(request, deps.cipher, registrationPayloadSchema);
    await deps.limits.hit(`register:${request.ip}`, 20, 3600);
    return ok(await deps.registration.register(merchant, method, payload));
  };
  app.put(PATHS.registerByUsername, register('username'));
  app.put(PATHS.registerByMobile, register('mobileNum'));
}
