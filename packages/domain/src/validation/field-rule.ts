import type { FieldError, ValidationKey } from './keys';

/**
 * One field rule as the server supplies it (spec section 5): registration rules by field, and the
 * login rules loginUsername, loginPassword, loginMobileNum and verificationCode of the shared
 * verifier. `pattern` is a regular-expression source string used as given (it carries its own
 * anchors); `patternId` names it and is passed on for the message; `message` may hold the
 * placeholders (min) and (max).
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  patternId?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  message?: string;
}

export interface CheckOptions {
  /**
   * Trim the value before checking (default true). Passwords are checked as typed (`false`): a
   * space is part of a password, and what is checked must be what is sent.
   */
  trim?: boolean;
}

/**
 * Length in characters (code points), not bytes or UTF-16 units: a Burmese syllable is 3 bytes a
 * code point and an emoji 2 units, yet each code point is one character to the rule. Grapheme
 * clusters would depend on the runtime's Unicode data, so server and client could disagree.
 */
export const charCount = (value: string): number => [...value].length;

const DIGITS = /^[0-9]+$/;
/** ASCII digits only: captcha and SMS codes (spec section 5). */
export const isNumeric = (value: string): boolean => DIGITS.test(value);

const limit = (n: number | undefined): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;

/**
 * Compiles the server pattern; null when it is not a valid regular expression. No `u` flag, so
 * patterns written without it (e.g. `[\w-]`) keep working.
 */
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The rule's message with (min)/(max) replaced by the rule's numbers where it has them. */
export function ruleMessage(rule: FieldRule): string | undefined {
  if (rule.message === undefined) return undefined;
  const min = limit(rule.minLength);
  const max = limit(rule.maxLength);
  let message = rule.message;
  if (min !== undefined) message = message.replaceAll('(min)', String(min));
  if (max !== undefined) message = message.replaceAll('(max)', String(max));
  return message;
}

function ruleError(key: ValidationKey, rule: FieldRule): FieldError {
  const params: Record<string, number | string> = {};
  const min = limit(rule.minLength);
  const max = limit(rule.maxLength);
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  if (key === 'pattern' && rule.patternId) params.patternId = rule.patternId;
  const message = ruleMessage(rule);
  return {
    key,
    ...(message !== undefined ? { message } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/**
 * Checks one value against one server rule (spec section 5): a disabled rule checks nothing; an
 * empty value fails only a required rule (non-required empty passes); then minimum length,
 * maximum length and pattern, first failure wins. Every error carries the rule's message.
 *
 * An invalid server pattern fails closed: the field is invalid with the rule's message. The same
 * rule is enforced by the server, where passing anything because the operator's pattern is broken
 * would accept values the operator meant to forbid; the client fails the same way so both agree.
 */
export function checkField(value: string, rule: FieldRule, options: CheckOptions = {}): FieldError | null {
  if (!rule.enabled) return null;
  const text = options.trim === false ? value : value.trim();
  if (text === '') return rule.required ? ruleError('required', rule) : null;
  const length = charCount(text);
  const min = limit(rule.minLength);
  const max = limit(rule.maxLength);
  if (min !== undefined && length < min) return ruleError('tooShort', rule);
  if (max !== undefined && length > max) return ruleError('tooLong', rule);
  if (rule.pattern) {
    const regex = compile(rule.pattern);
    if (!regex || !regex.test(text)) return ruleError('pattern', rule);
  }
  return null;
}

/** Fixed limits of the spec that apply besides (or without) a server rule. */
export interface FixedLimits {
  required?: boolean;
  numeric?: boolean;
  max?: number;
}

/**
 * Checks the spec's fixed limits (captcha, mobile and SMS code lengths, spec sections 5 and 9):
 * required, then digits only, then maximum length. Empty and not required passes.
 */
export function checkLimits(value: string, limits: FixedLimits, options: CheckOptions = {}): FieldError | null {
  const text = options.trim === false ? value : value.trim();
  if (text === '') return limits.required ? { key: 'required' } : null;
  if (limits.numeric && !isNumeric(text)) return { key: 'numeric' };
  if (limits.max !== undefined && charCount(text) > limits.max) return { key: 'tooLong', params: { max: limits.max } };
  return null;
}

/**
 * The rule with `required` forced on, for fields a form cannot do without (the username of a
 * username registration, the mobile of a mobile one...). A disabled or missing rule still
 * requires a value but checks nothing else.
 */
export const requiredRule = (rule: FieldRule | undefined): FieldRule =>
  rule?.enabled ? { ...rule, required: true } : { enabled: true, required: true };
