import { describe, expect, it, vi } from 'vitest';
import { firebaseIdTokenVerifier, InvalidIdToken } from '../src/adapters/firebase-id-token';
import { testSigningKey } from './id-tokens';

const PROJECT = 'lobby-demo';

describe('Firebase ID token verification', () => {
  const key = testSigningKey();
  const setup = () => {
    const fetchKeys = vi.fn(async () => ({ keys: [key.jwk], maxAgeSeconds: 600 }));
    return { fetchKeys, verify: firebaseIdTokenVerifier({ projectId: PROJECT, fetchKeys }) };
  };

  it('accepts a token of the project signed by a current key, and reads who it is', async () => {
    const { verify } = setup();
    expect(await verify(key.sign(PROJECT))).toEqual({ uid: 'google-uid-1', provider: 'google.com', email: 'ada.lovelace@example.com', emailVerified: true, authTime: expect.any(Number) });
  });

  it.each([
    ['another project', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://accounts.example.com' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 120 }],
    ['a token issued in the future', { iat: Math.floor(Date.now() / 1000) + 600 }],
    ['a sign-in in the future', { auth_time: Math.floor(Date.now() / 1000) + 600 }],
    ['no subject', { sub: '' }],
    ['a missing expiry', { exp: undefined }],
  ])('refuses %s', async (_what, claims) => {
    const { verify } = setup();
    await expect(verify(key.sign(PROJECT, claims))).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('refuses a forged signature, another algorithm, a key it does not know and garbage', async () => {
    const { verify } = setup();
    const stranger = testSigningKey();
    await expect(verify(stranger.sign(PROJECT))).rejects.toBeInstanceOf(InvalidIdToken);
    const [head, , signature] = key.sign(PROJECT).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url')}.${signature}`;
    await expect(verify(tampered)).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verify(key.sign(PROJECT, {}, { alg: 'none' }))).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verify(key.sign(PROJECT, {}, { kid: 'unknown' }))).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verify('not.a-token')).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verify('a.b.c')).rejects.toBeInstanceOf(InvalidIdToken);
  });

  it('caches the keys for their max-age; unknown key ids read them again at most once a minute', async () => {
    let clock = 1_000_000_000_000;
    const fetchKeys = vi.fn(async () => ({ keys: [key.jwk], maxAgeSeconds: 600 }));
    const verify = firebaseIdTokenVerifier({ projectId: PROJECT, fetchKeys, now: () => clock });
    const at = (ms: number) => Math.floor(ms / 1000);
    const sign = (extra: Record<string, unknown> = {}, header: Record<string, unknown> = {}) =>
      key.sign(PROJECT, { iat: at(clock) - 10, auth_time: at(clock) - 10, exp: at(clock) + 3600, ...extra }, header);
    await verify(sign());
    await verify(sign());
    expect(fetchKeys).toHaveBeenCalledTimes(1);
    // Made-up key ids, many at once: no download within the minute.
    await Promise.all(Array.from({ length: 20 }, (_, i) => expect(verify(sign({}, { kid: `made-up-${i}` }))).rejects.toBeInstanceOf(InvalidIdToken)));
    expect(fetchKeys).toHaveBeenCalledTimes(1);
    clock += 61_000;
    await Promise.all(Array.from({ length: 20 }, (_, i) => expect(verify(sign({}, { kid: `made-up-${i}` }))).rejects.toBeInstanceOf(InvalidIdToken)));
    // One shared download for all of them.
    expect(fetchKeys).toHaveBeenCalledTimes(2);
    // Expired keys are read again; when Google cannot be reached the old ones stay in use.
    clock += 600_000;
    fetchKeys.mockRejectedValueOnce(new Error('offline'));
    expect((await verify(sign())).uid).toBe('google-uid-1');
    expect(fetchKeys).toHaveBeenCalledTimes(3);
  });
});
