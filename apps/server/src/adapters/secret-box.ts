import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets kept in the database (authenticator secrets): a leaked table
 * alone gives none of them. Sealed text is `v1.<iv>.<tag>.<data>` in base64url.
 */
export function secretBox(keyMaterial: string) {
  const key = createHash('sha256').update(`secret-box\n${keyMaterial}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;

/** The box of operators' authenticator secrets: the server and the demo seed seal alike. */
export const operatorSecretBox = (keyMaterial: string | undefined) =>
  secretBox(`operator-two-factor\n${keyMaterial ?? 'development'}`);
