import { createHash, randomBytes } from 'node:crypto';
import type {
  changePasswordPayloadSchema,
  LoginMethod,
  loginPayloadSchema,
  twoFactorLoginSchema,
} from '@lobby/contract';
import type { z } from 'zod';
import type { Cache } from '../adapters/cache';
import type { VerifyIdToken } from '../adapters/firebase-id-token';
import { AppError } from '../errors';
import type { AccountsService, Proven, Session } from './accounts-service';
import type { Captchas } from './captchas';
import type { LoginThrottle, PasswordTry } from './login-throttle';
import { requireBrandPassword } from './password-rule';
import { FIREBASE_CHECKS_PER_CLIENT_HOURLY, type PhoneProof } from './phone-proof';
import type { RateLimiter } from './rate-limit';
import type { SecurityCentre } from './security-centre';
import type { SettingsService } from './settings-service';
import { socialLogin } from './social-login';
import type { TwoFactorService } from './two-factor-service';
import type { VerificationCodes } from './verification-codes';

/** Wrong old passwords one session may type before it ends. */
export const SESSION_ENDS_AFTER_FAILURES = 6;

/** How long the second step of a two-factor login may wait, and how many codes it may try. */
export const TWO_FACTOR_TICKET_SECONDS = 300;
export const TWO_FACTOR_TICKET_TRIES = 5;

/** Who logs in, as the route sees them: the trusted address, the browser, and whether it knows an account. */
export interface LoginClient {
  ip: string;
  userAgent: string;
  isKnown(identity: string): boolean;
}

/** A login whose first step passed, awaiting its second factor (kept in the shared cache). */
interface PendingLogin {
  merchant: string;
  memberId: string;
  mustChangePassword: boolean;
  method: LoginMethod;
  /** What the throttle counts tries against: the name typed, or the member for a sign-in elsewhere. */
  identity: string;
  knownAs: string | null;
  /** The first step asked for a withdraw-only session (login purpose `withdraw`). */
  withdrawOnly?: boolean;
}

const ticketKey = (ticket: string) => `two-factor-ticket:${createHash('sha256').update(ticket).digest('hex')}`;

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
  cache: Cache;
  twoFactor: TwoFactorService;
  security: SecurityCentre;
}

