import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  activeSessionSchema,
  loginHistoryEntrySchema,
  recoveryCodesSchema,
  revokeSessionSchema,
  securityOverviewSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
} from '../security';
import { SECURITY_PATHS } from '../security-constants';
import { loginValueSchema } from '../session';

/** The security centre (issue 23) and the second step of a two-factor login. */
export const securityEndpoints = {
  securityOverview: endpoint({
    method: 'GET',
    path: SECURITY_PATHS.overview,
    access: 'member',
    response: securityOverviewSchema,
  }),
  twoFactorSetup: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.twoFactorSetup,
    access: 'member',
    response: twoFactorSetupSchema,
  }),
  twoFactorEnable: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.twoFactorEnable,
    access: 'member',
    body: twoFactorEnableSchema,
    response: recoveryCodesSchema,
  }),
  // The password travels sealed, as at login.
  twoFactorDisable: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.twoFactorDisable,
    access: 'member',
    body: twoFactorDisableSchema,
    encoding: 'sealed',
    response: z.null(),
  }),
  activeSessions: endpoint({
    method: 'GET',
    path: SECURITY_PATHS.sessions,
    access: 'member',
    response: z.array(activeSessionSchema),
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.revokeSession,
    access: 'member',
    body: revokeSessionSchema,
    response: z.null(),
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.revokeOtherSessions,
    access: 'member',
    response: z.object({ revoked: z.number().int().min(0) }),
  }),
  loginHistory: endpoint({
    method: 'GET',
    path: SECURITY_PATHS.loginHistory,
    access: 'member',
    response: z.array(loginHistoryEntrySchema),
  }),
  twoFactorLogin: endpoint({
    method: 'POST',
    path: SECURITY_PATHS.twoFactorLogin,
    access: 'public',
    body: twoFactorLoginSchema,
    response: loginValueSchema,
  }),
};
