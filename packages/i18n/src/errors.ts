import { isErrorCode, type ErrorCode } from '@lobby/contract/constants';
import type { ErrorMessageKey } from './dictionary';

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
