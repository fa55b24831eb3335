import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import { firebaseIdTokenVerifier, InvalidIdToken, remoteSigningKeys } from '../src/adapters/firebase-id-token';
import { testSigningKey } from './id-tokens';

const PROJECT = 'lobby-demo';

describe('Firebase ID token verification', () => {
  const key = testSigningKey();
  const setup = () => ({
    verify: firebaseIdTokenVerifier({ projectId: PROJECT, keys: createLocalJWKSet({ keys: [key.jwk] }) }),
  });

  it('accepts a token of the project signed by a current key, and reads who it is', async () => {
    const { verify } = setup();
    expect(await verify(key.sign(PROJECT))).toEqual({
      uid: 'google-uid-1',
      provider: 'google.com',
      email: 'ada.lovelace@example.com',
      emailVerified: true,
      authTime: expect.any(Number),
    });
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

  it('reads the published keys once; made-up key ids do not make it read them again', async () => {
    let reads = 0;
    const server = createServer((_req, res) => {
      reads += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [key.jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const verify = firebaseIdTokenVerifier({
        projectId: PROJECT,
        keys: remoteSigningKeys(`http://127.0.0.1:${port}/keys`),
      });
      expect((await verify(key.sign(PROJECT))).uid).toBe('google-uid-1');
      expect((await verify(key.sign(PROJECT))).uid).toBe('google-uid-1');
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          expect(verify(key.sign(PROJECT, {}, { kid: `made-up-${i}` }))).rejects.toBeInstanceOf(InvalidIdToken),
        ),
      );
      expect(reads).toBe(1);
    } finally {
      server.close();
    }
  });

  it('judges times by its own clock, with a minute of skew', async () => {
    const clock = 1_000_000_000_000;
    const at = Math.floor(clock / 1000);
    const verify = firebaseIdTokenVerifier({
      projectId: PROJECT,
      keys: createLocalJWKSet({ keys: [key.jwk] }),
      now: () => clock,
    });
    expect((await verify(key.sign(PROJECT, { iat: at + 30, auth_time: at + 30, exp: at + 3600 }))).authTime).toBe(
      at + 30,
    );
    await expect(
      verify(key.sign(PROJECT, { iat: at - 7200, auth_time: at - 7200, exp: at - 120 })),
    ).rejects.toBeInstanceOf(InvalidIdToken);
    await expect(verify(key.sign(PROJECT, { iat: at, auth_time: at + 600, exp: at + 3600 }))).rejects.toBeInstanceOf(
      InvalidIdToken,
    );
  });
});
