import { isApiError } from '@lobby/api-client';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import { errorLookup } from '@lobby/i18n';
import { EmptyState } from '@lobby/ui';
import { useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../hooks/use-currency';
import type { formatDateTime } from '../lib/date-format';
import type * as moneyFormat from '../lib/money-format';

/** The namespaces of errors a screen may meet without having loaded them (a limit met from the lobby). */
const LATE_ERROR_NAMESPACES = ['account', 'protection'];

/**
 * The date formatter, fetched with the words of the first message that names a date (a break's
 * end): no first screen shows one, and the first load stays within its budget.
 */
let formatDate: typeof formatDateTime | undefined;
/** The money formatter, fetched alike with the first message that names an amount (a limit's). */
let formatMoney: typeof moneyFormat | undefined;

/**
 * The translated message of a failed call (spec section 8): never raw server text. Errors only
 * the account forms, limits and breaks, the contract or the KYC screens meet live in their lazy
 * namespaces, looked up after the main one; met elsewhere, their words are fetched and the
 * message shows once they arrive.
 */
export function useApiErrorText() {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const [, wordsArrived] = useReducer((n: number) => n + 1, 0);
  const late = useRef<'idle' | 'loading' | 'done'>('idle');
  return (error: unknown) => {
    const [key, lookup] = errorLookup(isApiError(error) ? error.code : undefined);
    const data = isApiError(error) ? error.data : undefined;
    const needsFormatter =
      (data?.until !== undefined && !formatDate) || (typeof data?.amountMinor === 'number' && !formatMoney);
    // (Without an i18next instance, react-i18next hands out a bare one: nothing to fetch then.)
    if (i18n.isInitialized && (needsFormatter || !i18n.exists(key, lookup))) {
      const missing = LATE_ERROR_NAMESPACES.filter((ns) => !i18n.hasLoadedNamespace(ns));
      // Words or a formatter that cannot be fetched (offline) leave the generic message, not a key.
      if (late.current === 'done' || !(missing.length || needsFormatter)) return t('errors.unknown');
      if (late.current === 'idle') {
        late.current = 'loading';
        // The formatter comes with the late words: the messages that name a date are among them.
        void Promise.all([
          i18n.loadNamespaces(missing),
          import('../lib/date-format').then(
            (module) => {
              formatDate = module.formatDateTime;
            },
            () => undefined,
          ),
          import('../lib/money-format').then(
            (module) => {
              formatMoney = module;
            },
            () => undefined,
          ),
        ]).then(() => {
          late.current = 'done';
          wordsArrived();
        });
      }
      return t('app.loading');
    }
    return t(key, { ...lookup, ...messageValues(data, i18n.language, currency) });
  };
}

/**
 * The figures a message names (a limit's amount or minutes, an exclusion's end), from the
 * error's data: plain numbers and texts only, an end date in the words of the language shown,
 * an amount given in minor units (`amountMinor`) as the brand's currency is shown.
 */
function messageValues(
  data: Record<string, unknown> | undefined,
  language: string,
  currency: string,
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(data ?? {}))
    if (typeof value === 'string' || typeof value === 'number')
      values[name] =
        name === 'until' ? (formatDate?.(value, { language: language as InterfaceLanguage }) ?? '') : value;
  if (typeof data?.amountMinor === 'number' && formatMoney)
    values.amount = formatMoney.formatMinor(data.amountMinor, formatMoney.moneyLocale(language), currency);
  return values;
}

/**
 * Whether trying again may help: a lost or slow connection, an upgrade, a busy or failing server.
 * A refusal (no permission, not this account's, a bad request) answers the same the next time.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error) || error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A failed list: its translated message, and a retry where trying again may help. */
export function ApiErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useApiErrorText();
  const action = isRetryable(error) ? { label: t('app.retry'), onClick: onRetry } : undefined;
  return <EmptyState tone="error" message={text(error)} {...(action ? { action } : {})} />;
}
