import { settingsApi } from '@lobby/api-client';
import { formatMinor, moneyLocale, parseAmount } from '@lobby/domain';
import { useTranslation } from 'react-i18next';

/**
 * The brand's currency (its wallets count in it), from the settings the app loads first; read
 * without asking for them (USD until they arrive).
 */
export function useCurrency(): string {
  const { data: settings } = settingsApi.endpoints.getSiteSettings.useQueryState();
  return settings?.currency ?? 'USD';
}

/** Formats minor units of the brand's currency for the interface language (MMK without decimals). */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const locale = moneyLocale(i18n.language);
  return (minor: number) => formatMinor(minor, locale, currency);
}

/** Reads a typed amount in the brand's currency: minor units, or null when it is not one. */
export function useAmountReader() {
  const currency = useCurrency();
  return (text: string) => parseAmount(text, currency);
}
