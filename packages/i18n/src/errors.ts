import { isErrorCode, type ErrorCode } from '@lobby/contract/constants';
import type { ErrorMessageKey, MessageKey } from './dictionary';

/** Client-side failures that have no server code. */
export type ClientErrorCode = 'network' | 'timeout' | 'upgrading' | 'unknown';

/**
 * Message key of an error code; unknown codes never show raw server text. A code known where it
 * is written gives its own key, so `t()` checks that the screen's namespaces hold it.
 */
export function errorMessageKey<C extends ErrorCode | ClientErrorCode>(code: C): `errors.${C}`;
export function errorMessageKey(code: string | undefined): ErrorMessageKey;
export function errorMessageKey(code: string | undefined): ErrorMessageKey {
  if (code === 'network' || code === 'timeout' || code === 'upgrading') return `errors.${code}`;
  if (isErrorCode(code)) return `errors.${code}`;
  return 'errors.unknown';
}

/** The namespaces holding error messages: the first page's words, then the screens' own. */
export const ERROR_NAMESPACES = ['translation', 'account', 'play', 'records', 'protection'] as const;

/**
 * The key and options to look any error code's words up with, wherever they live:
 * `const [key, options] = errorLookup(code); t(key, { ...options, ...values })`. (i18next's types
 * read a key under `ns: [...]` as the first namespace's only; at run time each is searched in
 * turn, and every code has its words in one of them.)
 */
export function errorLookup(
  code: string | undefined,
): [key: Extract<MessageKey, `errors.${string}`>, options: { ns: (typeof ERROR_NAMESPACES)[number][] }] {
  return [errorMessageKey(code) as Extract<MessageKey, `errors.${string}`>, { ns: [...ERROR_NAMESPACES] }];
}
