import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@lobby/contract/constants';
import type { Dictionary } from './dictionary';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** Language metadata for the selector: own name, flag, html lang and Myanmar font need. */
export const LANGUAGE_META: Record<Language, { label: string; flag: string; htmlLang: string }> = {
  my: { label: 'မြန်မာ', flag: '🇲🇲', htmlLang: 'my' },
  en: { label: 'English', flag: '🇬🇧', htmlLang: 'en' },
  cn: { label: '中文', flag: '🇨🇳', htmlLang: 'zh-CN' },
};

/** Loads one dictionary; each is its own chunk in a browser build. */
export function loadDictionary(language: Language): Promise<Dictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/my').then((m) => m.default);
  }
}

/** Picks the language to show: a stored choice if valid, else the brand default. */
export function pickLanguage(stored: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(stored) ? stored : fallback;
}
