import { ENDPOINTS, ok, type ParsedBodyOf, type ReplyOf } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import { parsePayload } from '../http/request-body';
import { requestContext } from '../http/request-context';
import type { Captchas } from '../services/captchas';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { RegistrationService } from '../services/registration-service';
import { writingLanguage } from '../services/server-texts';
import type { SettingsService } from '../services/settings-service';
import type { SmsHumanCheck } from '../services/sms-human-check';
import type { VerificationCodes } from '../services/verification-codes';

type RegistrationPayloadValue = ParsedBodyOf<typeof ENDPOINTS.registerByUsername>;

interface Deps {
  registration: RegistrationService;
  settings: SettingsService;
  /** For the affiliate check, registered by hand (see there). */
  merchants: MerchantDirectory;
  captchas: Captchas;
  codes: VerificationCodes;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
  /** Registrations one client address may make in an hour. */
  perHour: number;
}

/**
 * Registration and what its form needs (spec sections 2, 4 and 7): field rules, countries,
 * captcha, SMS code, invitation-code and username checks, and the two PUT registrations.
 */
export function registrationRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(
    app,
    ENDPOINTS.registrationSettings,
    async ({ ctx }) => (await deps.settings.stored(ctx.merchant)).registration,
  );

  serve(app, ENDPOINTS.countries, async ({ ctx }) => (await deps.settings.stored(ctx.merchant)).countries);

  serve(app, ENDPOINTS.captcha, async ({ request, reply }) => {
    await deps.limits.hit(`captcha:${request.ip}`, 60, 600);
    reply.header('cache-control', 'no-store');
    return deps.captchas.issue();
  });

  serve(app, ENDPOINTS.usernameCheck, async ({ ctx, query, request }) => {
    await deps.limits.hit(`username-check:${request.ip}`, 30, 60);
    return { available: await deps.registration.usernameAvailable(ctx.merchant, query.username) };
  });

  // By hand, from its descriptor: the platform's `data.success` travels beside the envelope's
  // value, and serve sends the envelope alone (spec section 7).
  const affiliateCheck = ENDPOINTS.affiliateCheck;
  app.get(affiliateCheck.path, { config: { endpoint: affiliateCheck } }, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const { code } = parsePayload(affiliateCheck.query, request.query, 'query');
    await deps.limits.hit(`affiliate-check:${request.ip}`, 30, 60);
    const success = await deps.registration.invitationValid(merchant, code);
    const value: ReplyOf<typeof affiliateCheck> = { valid: success };
    return { ...ok(value), data: { success } };
  });

  serve(app, ENDPOINTS.smsForRegistration, async ({ ctx: { merchant, interfaceLanguage }, body: phone, request }) => {
    const settings = await deps.settings.stored(merchant);
    // Only to the brand's countries: no SMS to a number no registration could use.
    if (!settings.countries.some((c) => c.dialingCode === phone.countryDialingCode)) {
      throw new AppError('request.invalid', 400, { fields: ['body.countryDialingCode'] });
    }
    await deps.humanCheck(merchant, phone);
    const language = writingLanguage(interfaceLanguage, settings.defaultLanguage);
    return deps.codes.request('register', merchant, phone, { client: request.ip, language });
  });

  // One registration for both paths; the path says which method the payload follows.
  const register = async (
    method: 'username' | 'mobileNum',
    merchant: string,
    payload: RegistrationPayloadValue,
    ip: string,
  ) => {
    await deps.limits.hit(`register:${ip}`, deps.perHour, 3600);
    return deps.registration.register(merchant, method, payload);
  };
  serve(app, ENDPOINTS.registerByUsername, ({ ctx, body, request }) =>
    register('username', ctx.merchant, body, request.ip),
  );
  serve(app, ENDPOINTS.registerByMobile, ({ ctx, body, request }) =>
    register('mobileNum', ctx.merchant, body, request.ip),
  );
}
