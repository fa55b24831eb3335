import { isApiError } from '@lobby/api-client';
import { errorMessageKey, type MessageKey } from '@lobby/i18n';
import { EmptyState } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/**
 * The translated message of a failed call (spec section 8): never raw server text. Errors only
 * the account forms, the contract or the KYC screens meet live in their lazy namespaces, looked up after
 * the main one.
 */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => {
    const key = errorMessageKey(isApiError(error) ? error.code : undefined);
    // i18next's types read an unprefixed key under `ns: [...]` as the first namespace's only;
    // at run time each namespace is searched in turn, and every code has a message in one of them.
    return t(key as Extract<MessageKey, `errors.${string}`>, { ns: ['translation', 'account', 'play', 'records'] });
  };
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
