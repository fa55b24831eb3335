import type { EncryptedBody, EncryptionPublicKey } from '@lobby/contract';
import { ENCRYPTION_SCHEME } from '@lobby/contract/constants';

// Browser side of the encrypted login/register/password bodies (DESIGN.md section 3); the wire
// format is in @lobby/contract (encryption.ts). WebCrypto only, so no crypto library ships to
// the browser; it exists only in a secure context (HTTPS or localhost). Not exported from
// './requests': the boot bundle never encrypts.

/** Bytes per String.fromCharCode call: large arguments lists overflow the stack. */
const CHUNK = 0x8000;

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += CHUNK) binary += String.fromCharCode(...view.subarray(i, i + CHUNK));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Seals `payload` (as JSON) for the server key published in the settings: a fresh AES-256-GCM
 * key per body, wrapped with RSA-OAEP SHA-256. Send the result as the body with the
 * `Encryption: RSA-OAEP-256+A256GCM` header. Rejects when WebCrypto is missing (insecure
 * context) or the key is of another scheme.
 */
export async function encryptBody(publicKey: EncryptionPublicKey, payload: unknown): Promise<EncryptedBody> {
  // The settings reach the client unparsed: a server on a newer scheme may publish another one.
  const scheme: string = publicKey.scheme;
  if (scheme !== ENCRYPTION_SCHEME) throw new Error(`Unsupported encryption scheme: ${scheme}`);
  // Typed as always there, but browsers leave it out of an insecure context.
  const subtle = (globalThis.crypto as Partial<Crypto>).subtle;
  if (!subtle) throw new Error('WebCrypto is unavailable: encryption needs HTTPS or localhost');
  // Typed as a string, but undefined, a function or a symbol has no JSON form.
  const json = JSON.stringify(payload) as string | undefined;
  if (json === undefined) throw new Error('The payload has no JSON form');

  const rsa = await subtle.importKey(
    'spki',
    fromBase64(publicKey.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  // Extractable only so its raw bytes can be wrapped; it never outlives this call.
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  // WebCrypto appends the 16-byte tag to the ciphertext, which is the wire format as is.
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(json));
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}
