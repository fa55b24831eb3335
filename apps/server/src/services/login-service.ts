import { createHash } from 'node:crypto';
import type { changePasswordPayloadSchema, loginPayloadSchema } from '@lobby/contract';
import type { z } from 'zod';
import type { VerifyIdToken } from '../adapters/firebase-id-token';
import { AppError } from '../errors';
import type { AccountsService, Session } from './accounts-service';
import type { Captchas } from './captchas';
import type { LoginThrottle, PasswordTry } from './login-throttle';
import { requireBrandPassword } from './password-rule';
import { FIREBASE_CHECKS_PER_CLIENT_HOURLY, type PhoneProof } from './phone-proof';
import type { RateLimiter } from './rate-limit';
import type { SettingsService } from './settings-service';
import { socialLogin } from './social-login';
import type { VerificationCodes } from './verification-codes';

/** Wrong old passwords one session may type before it ends. */
export const SESSION_ENDS_AFTER_FAILURES = 6;

/** Who logs in, as the route sees them: the trusted address and whether the browser knows an account. */
export interface LoginClient {
  ip: string;
  isKnown(identity: string): boolean;
}

interface Deps {
  accounts: AccountsService;
  settings: SettingsService;
  throttle: LoginThrottle;
  /** The same counts for "type your password again", with waits sooner. */
  recheckThrottle: LoginThrottle;
  captchas: Captchas;
  codes: VerificationCodes;
  proof: PhoneProof;
  limits: RateLimiter;
  verifyIdToken: VerifyIdToken | null;
}

const isLoginFailure = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'login.failed' || error.code === 'verification.invalid');

/**
 * Runs `work` as one counted password try: a wrong password stays counted (and the error says when
 * the next try needs a captcha, spec section 8), anything else hands the try back.
 */
async function counted<T>(
  attempt: PasswordTry | null,
  work: () => Promise<T>,
  isFailure: (error: unknown) => error is AppError,
): Promise<{ value: T } | { failure: AppError; failuresHere: number }> {
  try {
    const value = await work();
    await attempt?.succeeded();
    return { value };
  } catch (error) {
    if (!attempt) throw error;
    if (!isFailure(error)) {
      await attempt.abandoned();
      throw error;
    }
    const { captchaNext, failuresHere } = await attempt.failed();
    return {
      failure: captchaNext ? new AppError(error.code, error.status, { ...error.data, captchaRequired: true }) : error,
      failuresHere,
    };
  }
}

/** Logging in (password, SMS code, Firebase) and changing the password, with the guessing limits. */
export function loginService(deps: Deps) {
  const loginWithGoogle = socialLogin(deps);
  const captchaOf = (payload: { captcha?: string | undefined; captchaId?: string | undefined }) =>
    payload.captcha ? () => deps.captchas.check(payload.captchaId, payload.captcha) : undefined;
  const captchaOffered = async (merchant: string) =>
    !(await deps.settings.stored(merchant)).disabledModules.includes('CAPTCHA3');

  return {
    /** A session, and the account name this browser is now known for (none after Firebase's own check). */
    async login(
      merchant: string,
      payload: z.output<typeof loginPayloadSchema>,
      client: LoginClient,
    ): Promise<{ session: Session; knownAs: string | null }> {
      // Google or Firebase's phone check has checked the person: no password, so no captcha or throttle.
      if (payload.type === 'firebase' && payload.firebaseChannel === 'google')
        return { session: await loginWithGoogle(merchant, payload.firebaseIdToken, client.ip), knownAs: null };
      if (payload.type === 'firebase') {
        if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin)
          throw new AppError('login.mobileDisabled', 403);
        await deps.limits.hit(`firebase-sms:${client.ip}`, FIREBASE_CHECKS_PER_CLIENT_HOURLY, 3600);
        const { countryDialingCode, firebaseMobileNo: mobileNum } = payload;
        // The payload's schema requires both on this channel; its type cannot say so.
        if (countryDialingCode === undefined || mobileNum === undefined) throw new AppError('request.invalid', 400);
        const phone = { countryDialingCode, mobileNum };
        await deps.proof.require('login', merchant, phone, { firebaseIdToken: payload.firebaseIdToken });
        return {
          session: await deps.accounts.loginByMobile(merchant, phone.countryDialingCode, phone.mobileNum),
          knownAs: null,
        };
      }
      const identity = payload.type === 'sms' ? `${payload.countryDialingCode}${payload.mobileNum}` : payload.username;
      const attempt = await deps.throttle.begin({
        merchant,
        identity,
        client: client.ip,
        knownDevice: client.isKnown(identity),
        captcha: captchaOf(payload),
        captchaOffered: await captchaOffered(merchant),
      });
      const outcome = await counted(
        attempt,
        async () => {
          if (payload.type !== 'sms') return deps.accounts.login(merchant, payload, payload.password);
          if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin)
            throw new AppError('login.mobileDisabled', 403);
          await deps.codes.require('login', merchant, payload, payload.verificationCode);
          return deps.accounts.loginByMobile(merchant, payload.countryDialingCode, payload.mobileNum);
        },
        isLoginFailure,
      );
      if ('failure' in outcome) throw outcome.failure;
      return { session: outcome.value, knownAs: identity };
    },

    /**
     * A new password for the session's member. A wrong old password counts as a failed login of
     * the account, tried by this session: a captcha, then waits, and past
     * SESSION_ENDS_AFTER_FAILURES the session ends. Every other session ends on success.
     */
    async changePassword(
      merchant: string,
      token: string,
      payload: z.output<typeof changePasswordPayloadSchema>,
    ): Promise<Session> {
      if (payload.password !== payload.confimpsw)
        throw new AppError('request.invalid', 400, { fields: ['body.confimpsw'] });
      await requireBrandPassword(deps.settings, merchant, payload.password);
      const live = await deps.accounts.authenticate(token);
      if (!live || live.member.merchantCode !== merchant) throw new AppError('session.expired', 401);
      // A forced change after a temporary password asks for no old password: nothing to guess.
      const attempt = live.mustChangePassword
        ? null
        : await deps.recheckThrottle.begin({
            merchant,
            identity: live.member.username,
            client: `session:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`,
            knownDevice: false,
            captcha: captchaOf(payload),
            captchaOffered: await captchaOffered(merchant),
          });
      const outcome = await counted(
        attempt,
        () => deps.accounts.changePassword(token, payload.old_password || undefined, payload.password),
        (error): error is AppError => error instanceof AppError && error.code === 'password.oldIncorrect',
      );
      if ('value' in outcome) return outcome.value;
      if (outcome.failuresHere >= SESSION_ENDS_AFTER_FAILURES) {
        await deps.accounts.logout(token);
        throw new AppError('session.expired', 401);
      }
      throw outcome.failure;
    },
  };
}
export type LoginService = ReturnType<typeof loginService>;
