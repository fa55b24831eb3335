import { z } from 'zod';
import { ENCRYPTION_SCHEME } from './headers';

// Wire format of encrypted login/register/password bodies (DESIGN.md section 3). The client
// seals the JSON body with a fresh AES-256-GCM key and wraps that key with the server's
// RSA-OAEP (SHA-256) public key from the site settings; the `Encryption` header
// (HEADER.encryption) names ENCRYPTION_SCHEME. All binary parts are padded standard base64.

/** Limits in base64 characters: tight enough that junk is refused before any RSA work. */
export const ENCRYPTION_LIMITS = {
  /** RSA-OAEP output is exactly the modulus size: 2048 bits (344 chars) to 4096 bits (684). */
  keyMin: 344,
  keyMax: 684,
  /** 12-byte GCM nonce. */
  iv: 16,
  /** At least the 16-byte GCM tag; 64 KB of base64 (48 KB of JSON) is far above any form. */
  dataMin: 24,
  dataMax: 65_536,
  /** SPKI DER of a 2048-bit key is 392 chars, of a 4096-bit one 736. */
  publicKeyMin: 392,
  publicKeyMax: 1_024,
} as const;

/** Names the server key a body was sealed for, so a stale key (server restarted) is told apart. */
export const encryptionKeyIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const L = ENCRYPTION_LIMITS;

/** An encrypted request body. `data` is the AES-GCM ciphertext with its 16-byte tag at the end. */
export const encryptedBodySchema = z.object({
  keyId: encryptionKeyIdSchema,
  key: z.base64().min(L.keyMin).max(L.keyMax),
  /** 12 bytes are exactly 16 chars with no padding; a padded 16-char value would be shorter. */
  iv: z.string().regex(/^[A-Za-z0-9+/]{16}$/),
  data: z.base64().min(L.dataMin).max(L.dataMax),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** The public key as published in the site settings. */
export const encryptionPublicKeySchema = z.object({
  scheme: z.literal(ENCRYPTION_SCHEME),
  /** SubjectPublicKeyInfo DER, what WebCrypto importKey('spki') takes. */
  publicKey: z.base64().min(L.publicKeyMin).max(L.publicKeyMax),
  keyId: encryptionKeyIdSchema,
});
export type EncryptionPublicKey = z.infer<typeof encryptionPublicKeySchema>;
