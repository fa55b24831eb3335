import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * The game provider protocol's signatures (docs/provider-protocol.md): RSA-SHA256 (PKCS#1 v1.5)
 * over the raw body, base64 in `X-Signature`.
 */
export function signBody(body: string | Buffer, privateKey: KeyObject | string): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString('base64');
}

/** Public keys read once: a key that does not parse is left out (and said by `keysOf`'s caller). */
export function publicKeysOf(pems: readonly string[]): KeyObject[] {
  return pems.flatMap((pem) => {
    try {
      return [createPublicKey(pem)];
    } catch {
      return [];
    }
  });
}

export function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** Whether any of the sender's keys (more than one while rotating) made this signature. */
export function verifyBody(body: Buffer, signature: string | undefined, keys: readonly KeyObject[]): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature) || signature.length > 2048) return false;
  const bytes = Buffer.from(signature, 'base64');
  return keys.some((key) => {
    try {
      return verify('sha256', body, key, bytes);
    } catch {
      return false;
    }
  });
}
