import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Google's signing keys for Firebase ID tokens, as JSON Web Keys. */
export const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Who a verified Firebase ID token speaks for. */
export interface FirebaseIdentity {
  /** The Firebase user id (stable per project). */
  uid: string;
  /** How the user signed in to Firebase: google.com, phone... */
  provider: string;
  email?: string | undefined;
  emailVerified: boolean;
  /** The number a phone verification proved, in E.164 (+95912345678). */
  phoneNumber?: string | undefined;
  /** When the person signed in (seconds since the epoch): a phone proof must be fresh. */
  authTime: number;
}

export class InvalidIdToken extends Error {}

/** Clock difference allowed between Google and us. */
const SKEW_SECONDS = 60;

/** Google's keys from `url`, kept an hour; an unknown key id reads them again at most once a minute. */
export const remoteSigningKeys = (url = FIREBASE_JWKS_URL): JWTVerifyGetKey =>
  createRemoteJWKSet(new URL(url), { cacheMaxAge: 3_600_000, cooldownDuration: 60_000, timeoutDuration: 5_000 });

/**
 * Verifies Firebase ID tokens as Firebase documents it, with jose: RS256 signed by one of Google's
 * current keys (by `kid`), audience the project, issuer securetoken.google.com/<project>, not
 * expired, issued and authenticated in the past, with a subject.
 */
export function firebaseIdTokenVerifier(options: { projectId: string; keys?: JWTVerifyGetKey; now?: () => number }) {
  const keys = options.keys ?? remoteSigningKeys();
  const now = options.now ?? Date.now;

  return async function verifyIdToken(token: string): Promise<FirebaseIdentity> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        audience: options.projectId,
        issuer: `https://securetoken.google.com/${options.projectId}`,
        clockTolerance: SKEW_SECONDS,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
      }));
    } catch {
      // Forged, expired, for another project, or unverifiable now (Google unreachable): refused alike.
      throw new InvalidIdToken('not verified');
    }
    // jose checks the expiry; issue and sign-in must also lie in the past, as Firebase requires.
    const authTime = typeof claims.auth_time === 'number' ? claims.auth_time : NaN;
    const latest = now() / 1000 + SKEW_SECONDS;
    if (!(authTime <= latest) || !((claims.iat ?? NaN) <= latest)) throw new InvalidIdToken('time');
    if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128)
      throw new InvalidIdToken('subject');
    const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown };
    return {
      uid: claims.sub,
      provider: typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : 'unknown',
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : undefined,
      authTime,
    };
  };
}

export type VerifyIdToken = ReturnType<typeof firebaseIdTokenVerifier>;
