import type { InterfaceLanguage } from '@lobby/contract/constants';

/** The countries whose flags stand for the languages (drawn by the ui package's LanguageFlag). */
export type LanguageCountry = 'MM' | 'GB' | 'CN' | 'TH' | 'VN' | 'ID' | 'KR' | 'JP' | 'IN';

/**
 * Language metadata for the selector: own name, the country whose flag stands for it, html lang.
 * Imported as '@lobby/i18n/language-meta' by the screens that show it, so it stays off the first page.
 */
export const LANGUAGE_META: Record<InterfaceLanguage, { label: string; country: LanguageCountry; htmlLang: string }> = {
  my: { label: 'မြန်မာ', country: 'MM', htmlLang: 'my' },
  en: { label: 'English', country: 'GB', htmlLang: 'en' },
  cn: { label: '中文', country: 'CN', htmlLang: 'zh-CN' },
  th: { label: 'ไทย', country: 'TH', htmlLang: 'th' },
  vi: { label: 'Tiếng Việt', country: 'VN', htmlLang: 'vi' },
  id: { label: 'Bahasa Indonesia', country: 'ID', htmlLang: 'id' },
  ko: { label: '한국어', country: 'KR', htmlLang: 'ko' },
  ja: { label: '日本語', country: 'JP', htmlLang: 'ja' },
  hi: { label: 'हिन्दी', country: 'IN', htmlLang: 'hi' },
};
