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
  'request.tooMany',
  'login.failed',
  'login.mobileDisabled',
  'login.socialDisabled',
  'captcha.required',
  'captcha.invalid',
  'verification.invalid',
  'verification.tooSoon',
  'register.disabled',
  'register.invalid',
  'register.mobileTaken',
  'register.invitationInvalid',
  'register.referrerInvalid',
  'reset.disabled',
  'freeplay.disabled',
  'freeplay.rejected',
  'login.tooMany',
  'register.usernameTaken',
  'modify.new.old.same',
  'promotion.unavailable',
  'promotion.state',
  'upload.invalid',
  'wallet.insufficient',
  'wallet.amount',
  'request.conflict',
  'game.unfinished',
  'game.roundClosed',
  'game.guess',
  'promoCode.invalid',
  'promoCode.used',
  'feature.unavailable',
  'agent.only',
  'unknown',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
