import {
  constants,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { ENCRYPTION_SCHEME, encryptedBodySchema, type EncryptionPublicKey } from '@lobby/contract';
import { AppError } from '../errors';
import { nestsDeeperThan } from '../http/json-depth';

// Server side of the encrypted login/register/password bodies (DESIGN.md section 3); the wire
// format is in @lobby/contract (encryption.ts), the browser side in @lobby/api-client.
//
// Without ENCRYPTION_PRIVATE_KEY each process makes its own key pair at startup: a restart
// changes the key (clients holding the old one get `request.encryption` and must refetch the
// settings), and several instances behind one address MUST share a configured key, or a body
// sealed for one instance cannot be opened by another.

/** Where opening failed; for logs only, never for the client (see BodyEncryptionError). */
export type BodyEncryptionFailure = 'format' | 'keyId' | 'key' | 'cipher' | 'payload';

/**
 * One 400 `request.encryption` for every failure. The reason stays server-side: telling the
 * client which step failed would hand it an oracle on the RSA padding.
 */
export class BodyEncryptionError extends AppError {
  constructor(readonly reason: BodyEncryptionFailure) {
    super('request.encryption', 400);
    this.name = 'BodyEncryptionError';
  }
}

export interface BodyCipher {
  /** What the settings publish; stable for the life of the key. */
  publicKey(): EncryptionPublicKey;
  /** Opens an encrypted body and parses its JSON; throws BodyEncryptionError, or a 400 for a payload nested too deep. */
  decrypt(body: unknown): unknown;
}

/** 2048 bits keeps the startup cost near 0.1 s; a configured key may be larger (up to 4096). */
const GENERATED_BITS = 2048;
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function loadPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    // Never echo the PEM: it is the secret.
    throw new Error('ENCRYPTION_PRIVATE_KEY is not a readable PEM private key');
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < 2048 || bits > 4096) {
    throw new Error('ENCRYPTION_PRIVATE_KEY must be an RSA key of 2048 to 4096 bits');
  }
  return key;
}

export function createBodyCipher(opts: { privateKeyPem?: string } = {}): BodyCipher {
  const privateKey = opts.privateKeyPem
    ? loadPrivateKey(opts.privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: GENERATED_BITS }).privateKey;
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const published: EncryptionPublicKey = {
    scheme: ENCRYPTION_SCHEME,
    publicKey: spki.toString('base64'),
    // 96 bits of the SPKI hash: enough to tell keys apart, short in every request.
    keyId: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
  };

  function open(body: unknown): Buffer {
    const parsed = encryptedBodySchema.safeParse(body);
    if (!parsed.success) throw new BodyEncryptionError('format');
    const { keyId, key, iv, data } = parsed.data;
    if (keyId !== published.keyId) throw new BodyEncryptionError('keyId');
    // GCM takes other nonce sizes too; the format fixes 12 bytes, so anything else is refused.
    const nonce = Buffer.from(iv, 'base64');
    const sealed = Buffer.from(data, 'base64');
    if (nonce.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new BodyEncryptionError('format');

    let aesKey: Buffer;
    try {
      aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(key, 'base64'),
      );
    } catch {
      throw new BodyEncryptionError('key');
    }
    if (aesKey.length !== AES_KEY_BYTES) throw new BodyEncryptionError('key');

    try {
      const decipher = createDecipheriv('aes-256-gcm', aesKey, nonce, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BodyEncryptionError('cipher');
    }
  }

  return {
    publicKey: () => ({ ...published }),
    decrypt(body) {
      const plain = open(body);
      let text: string;
      try {
        // fatal: malformed UTF-8 is refused rather than silently turned into U+FFFD.
        text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
      } catch {
        throw new BodyEncryptionError('payload');
      }
      // As for plain bodies, before anything parses it: the seal was fine, the payload is not.
      if (nestsDeeperThan(text)) throw new AppError('request.invalid', 400, { fields: ['body'] });
      try {
        return JSON.parse(text);
      } catch {
        throw new BodyEncryptionError('payload');
      }
    },
  };
}
