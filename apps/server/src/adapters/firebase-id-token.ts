import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/** Google's signing keys for Firebase ID tokens, as JSON Web Keys. */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

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

export interface SigningKeys {
  keys: JsonWebKey[];
  /** How long the keys may be cached (Cache-Control max-age). */
  maxAgeSeconds: number;
}

export type FetchSigningKeys = () => Promise<SigningKeys>;

/** Reads Google's published keys; their Cache-Control says for how long they hold. */
export const fetchGoogleSigningKeys: FetchSigningKeys = async () => {
  const response = await fetch(FIREBASE_JWKS_URL, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`signing keys: HTTP ${response.status}`);
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
  const body = (await response.json()) as { keys?: JsonWebKey[] };
  return { keys: body.keys ?? [], maxAgeSeconds: maxAge ? Number(maxAge) : 3600 };
};

export class InvalidIdToken extends Error {}

const decodePart = (part: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (value === null || typeof value !== 'object') throw new InvalidIdToken('not an object');
  return value as Record<string, unknown>;
};

/** How soon an unknown key id may make us read Google's keys again. */
const REFETCH_UNKNOWN_KID_MS = 60_000;

/** Clock difference allowed between Google and us. */
const SKEW_SECONDS = 60;

/**
 * Verifies Firebase ID tokens as Firebase documents it: RS256 signed by one of Google's current
 * keys (by `kid`), audience the project, issuer securetoken.google.com/<project>, not expired,
 * issued and authenticated in the past, with a subject. Keys are cached for their max-age.
 */
export function firebaseIdTokenVerifier(options: { projectId: string; fetchKeys?: FetchSigningKeys; now?: () => number }) {
  const fetchKeys = options.fetchKeys ?? fetchGoogleSigningKeys;
  const now = options.now ?? Date.now;
  let cache: { keys: Map<string, KeyObject>; until: number; fetchedAt: number } | null = null;
  let inFlight: Promise<void> | null = null;

  /** One download at a time, shared by every request waiting on it; a failure keeps the old keys. */
  function refresh(): Promise<void> {
    inFlight ??= (async () => {
      try {
        const fresh = await fetchKeys();
        const keys = new Map<string, KeyObject>();
        for (const jwk of fresh.keys) {
          if (typeof jwk.kid === 'string' && jwk.kty === 'RSA' && (jwk.alg === undefined || jwk.alg === 'RS256')) keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
        }
        cache = { keys, until: now() + fresh.maxAgeSeconds * 1000, fetchedAt: now() };
      } catch {
        // Google unreachable: the keys we have stay in use for a minute more, then we ask again;
        // a token they cannot check is refused meanwhile.
        cache = { keys: cache?.keys ?? new Map(), until: now() + REFETCH_UNKNOWN_KID_MS, fetchedAt: now() };
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const stale = !cache || cache.until <= now();
    // An unknown kid may be a key Google has just rotated in, but made-up kids must not make us
    // download on every request: at most once a minute.
    const unknownKid = !!cache && !cache.keys.has(kid) && now() - cache.fetchedAt >= REFETCH_UNKNOWN_KID_MS;
    if (stale || unknownKid) await refresh();
    return cache?.keys.get(kid);
  }

  return async function verifyIdToken(token: string): Promise<FirebaseIdentity> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new InvalidIdToken('not a JWT');
    const [head, body, signature] = parts as [string, string, string];
    let header: Record<string, unknown>;
    let claims: Record<string, unknown>;
    try {
      header = decodePart(head);
      claims = decodePart(body);
    } catch {
      throw new InvalidIdToken('undecodable');
    }
    if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw new InvalidIdToken('algorithm');
    const key = await keyFor(header.kid);
    if (!key || !verify('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(signature, 'base64url'))) throw new InvalidIdToken('signature');

    const seconds = now() / 1000;
    const time = (name: string) => (typeof claims[name] === 'number' ? (claims[name] as number) : NaN);
    if (claims.aud !== options.projectId || claims.iss !== `https://securetoken.google.com/${options.projectId}`) throw new InvalidIdToken('audience');
    if (!(time('exp') > seconds - SKEW_SECONDS) || !(time('iat') <= seconds + SKEW_SECONDS) || !(time('auth_time') <= seconds + SKEW_SECONDS)) {
      throw new InvalidIdToken('time');
    }
    if (typeof claims.sub !== 'string' || claims.sub.length === 0 || claims.sub.length > 128) throw new InvalidIdToken('subject');
    const firebase = (claims.firebase ?? {}) as { sign_in_provider?: unknown };
    return {
      uid: claims.sub,
      provider: typeof firebase.sign_in_provider === 'string' ? firebase.sign_in_provider : 'unknown',
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
      phoneNumber: typeof claims.phone_number === 'string' ? claims.phone_number : undefined,
      authTime: time('auth_time'),
    };
  };
}

export type VerifyIdToken = ReturnType<typeof firebaseIdTokenVerifier>;
