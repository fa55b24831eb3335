import { changePasswordPayloadSchema, fail, loginPayloadSchema, ok, verificationRequestSchema, type LoginValue } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { canFreePlay, isTrial } from '@lobby/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { BodyCipher } from '../adapters/body-encryption';
import { requestContext } from '../http/request-context';
import { openEncryptedBody, parsePayload } from '../http/request-body';
import { sessionToken } from '../http/session-token';
import type { AccountsService, Session } from '../services/accounts-service';
import type { Captchas } from '../services/captchas';
import { AppError } from '../errors';
import type { LoginThrottle } from '../services/login-throttle';
import type { KnownDevices } from '../services/known-devices';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { WalletService } from '../services/wallet-service';
import type { SettingsService } from '../services/settings-service';
import type { VerificationCodes } from '../services/verification-codes';
import { socialLogin } from '../services/social-login';
import type { VerifyIdToken } from '../adapters/firebase-id-token';
import { FIREBASE_CHECKS_PER_CLIENT_HOURLY, type PhoneProof } from '../services/phone-proof';
import type { SmsHumanCheck } from '../services/sms-human-check';
import { requireBrandPassword } from '../services/password-rule';

interface Deps {
  accounts: AccountsService;
  merchants: MerchantDirectory;
  settings: SettingsService;
  cipher: BodyCipher;
  throttle: LoginThrottle;
  /** The same counts for "type your password again", with waits sooner. */
  recheckThrottle: LoginThrottle;
  devices: KnownDevices;
  captchas: Captchas;
  codes: VerificationCodes;
  proof: PhoneProof;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
  verifyIdToken: VerifyIdToken | null;
  wallet: WalletService;
}

/** Wrong old passwords one session may type before it ends. */
export const SESSION_ENDS_AFTER_FAILURES = 6;

/** Trial accounts carry their brand's trial merchant code (spec section 6). */
export const trialMerchantCode = (merchant: string) => `${merchant}TRIAL`;

const loginValue = (session: Session): LoginValue => ({
  token: session.token,
  userName: session.member.username,
  type: session.member.type,
  merchantCode: isTrial(session.member.type) ? trialMerchantCode(session.member.merchantCode) : session.member.merchantCode,
  firstTimeLogin: session.firstTimeLogin,
  mustChangePassword: session.mustChangePassword,
  expiresAt: session.expiresAt.toISOString(),
});

const isLoginFailure = (error: unknown): error is AppError =>
  error instanceof AppError && (error.code === 'login.failed' || error.code === 'verification.invalid');

