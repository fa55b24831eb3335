import { createSign, generateKeyPairSync, type JsonWebKey } from 'node:crypto';

/** A signing key of our own standing in for Google's, and ID tokens signed with it. */
export function testSigningKey(kid = 'test-key-1') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    jwk,
    /** A Firebase-shaped ID token for `projectId`; `claims` override or add. */
    sign(projectId: string, claims: Record<string, unknown> = {}, header: Record<string, unknown> = {}): string {
      const now = Math.floor(Date.now() / 1000);
      const body = {
        iss: `https://securetoken.google.com/${projectId}`,
        aud: projectId,
        sub: 'google-uid-1',
        iat: now - 10,
        auth_time: now - 10,
        exp: now + 3600,
        email: 'ada.lovelace@example.com',
        email_verified: true,
        firebase: { sign_in_provider: 'google.com' },
        ...claims,
      };
      const head = encode({ alg: 'RS256', kid, typ: 'JWT', ...header });
      const payload = encode(body);
      const signature = createSign('RSA-SHA256').update(`${head}.${payload}`).sign(privateKey).toString('base64url');
      return `${head}.${payload}.${signature}`;
    },
  };
}
