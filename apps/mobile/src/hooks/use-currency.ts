import { settingsApi } from '@lobby/api-client';

/**
 * The brand's currency (its wallets count in it), from the settings the app loads first; read
 * without asking for them (USD until they arrive). Light: the first screen's error text uses it.
 */
export function useCurrency(): string {
  const { data: settings } = settingsApi.endpoints.getSiteSettings.useQueryState();
  return settings?.currency ?? 'USD';
}
