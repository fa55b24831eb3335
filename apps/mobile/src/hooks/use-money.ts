import { formatMinor, moneyLocale } from '@lobby/domain';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './use-currency';

export { useCurrency } from './use-currency';

/** Formats minor units of the brand's currency for the interface language (MMK without decimals). */
export function useMoney() {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const locale = moneyLocale(i18n.language);
  return (minor: number) => formatMinor(minor, locale, currency);
}
