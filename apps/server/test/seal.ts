import type { EncryptedBody, EncryptionPublicKey } from '@lobby/contract';

// The server may not import @lobby/api-client, so the client side is written out again here
// with WebCrypto, straight from the wire format; the shared fixture proves both agree.
const subtle = globalThis.crypto.subtle;
const b64 = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

export async function seal(
  pub: EncryptionPublicKey,
  plain: Uint8Array<ArrayBuffer>,
  aesBytes = 32,
): Promise<EncryptedBody> {
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(pub.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(aesBytes));
  const aes = await subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  return { keyId: pub.keyId, key: b64(key), iv: b64(iv), data: b64(data) };
}
export const sealJson = (pub: EncryptionPublicKey, payload: unknown) =>
  seal(pub, new TextEncoder().encode(JSON.stringify(payload)));
