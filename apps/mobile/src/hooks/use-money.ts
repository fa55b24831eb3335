import { formatMinor } from '@lobby/domain';
import { useTranslation } from 'react-i18next';

/** Formats minor units for the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'cn' ? 'zh-CN' : 'en-US';
  return (minor: number) => formatMinor(minor, locale);
}
