import type { FieldError } from '@lobby/domain';
import type { TFunction } from 'i18next';

const PATTERN_MESSAGES = new Set(['username', 'password', 'email', 'mobile', 'affiliateCode', 'name']);

/**
 * A field's error as text. A format error of a known pattern gets the spec's message in the
 * visitor's language ('Account format is incorrect'...); otherwise the server rule's own message
 * when it has one, else ours for the key.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined, requiredKey?: string): string | undefined {
  if (!error) return undefined;
  // Some forms say what is missing in their own words (spec section 8).
  if (error.key === 'required' && requiredKey) return t(requiredKey);
  const patternId = error.params?.patternId;
  if (error.key === 'pattern' && typeof patternId === 'string' && PATTERN_MESSAGES.has(patternId)) return t(`validation.patterns.${patternId}`);
  return error.message ?? t(`validation.${error.key}`, error.params ?? {});
}
