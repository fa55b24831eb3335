import { ENDPOINTS, type LoginValue } from '@lobby/contract';
import { canFreePlay, isTrial } from '@lobby/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Serve } from '../http/endpoint-route';
import { sessionToken } from '../http/session-token';
import type { AccountsService, Session } from '../services/accounts-service';
import type { KnownDevices } from '../services/known-devices';
import type { LoginService } from '../services/login-service';
import type { RateLimiter } from '../services/rate-limit';
import { writingLanguage } from '../services/server-texts';
import type { SettingsService } from '../services/settings-service';
import type { SmsHumanCheck } from '../services/sms-human-check';
import type { VerificationCodes } from '../services/verification-codes';
import type { WalletService } from '../services/wallet-service';

interface Deps {
  accounts: AccountsService;
  logins: LoginService;
  settings: SettingsService;
  devices: KnownDevices;
  codes: VerificationCodes;
  humanCheck: SmsHumanCheck;
  limits: RateLimiter;
  wallet: WalletService;
}

/** Trial accounts carry their brand's trial merchant code (spec section 6). */
export const trialMerchantCode = (merchant: string) => `${merchant}TRIAL`;

export const loginValue = (session: Session): LoginValue => ({
  token: session.token,
  userName: session.member.username,
  type: session.member.type,
  merchantCode: isTrial(session.member.type)
    ? trialMerchantCode(session.member.merchantCode)
    : session.member.merchantCode,
  firstTimeLogin: session.firstTimeLogin,
  mustChangePassword: session.mustChangePassword,
  expiresAt: session.expiresAt.toISOString(),
  withdrawOnly: session.withdrawOnly,
});

/** Login (password or SMS code), free play, renewal, logout, change password and member info (spec sections 3, 4 and 7). */
export function sessionRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.login, async ({ ctx: { merchant }, body, request, reply }) => {
    const { session, knownAs } = await deps.logins.login(merchant, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? '',
      isKnown: (identity) => deps.devices.isKnown(request, merchant, identity),
    });
    // This browser is now the owner's for this account: an attack elsewhere never asks it for a captcha.
    if (knownAs) deps.devices.remember(request, reply, merchant, knownAs);
    return loginValue(session);
  });

  /** An SMS code to log in with; the same answer whether or not the number has an account. */
  serve(app, ENDPOINTS.smsForLogin, async ({ ctx: { merchant, interfaceLanguage }, body: phone, request }) => {
    const settings = await deps.settings.stored(merchant);
    if (!settings.whitelabel.mobileLogin) throw new AppError('login.mobileDisabled', 403);
    await deps.humanCheck(merchant, phone);
    const deliver = await deps.accounts.hasMobile(merchant, phone.countryDialingCode, phone.mobileNum);
    const language = writingLanguage(interfaceLanguage, settings.defaultLanguage);
    return deps.codes.request('login', merchant, phone, { client: request.ip, language }, deliver);
  });

  /** Free play: a fresh trial account for a visitor (spec sections 2 and 4). */
  serve(app, ENDPOINTS.freePlayLogin, async ({ ctx: { merchant }, request }) => {
    if (!(await deps.settings.stored(merchant)).whitelabel.trialMode) throw new AppError('freeplay.disabled', 403);
    const token = sessionToken(request);
    const live = token ? await deps.accounts.authenticate(token) : null;
    if (live && !canFreePlay(live.member.type)) throw new AppError('freeplay.rejected', 403);
    await deps.limits.hit(`freeplay:${request.ip}`, 10, 3600);
    const session = await deps.accounts.trial(merchant);
    // Once per account (its key): a second try after a failed first one is safe.
    await deps.wallet
      .openFreePlay(merchant, session.member.id)
      .catch(() => deps.wallet.openFreePlay(merchant, session.member.id));
    return { ...loginValue(session), customerType: session.member.type };
  });

  serve(app, ENDPOINTS.renewSession, async ({ request }) =>
    loginValue(await deps.accounts.renew(sessionToken(request))),
  );

  serve(app, ENDPOINTS.logout, async ({ request }) => {
    await deps.accounts.logout(sessionToken(request));
    return null;
  });

  // Every other session ends; this device carries on with the fresh token.
  serve(app, ENDPOINTS.changePassword, async ({ ctx: { merchant }, body, request }) =>
    loginValue(
      await deps.logins.changePassword(merchant, sessionToken(request), body, {
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? '',
      }),
    ),
  );

  // A token the server no longer knows is a forced logout (spec section 4), not an anonymous visit: the viewer access answers it.
  serve(app, ENDPOINTS.memberInfo, ({ member }) =>
    member
      ? {
          id: member.id,
          memberNo: member.memberNo,
          nickname: member.nickname,
          account: member.username,
          type: member.type,
        }
      : null,
  );
}
