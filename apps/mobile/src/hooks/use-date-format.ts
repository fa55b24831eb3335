import { isInterfaceLanguage } from '@lobby/contract/constants';
import { formatDateTime, type DateTimeStyle } from '@lobby/domain';
import { useTranslation } from 'react-i18next';

/** Writes dates and times in the language shown, through the one formatter of @lobby/domain. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : undefined;
  return (value: string | number | Date, style: DateTimeStyle = 'dateTime') =>
    formatDateTime(value, { ...(language ? { language } : {}), style });
}
