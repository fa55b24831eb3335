/**
 * The security centre (issue 23): two-factor sign-in with an authenticator app, the member's
 * active sessions and their login history. Paths are ours; only the security screens call them.
 */
export const SECURITY_PATHS = {
  overview: '/wps/member/security',
  twoFactorSetup: '/wps/member/security/two-factor/setup',
  twoFactorEnable: '/wps/member/security/two-factor/enable',
  twoFactorDisable: '/wps/member/security/two-factor/disable',
  sessions: '/wps/member/security/sessions',
  revokeSession: '/wps/member/security/sessions/revoke',
  revokeOtherSessions: '/wps/member/security/sessions/revoke-others',
  loginHistory: '/wps/member/security/logins',
  /** The second step of a login with two-factor sign-in on: the ticket of the first and a code. */
  twoFactorLogin: '/wps/session/login/two-factor',
} as const;

/** How many one-time recovery codes a member gets when two-factor sign-in turns on. */
export const RECOVERY_CODE_COUNT = 10;