const isLoginFailure = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'login.failed' || error.code === 'verification.invalid');
const isCodeFailure = (error: unknown): error is AppError =>
  error instanceof AppError && error.code === 'twoFactor.invalid';

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
  const proveGoogleSignIn = socialLogin(deps);
  const captchaOf = (payload: { captcha?: string | undefined; captchaId?: string | undefined }) =>
    payload.captcha ? () => deps.captchas.check(payload.captchaId, payload.captcha) : undefined;
  const captchaOffered = async (merchant: string) =>
    !(await deps.settings.stored(merchant)).disabledModules.includes('CAPTCHA3');
  const record = (
    client: LoginClient,
    memberId: string,
    method: LoginMethod,
    outcome: Partial<{ twoFactor: boolean; failure: 'password' | 'code' }>,
  ) =>
    deps.security.recordLogin({
      memberId,
      method,
      success: !outcome.failure,
      twoFactor: !!outcome.twoFactor,
      ...(outcome.failure ? { failure: outcome.failure } : {}),
      ip: client.ip,
      userAgent: client.userAgent,
    });

  /**
   * A proven member with two-factor sign-in on gets no session yet: a ticket for the second step
   * (error login.twoFactorRequired), which names the member only in the shared cache.
   */
  async function requireNoSecondFactor(
    merchant: string,
    proven: Proven,
    login: Pick<PendingLogin, 'method' | 'identity' | 'knownAs' | 'withdrawOnly'>,
  ): Promise<void> {
    if (!(await deps.twoFactor.isOn(proven.member.id))) return;
    const ticket = randomBytes(24).toString('base64url');
    const pending: PendingLogin = {
      merchant,
      memberId: proven.member.id,
      mustChangePassword: proven.mustChangePassword,
      ...login,
    };
    await deps.cache.set(ticketKey(ticket), pending, TWO_FACTOR_TICKET_SECONDS);
    throw new AppError('login.twoFactorRequired', 401, { twoFactorTicket: ticket });
  }

  /** Opens the session of a login that passed every step, and writes it in the member's history. */
  async function open(
    proven: Proven,
    method: LoginMethod,
    client: LoginClient,
    twoFactor: boolean,
    withdrawOnly: boolean,
  ): Promise<Session> {
    const origin = { ip: client.ip, userAgent: client.userAgent, twoFactor };
    const session = await deps.accounts.open(proven, origin, withdrawOnly);
    await record(client, proven.member.id, method, { twoFactor });
    return session;
  }

  /** A sign-in with no password to count (Google, Firebase's phone check): only the second factor to ask. */
  async function uncounted(
    merchant: string,
    proven: Proven,
    method: LoginMethod,
    client: LoginClient,
    withdrawOnly: boolean,
  ) {
    await requireNoSecondFactor(merchant, proven, {
      method,
      identity: `member:${proven.member.id}`,
      knownAs: null,
      withdrawOnly,
    });
    return { session: await open(proven, method, client, false, withdrawOnly), knownAs: null };
  }

  return {
    /** A session, and the account name this browser is now known for (none after Firebase's own check). */
    async login(
      merchant: string,
      payload: z.output<typeof loginPayloadSchema>,
      client: LoginClient,
    ): Promise<{ session: Session; knownAs: string | null }> {
      // Asked for, it is what the session becomes; every check of the login stays the same.
      const withdrawOnly = payload.purpose === 'withdraw';
      // Google or Firebase's phone check has checked the person: no password, so no captcha or throttle.
      if (payload.type === 'firebase' && payload.firebaseChannel === 'google')
        return uncounted(
          merchant,
          await proveGoogleSignIn(merchant, payload.firebaseIdToken, client.ip),
          'google',
          client,
          withdrawOnly,
        );
      if (payload.type === 'firebase') {
        if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin)
          throw new AppError('login.mobileDisabled', 403);
        await deps.limits.hit(`firebase-sms:${client.ip}`, FIREBASE_CHECKS_PER_CLIENT_HOURLY, 3600);
        const { countryDialingCode, firebaseMobileNo: mobileNum } = payload;
        // The payload's schema requires both on this channel; its type cannot say so.
        if (countryDialingCode === undefined || mobileNum === undefined) throw new AppError('request.invalid', 400);
        const phone = { countryDialingCode, mobileNum };
        await deps.proof.require('login', merchant, phone, { firebaseIdToken: payload.firebaseIdToken });
        const proven = await deps.accounts.proveMobile(merchant, phone.countryDialingCode, phone.mobileNum);
        return uncounted(merchant, proven, 'firebaseSms', client, withdrawOnly);
      }
      const method: LoginMethod = payload.type === 'sms' ? 'sms' : 'password';
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
          let proven: Proven;
          if (payload.type !== 'sms') proven = await deps.accounts.provePassword(merchant, payload, payload.password);
          else {
            if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin)
              throw new AppError('login.mobileDisabled', 403);
            await deps.codes.require('login', merchant, payload, payload.verificationCode, true);
            let spent = true;
            try {
              proven = await deps.accounts.proveMobile(merchant, payload.countryDialingCode, payload.mobileNum);
              // Refused only for a break or self-exclusion, the code stays for the withdraw-only login
              // the refusal offers (issue 23: the balance can still be taken out); any other use spends it.
              spent = withdrawOnly || !deps.accounts.isExcluded(proven.member);
            } finally {
              if (spent) await deps.codes.discard('login', merchant, payload);
            }
          }
          // Right password or SMS code but a second factor to come: the try is handed back, not forgiven.
          await requireNoSecondFactor(merchant, proven, { method, identity, knownAs: identity, withdrawOnly });
          return proven;
        },
        isLoginFailure,
      );
      if ('failure' in outcome) {
        const named = await deps.accounts.memberNamed(
          merchant,
          payload.type === 'sms'
            ? { username: payload.mobileNum, countryDialingCode: payload.countryDialingCode }
            : payload,
        );
        if (named) await record(client, named.id, method, { failure: 'password' });
        throw outcome.failure;
      }
      return { session: await open(outcome.value, method, client, false, withdrawOnly), knownAs: identity };
    },

    /**
     * The second step of a two-factor login: the first step's ticket and an authenticator or
     * recovery code. Wrong codes count as failed logins of the account (the login throttle, with
     * waits: this step carries no captcha), and a ticket takes TWO_FACTOR_TICKET_TRIES codes at most.
     */
    async completeTwoFactor(
      merchant: string,
      payload: z.output<typeof twoFactorLoginSchema>,
      client: LoginClient,
    ): Promise<{ session: Session; knownAs: string | null }> {
      const key = ticketKey(payload.ticket);
      const pending = await deps.cache.get<PendingLogin>(key);
      if (!pending || pending.merchant !== merchant) throw new AppError('twoFactor.expired', 401);
      if ((await deps.cache.increment(`${key}:tries`, TWO_FACTOR_TICKET_SECONDS)) > TWO_FACTOR_TICKET_TRIES) {
        await deps.cache.delete(key);
        throw new AppError('twoFactor.expired', 401);
      }
      const attempt = await deps.throttle.begin({
        merchant,
        identity: pending.identity,
        client: client.ip,
        knownDevice: client.isKnown(pending.identity),
        captcha: undefined,
        captchaOffered: false,
      });
      const outcome = await counted(
        attempt,
        async () => {
          if (!(await deps.twoFactor.check(pending.memberId, payload.code)))
            throw new AppError('twoFactor.invalid', 401);
        },
        isCodeFailure,
      );
      if ('failure' in outcome) {
        await record(client, pending.memberId, pending.method, { twoFactor: true, failure: 'code' });
        throw outcome.failure;
      }
      // One session per ticket, even when two right codes race.
      if ((await deps.cache.take(key)) === undefined) throw new AppError('twoFactor.expired', 401);
      const proven = await deps.accounts.proveById(pending.memberId, pending.mustChangePassword);
      const session = await open(proven, pending.method, client, true, pending.withdrawOnly === true);
      return { session, knownAs: pending.knownAs };
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
      client?: { ip: string; userAgent: string },
    ): Promise<Session> {
      if (payload.password !== payload.confimpsw)
        throw new AppError('request.invalid', 400, { fields: ['body.confimpsw'] });
      await requireBrandPassword(deps.settings, merchant, payload.password);
      const live = await deps.accounts.authenticate(token);
      if (!live || live.member.merchantCode !== merchant) throw new AppError('session.expired', 401);
      // A withdraw-only session changes no settings, save the forced change after a temporary password.
      if (live.withdrawOnly && !live.mustChangePassword) throw new AppError('protection.withdrawOnly', 403);
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
        () => deps.accounts.changePassword(token, payload.old_password || undefined, payload.password, client),
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
