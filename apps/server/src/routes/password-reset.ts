import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../adapters/cache';
import type { MessageSender } from '../adapters/outbox';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import type { RequestContext } from '../http/request-context';
import { TEMP_PASSWORD_TTL_MS, type AccountsService } from '../services/accounts-service';
import { requireBrandPassword } from '../services/password-rule';
import { FIREBASE_CHECKS_PER_CLIENT_HOURLY, type PhoneProof } from '../services/phone-proof';
import type { RateLimiter } from '../services/rate-limit';
import { serverText, writingLanguage } from '../services/server-texts';
import type { SettingsService } from '../services/settings-service';
import type { SmsHumanCheck } from '../services/sms-human-check';
import type { VerificationCodes } from '../services/verification-codes';

/** Long enough for a reset (a password hash included); a crashed one frees the number by then. */
const RESET_LOCK_SECONDS = 30;

interface Deps {
  accounts: AccountsService;
  settings: SettingsService;
  codes: VerificationCodes;
  proof: PhoneProof;
  /** Holds the per-number reset lock (shared by every server instance when Redis is configured). */
  cache: Cache;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
  sender: MessageSender;
  log: (error: unknown) => void;
}

/**
 * Forgot password (spec sections 2, 3 and 4), by e-mail or by mobile. Every answer is the same
 * whether or not the account exists; codes and temporary passwords are random, single-use and
 * short-lived, and requests are rate limited.
 */
export function passwordResetRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  const methods = async (merchant: string) => (await deps.settings.stored(merchant)).registration.passwordReset;
  /** The language a reset's message is written in: the client's, else the brand's default. */
  const languageOf = async ({ merchant, interfaceLanguage }: RequestContext) =>
    writingLanguage(interfaceLanguage, (await deps.settings.stored(merchant)).defaultLanguage);

  serve(app, ENDPOINTS.passwordByEmail, async ({ ctx, body: { username, email }, request }) => {
    const { merchant } = ctx;
    if (!(await methods(merchant)).email) throw new AppError('reset.disabled', 403);
    await deps.limits.hit(`reset-email:${request.ip}`, 10, 3600);
    await deps.limits.hit(`reset-email:${merchant}:${username.toLowerCase()}`, 3, 3600);
    const message = await deps.accounts.temporaryPasswordFor(merchant, username, email);
    if (message) {
      const language = await languageOf(ctx);
      const minutes = Math.round(TEMP_PASSWORD_TTL_MS / 60_000);
      // Not awaited: a slow mail provider must not make the answer slower for real accounts.
      deps.sender
        .send({
          channel: 'email',
          to: message.to,
          subject: serverText(language, 'temporaryPasswordSubject'),
          text: serverText(language, 'temporaryPasswordEmail', { password: message.password, minutes }),
        })
        .catch(deps.log);
    }
    return null;
  });

  serve(app, ENDPOINTS.smsForReset, async ({ ctx, body: phone, request }) => {
    const { merchant } = ctx;
    if (!(await methods(merchant)).mobile) throw new AppError('reset.disabled', 403);
    await deps.humanCheck(merchant, phone);
    const deliver = await deps.accounts.hasMobile(merchant, phone.countryDialingCode, phone.mobileNum);
    return deps.codes.request(
      'reset',
      merchant,
      phone,
      { client: request.ip, language: await languageOf(ctx) },
      deliver,
    );
  });

  serve(app, ENDPOINTS.passwordByPhone, async ({ ctx: { merchant }, body: payload, request }) => {
    if (!(await methods(merchant)).mobile) throw new AppError('reset.disabled', 403);
    await requireBrandPassword(deps.settings, merchant, payload.newPassword, 'newPassword');
    if (payload.firebaseIdToken)
      await deps.limits.hit(`firebase-sms:${request.ip}`, FIREBASE_CHECKS_PER_CLIENT_HOURLY, 3600);
    // One reset of a number at a time: the code (or token) kept for a second try below must never
    // serve two resets at once. A second one meanwhile is asked to wait.
    const lock = `reset-lock:${merchant}:${payload.countryDialingCode}${payload.mobileNum}`;
    if ((await deps.cache.increment(lock, RESET_LOCK_SECONDS)) > 1) throw new AppError('request.tooMany', 429);
    try {
      // The code stays usable when the new password is refused (the same as the old one), so the
      // member can pick another without a new SMS; it is used up once the password is set.
      await deps.proof.require('reset', merchant, payload, payload, true);
      await deps.accounts.resetByMobile(merchant, payload.countryDialingCode, payload.mobileNum, payload.newPassword);
      await deps.proof.discard('reset', merchant, payload, payload);
    } finally {
      await deps.cache.delete(lock);
    }
    return null;
  });
}
