import { InvalidIdToken, type VerifyIdToken } from '../adapters/firebase-id-token';
import { AppError } from '../errors';
import type { AccountsService, Proven } from './accounts-service';
import type { RateLimiter } from './rate-limit';
import type { SettingsService } from './settings-service';

/**
 * Sign-ins per client an hour: generous, as many phones share a carrier's address, yet a bound on
 * the signature checks one client can ask for.
 */
const PER_CLIENT_HOURLY = 120;

/**
 * Google sign-in through Firebase (spec sections 2 and 3): only when the brand's social-login
 * setting is on and the server has a Firebase project to verify tokens for. The token must be
 * Google's own sign-in; its verified e-mail is kept on a new member.
 */
export function socialLogin(deps: {
  accounts: AccountsService;
  settings: SettingsService;
  limits: RateLimiter;
  verifyIdToken: VerifyIdToken | null;
}) {
  return async function proveGoogleSignIn(merchant: string, idToken: string, ip: string): Promise<Proven> {
    const { whitelabel } = await deps.settings.stored(merchant);
    if (!whitelabel.socialLogin || !deps.verifyIdToken) throw new AppError('login.socialDisabled', 403);
    await deps.limits.hit(`social:${ip}`, PER_CLIENT_HOURLY, 3600);
    let identity;
    try {
      identity = await deps.verifyIdToken(idToken);
    } catch (error) {
      if (error instanceof InvalidIdToken) throw new AppError('login.failed', 401);
      throw error;
    }
    if (identity.provider !== 'google.com') throw new AppError('login.failed', 401);
    return deps.accounts.proveIdentity(merchant, {
      provider: 'google.com',
      subject: identity.uid,
      email: identity.emailVerified ? identity.email : undefined,
    });
  };
}
