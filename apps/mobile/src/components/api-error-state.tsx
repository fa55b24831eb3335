import { isApiError } from '@lobby/api-client';
import { errorMessageKey } from '@lobby/i18n';
import { EmptyState } from '@lobby/ui';
import { useTranslation } from 'react-i18next';

/**
 * The translated message of a failed call (spec section 8): never raw server text. Errors only
 * the account forms or the contract screens meet live in their lazy namespaces, looked up after
 * the main one.
 */
export function useApiErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => t(errorMessageKey(isApiError(error) ? error.code : undefined), { ns: ['translation', 'account', 'play'] });
}

/** A failed list: its translated message and a retry. */
export function ApiErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useApiErrorText();
  return <EmptyState tone="error" message={text(error)} action={{ label: t('app.retry'), onClick: onRetry }} />;
}