/** Login (password or SMS code), free play, renewal, logout, change password and member info (spec sections 3, 4 and 7). */
export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  const loginWithGoogle = socialLogin(deps);

  async function login(request: FastifyRequest, reply: FastifyReply) {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = openEncryptedBody(request, deps.cipher, loginPayloadSchema);
    // Google or Firebase's phone check has checked the person: no password, so no captcha or
    // per-account throttle.
    if (payload.type === 'firebase' && payload.firebaseChannel === 'google') return ok(loginValue(await loginWithGoogle(merchant, payload.firebaseIdToken, request.ip)));
    if (payload.type === 'firebase') {
      if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin) throw new AppError('login.mobileDisabled', 403);
      await deps.limits.hit(`firebase-sms:${request.ip}`, FIREBASE_CHECKS_PER_CLIENT_HOURLY, 3600);
      const phone = { countryDialingCode: payload.countryDialingCode!, mobileNum: payload.firebaseMobileNo! };
      await deps.proof.require('login', merchant, phone, { firebaseIdToken: payload.firebaseIdToken });
      return ok(loginValue(await deps.accounts.loginByMobile(merchant, phone.countryDialingCode, phone.mobileNum)));
    }
    const identity = payload.type === 'sms' ? `${payload.countryDialingCode}${payload.mobileNum}` : payload.username;
    const known = deps.devices.isKnown(request, merchant, identity);
    const attempt = await deps.throttle.begin({
      merchant,
      identity,
      client: request.ip,
      knownDevice: known,
      captcha: payload.captcha ? () => deps.captchas.check(payload.captchaId, payload.captcha) : undefined,
    });
    let session: Session;
    try {
      if (payload.type === 'sms') {
        if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin) throw new AppError('login.mobileDisabled', 403);
        await deps.codes.require('login', merchant, payload, payload.verificationCode);
        session = await deps.accounts.loginByMobile(merchant, payload.countryDialingCode, payload.mobileNum);
      } else {
        session = await deps.accounts.login(merchant, payload, payload.password);
      }
    } catch (error) {
      if (!isLoginFailure(error)) {
        await attempt.abandoned();
        throw error;
      }
      const { captchaNext } = await attempt.failed();
      // The error says when the next try needs a captcha (spec section 8).
      throw captchaNext ? new AppError(error.code, error.status, { ...error.data, captchaRequired: true }) : error;
    }
    await attempt.succeeded();
    // This browser is now the owner's for this account: an attack elsewhere never asks it for a captcha.
    deps.devices.remember(request, reply, merchant, identity);
    return ok(loginValue(session));
  }

  app.post(PATHS.login, login);

  /** An SMS code to log in with; the same answer whether or not the number has an account. */
  app.post(PATHS.smsForLogin, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    if (!(await deps.settings.stored(merchant)).whitelabel.mobileLogin) throw new AppError('login.mobileDisabled', 403);
    const phone = parsePayload(verificationRequestSchema, request.body);
    await deps.humanCheck(merchant, phone);
    const deliver = await deps.accounts.hasMobile(merchant, phone.countryDialingCode, phone.mobileNum);
    return ok(await deps.codes.request('login', merchant, phone, request.ip, deliver));
  });

  /** Free play: a fresh trial account for a visitor (spec sections 2 and 4). */
  app.post(PATHS.freePlayLogin, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    if (!(await deps.settings.stored(merchant)).whitelabel.trialMode) throw new AppError('freeplay.disabled', 403);
    const token = sessionToken(request);
    const live = token ? await deps.accounts.authenticate(token) : null;
    if (live && !canFreePlay(live.member.type)) throw new AppError('freeplay.rejected', 403);
    await deps.limits.hit(`freeplay:${request.ip}`, 10, 3600);
    const session = await deps.accounts.trial(merchant);
    // Once per account (its key): a second try after a failed first one is safe.
    await deps.wallet.openFreePlay(merchant, session.member.id).catch(() => deps.wallet.openFreePlay(merchant, session.member.id));
    return ok({ ...loginValue(session), customerType: session.member.type });
  });

  app.post(PATHS.renewSession, async (request) => {
    await requestContext(request, deps.merchants);
    return ok(loginValue(await deps.accounts.renew(sessionToken(request))));
  });

  app.delete(PATHS.logout, async (request) => {
    await requestContext(request, deps.merchants);
    await deps.accounts.logout(sessionToken(request));
    return ok(null);
  });

  /**
   * A wrong old password counts as a failed login of the account, tried by this session: a
   * captcha, then waits, and past SESSION_ENDS_AFTER_FAILURES the session ends.
   */
  app.put(PATHS.changePassword, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = openEncryptedBody(request, deps.cipher, changePasswordPayloadSchema);
    if (payload.password !== payload.confimpsw) throw new AppError('request.invalid', 400, { fields: ['body.confimpsw'] });
    await requireBrandPassword(deps.settings, merchant, payload.password);
    const token = sessionToken(request);
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
          captcha: payload.captcha ? () => deps.captchas.check(payload.captchaId, payload.captcha) : undefined,
        });
    try {
      // Every other session ends; this device carries on with the fresh token.
      const session = await deps.accounts.changePassword(token, payload.old_password || undefined, payload.password);
      await attempt?.succeeded();
      return ok(loginValue(session));
    } catch (error) {
      if (!attempt) throw error;
      if (!(error instanceof AppError && error.code === 'password.oldIncorrect')) {
        await attempt.abandoned();
        throw error;
      }
      const { captchaNext, failuresHere } = await attempt.failed();
      if (failuresHere >= SESSION_ENDS_AFTER_FAILURES) {
        await deps.accounts.logout(token);
        throw new AppError('session.expired', 401);
      }
      throw captchaNext ? new AppError(error.code, error.status, { captchaRequired: true }) : error;
    }
  });

  app.get(PATHS.memberInfo, async (request, reply) => {
    await requestContext(request, deps.merchants);
    const token = sessionToken(request);
    const live = token ? await deps.accounts.authenticate(token) : null;
    // A token the server no longer knows is a forced logout (spec section 4), not an anonymous visit.
    if (token && !live) return reply.status(401).send(fail('session.expired'));
    if (!live) return ok(null);
    return ok({ id: live.member.id, nickname: live.member.nickname, account: live.member.username, type: live.member.type });
  });
}
