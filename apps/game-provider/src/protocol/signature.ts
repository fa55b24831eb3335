import { sign, verify, type KeyObject } from 'node:crypto';

/** Base64 RSA-SHA256 (PKCS#1 v1.5) signature over the raw body bytes: the X-Signature header. */
export function signBody(body: string | Buffer, key: KeyObject): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body, 'utf8') : body, key).toString('base64');
}

/** True when the signature was made over these bytes by any of the keys (a list, for rotation). */
export function verifyBody(body: Buffer, signature: string | undefined, keys: readonly KeyObject[]): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  const bytes = Buffer.from(signature, 'base64');
  return keys.some((key) => {
    try {
      return verify('sha256', body, key, bytes);
    } catch {
      return false;
    }
  });
}
