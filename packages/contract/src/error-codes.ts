/**
 * Stable error codes of the envelope. Each has a message key in @lobby/i18n (`errors.<code>`),
 * so no raw server text reaches a user.
 */
export const ERROR_CODES = [
  'request.invalid',
  'request.notFound',
  'request.tooLarge',
  'request.encryption',
  'merchant.unknown',
  'language.unsupported',
  'system.maintenance',
  'system.regionRestricted',
  'session.required',
  'session.expired',
  'login.failed',
  'login.tooMany',
  'register.usernameTaken',
  'modify.new.old.same',
  'unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
