import { changePasswordPayloadSchema, fail, loginPayloadSchema, ok, verificationRequestSchema, type LoginValue } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { canFreePlay, isTrial } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import type { BodyCipher } from '../adapters/body-encryption';
import { requestContext } from '../http/request-context';
import { openEncryptedBody, parsePayload } from '../http/request-body';
import { sessionToken } from '../http/session-token';
import type { AccountsService, Session } from '../services/accounts-service';
import type { LoginService } from '../services/login-service';
import { AppError } from '../errors';
import type { KnownDevices } from '../services/known-devices';
import type { MerchantDirectory } from '../services/merchants';
import type { RateLimiter } from '../services/rate-limit';
import type { WalletService } from '../services/wallet-service';
import type { SettingsService } from '../services/settings-service';
import type { VerificationCodes } from '../services/verification-codes';
import type { SmsHumanCheck } from '../services/sms-human-check';

interface Deps {
  accounts: AccountsService;
  logins: LoginService;
  merchants: MerchantDirectory;
  settings: SettingsService;
  cipher: BodyCipher;
  devices: KnownDevices;
  codes: VerificationCodes;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
  wallet: WalletService;
}

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

/** Login (password or SMS code), free play, renewal, logout, change password and member info (spec sections 3, 4 and 7). */
export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  app.post(PATHS.login, async (request, reply) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = openEncryptedBody(request, deps.cipher, loginPayloadSchema);
    const { session, knownAs } = await deps.logins.login(merchant, payload, { ip: request.ip, isKnown: (identity) => deps.devices.isKnown(request, merchant, identity) });
    // This browser is now the owner's for this account: an attack elsewhere never asks it for a captcha.
    if (knownAs) deps.devices.remember(request, reply, merchant, knownAs);
    return ok(loginValue(session));
  });

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

  app.put(PATHS.changePassword, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = openEncryptedBody(request, deps.cipher, changePasswordPayloadSchema);
    // Every other session ends; this device carries on with the fresh token.
    return ok(loginValue(await deps.logins.changePassword(merchant, sessionToken(request), payload)));
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
