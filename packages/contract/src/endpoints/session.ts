import { z } from 'zod';
import { endpoint } from '../endpoint';
import { PATHS } from '../paths';
import { verificationRequestSchema, verificationValueSchema } from '../registration';
import { changePasswordPayloadSchema, loginPayloadSchema, loginValueSchema, memberInfoSchema } from '../session';

/**
 * The session (spec sections 3, 4 and 7): login (password or SMS code), free play, renewal, logout,
 * change password and member info. Renewal, logout and the password change read the session token
 * themselves (an expired one is their own answer), so they are public.
 */
export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: PATHS.login,
    access: 'public',
    body: loginPayloadSchema,
    encoding: 'sealed',
    response: loginValueSchema,
  }),
  smsForLogin: endpoint({
    method: 'POST',
    path: PATHS.smsForLogin,
    access: 'public',
    body: verificationRequestSchema,
    response: verificationValueSchema,
  }),
  // A live session of a full member is refused by the route itself; an expired one does not matter here.
  freePlayLogin: endpoint({ method: 'POST', path: PATHS.freePlayLogin, access: 'public', response: loginValueSchema }),
  renewSession: endpoint({ method: 'POST', path: PATHS.renewSession, access: 'public', response: loginValueSchema }),
  logout: endpoint({ method: 'DELETE', path: PATHS.logout, access: 'public', response: z.null() }),
  changePassword: endpoint({
    method: 'PUT',
    path: PATHS.changePassword,
    access: 'public',
    body: changePasswordPayloadSchema,
    encoding: 'sealed',
    response: loginValueSchema,
  }),
  memberInfo: endpoint({ method: 'GET', path: PATHS.memberInfo, access: 'viewer', response: memberInfoSchema }),
};
