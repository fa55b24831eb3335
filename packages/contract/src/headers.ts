/** Headers every call carries (known-api.md conventions). */
export const HEADER = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  encryption: 'Encryption',
} as const;

/**
 * Value of the `Encryption` header on login/register/password bodies (DESIGN.md section 3):
 * RSA-OAEP-256 wraps a fresh AES-256-GCM key. Kept here, zod-free, so the browser can name it
 * without pulling the schemas in.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

/** `Device` header values; OTHERS is the standalone app. Gateways WEB=1, MOBILE=3 (spec section 1). */
export const DEVICES = ['MOBILE', 'WEB', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];

/** Interface languages (spec section 9): MY is the default. */
export const LANGUAGES = ['my', 'en', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'my';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
