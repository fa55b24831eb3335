import type { FieldError } from '@lobby/domain';
import type { AccountDictionary } from '@lobby/i18n';
import type { ParseKeys, TFunction } from 'i18next';

/** The words of the account forms: their own namespace, then the first page's. */
export type FormNamespaces = readonly ['account', 'translation'];
/** A message key the account forms can show. */
export type FormMessageKey = ParseKeys<FormNamespaces>;
type PatternId = keyof AccountDictionary['validation']['patterns'];

const PATTERN_MESSAGES: ReadonlySet<string> = new Set<PatternId>([
  'username',
  'password',
  'email',
  'mobile',
  'affiliateCode',
  'name',
]);
const hasPatternMessage = (id: unknown): id is PatternId => typeof id === 'string' && PATTERN_MESSAGES.has(id);

/**
 * The spec's own words for a missing field of any account form (section 8: 'Enter a captcha',
 * 'enter password', 'Please enter a valid mobile number'); other fields say 'required'.
 */
const REQUIRED_BY_FIELD: Readonly<Record<string, FormMessageKey>> = {
  captcha: 'validation.captchaRequired',
  confirm: 'validation.confirmRequired',
  mobile: 'validation.mobileRequired',
};
export const requiredTextOf = (field: string): FormMessageKey | undefined => REQUIRED_BY_FIELD[field];

/**
 * A field's error as text. A format error of a known pattern gets the spec's message in the
 * visitor's language ('Account format is incorrect'...); otherwise the server rule's own message
 * when it has one, else ours for the key.
 */
export function fieldErrorText(
  t: TFunction<FormNamespaces>,
  error: FieldError | undefined,
  requiredKey?: FormMessageKey,
): string | undefined {
  if (!error) return undefined;
  // Some forms say what is missing in their own words (spec section 8).
  if (error.key === 'required' && requiredKey) return t(requiredKey);
  const patternId = error.params?.patternId;
  if (error.key === 'pattern' && hasPatternMessage(patternId)) return t(`validation.patterns.${patternId}`);
  return error.message ?? t(`validation.${error.key}`, error.params ?? {});
}
