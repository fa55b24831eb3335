import { changePasswordPayloadSchema, encryptedBodySchema, fail, loginPayloadSchema, ok, type LoginValue } from '@lobby/contract';
import { ENCRYPTION_SCHEME, HEADER, PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyCipher } from '../adapters/body-encryption';
import { requestContext } from '../http/request-context';
import { sessionToken } from '../http/session-token';
import type { AccountsService, Session } from '../services/accounts-service';
import { AppError } from '../services/errors';
import type { LoginThrottle } from '../services/login-throttle';
import type { MerchantDirectory } from '../services/merchants';

interface Deps {
  accounts: AccountsService;
  merchants: MerchantDirectory;
  cipher: BodyCipher;
  throttle: LoginThrottle;
}

const loginValue = (session: Session, firstTimeLogin = false): LoginValue => ({
  token: session.token,
  userName: session.member.username,
  type: session.member.type,
  firstTimeLogin,
  expiresAt: session.expiresAt.toISOString(),
});

/** An encrypted body's payload (DESIGN.md section 3); a plain body is refused. */
function openBody(request: FastifyRequest, cipher: BodyCipher): unknown {
  if (request.headers[HEADER.encryption.toLowerCase()] !== ENCRYPTION_SCHEME) throw new AppError('request.encryption');
  const body = encryptedBodySchema.safeParse(request.body);
  if (!body.success) throw new AppError('request.encryption');
  return cipher.decrypt(body.data);
}

/** Login, renewal, logout, change password and member info (spec sections 3, 4 and 7). */
export function sessionRoutes(app: FastifyInstance, deps: Deps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(PATHS.login, async (request) => {
    const { merchant } = await requestContext(request, deps.merchants);
    const payload = loginPayloadSchema.safeParse(openBody(request, deps.cipher));
    if (!payload.success) {
      throw new AppError('request.invalid', 400, { fields: [...new Set(payload.error.issues.map((i) => `body.${i.path.join('.')}`))] });
    }
    const { username, password } = payload.data;
    await deps.throttle.check(merchant, username, request.ip);
    try {
      const session = await deps.accounts.login(merchant, username, password);
      await deps.throttle.recordSuccess(merchant, username, request.ip);
      return ok(loginValue(session));
    } catch (error) {
      if (error instanceof AppError && error.code === 'login.failed') await deps.throttle.recordFailure(merchant, username, request.ip);
      throw error;
    }
  });

  typed.post(PATHS.renewSession, async (request) => {
    await requestContext(request, deps.merchants);
    return ok(loginValue(await deps.accounts.renew(sessionToken(request))));
  });

  typed.delete(PATHS.logout, async (request) => {
    await requestContext(request, deps.merchants);
    await deps.accounts.logout(sessionToken(request));
    return ok(null);
  });

  typed.put(PATHS.changePassword, async (request) => {
    await requestContext(request, deps.merchants);
    const payload = changePasswordPayloadSchema.safeParse(openBody(request, deps.cipher));
    if (!payload.success || payload.data.password !== payload.data.confimpsw) {
      const fields = payload.success ? ['body.confimpsw'] : [...new Set(payload.error.issues.map((i) => `body.${i.path.join('.')}`))];
      throw new AppError('request.invalid', 400, { fields });
    }
    // Every other session ends; this device carries on with the fresh token.
    return ok(loginValue(await deps.accounts.changePassword(sessionToken(request), payload.data.old_password, payload.data.password)));
  });

  typed.get(PATHS.memberInfo, async (request, reply) => {
    await requestContext(request, deps.merchants);
    const token = sessionToken(request);
    const live = token ? await deps.accounts.authenticate(token) : null;
    // A token the server no longer knows is a forced logout (spec section 4), not an anonymous visit.
    if (token && !live) return reply.status(401).send(fail('session.expired'));
    if (!live) return ok(null);
    return ok({ id: live.member.id, nickname: live.member.nickname, account: live.member.username, type: live.member.type });
  });
}
