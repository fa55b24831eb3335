import { ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Serve } from '../http/endpoint-route';
import { sessionToken } from '../http/session-token';
import type { KnownDevices } from '../services/known-devices';
import type { LoginService } from '../services/login-service';
import type { SecurityCentre } from '../services/security-centre';
import type { TwoFactorService } from '../services/two-factor-service';
import { loginValue } from './session';

interface Deps {
  logins: LoginService;
  twoFactor: TwoFactorService;
  security: SecurityCentre;
  devices: KnownDevices;
}

const userAgentOf = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 512) ?? '';

/** The security centre (issue 23): two-factor sign-in, active sessions, login history; and the second login step. */
export function securityRoutes(app: FastifyInstance, serve: Serve, deps: Deps) {
  serve(app, ENDPOINTS.securityOverview, ({ member }) => deps.twoFactor.overview(member.id));
  serve(app, ENDPOINTS.twoFactorSetup, ({ member }) => deps.twoFactor.setup(member));
  serve(app, ENDPOINTS.twoFactorEnable, ({ member, body }) => deps.twoFactor.enable(member.id, body.code));
  serve(app, ENDPOINTS.twoFactorDisable, async ({ member, body }) => {
    await deps.twoFactor.disable(member, body.password, body.code);
    return null;
  });

  serve(app, ENDPOINTS.activeSessions, ({ member, request }) =>
    deps.security.sessions(member.id, sessionToken(request)),
  );
  serve(app, ENDPOINTS.revokeSession, async ({ member, body }) => {
    await deps.security.revoke(member.id, body.id);
    return null;
  });
  serve(app, ENDPOINTS.revokeOtherSessions, async ({ member, request }) => ({
    revoked: await deps.security.revokeOthers(member.id, sessionToken(request)),
  }));
  serve(app, ENDPOINTS.loginHistory, ({ member }) => deps.security.loginHistory(member.id));

  serve(app, ENDPOINTS.twoFactorLogin, async ({ ctx: { merchant }, body, request, reply }) => {
    const { session, knownAs } = await deps.logins.completeTwoFactor(merchant, body, {
      ip: request.ip,
      userAgent: userAgentOf(request),
      isKnown: (identity) => deps.devices.isKnown(request, merchant, identity),
    });
    if (knownAs) deps.devices.remember(request, reply, merchant, knownAs);
    return loginValue(session);
  });
}
