import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@lobby/contract/constants';
import type { AccountDictionary, ContentDictionary, Dictionary, PlayDictionary } from './dictionary';

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** Language metadata for the selector: own name, the country whose flag stands for it, html lang. */
export const LANGUAGE_META: Record<Language, { label: string; country: 'MM' | 'GB' | 'CN'; htmlLang: string }> = {
  my: { label: 'မြန်မာ', country: 'MM', htmlLang: 'my' },
  en: { label: 'English', country: 'GB', htmlLang: 'en' },
  cn: { label: '中文', country: 'CN', htmlLang: 'zh-CN' },
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

/** Loads the `content` namespace of one language: strings of the content screens, their own chunk. */
export function loadContentDictionary(language: Language): Promise<ContentDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/content/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/content/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/content/my').then((m) => m.default);
  }
}

/** Loads the `account` namespace of one language: words of the account forms, their own chunk. */
export function loadAccountDictionary(language: Language): Promise<AccountDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/account/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/account/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/account/my').then((m) => m.default);
  }
}

/** Loads the `play` namespace of one language: words of the game table, wallet and member pages. */
export function loadPlayDictionary(language: Language): Promise<PlayDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/play/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/play/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/play/my').then((m) => m.default);
  }
}

/**
 * Namespaces of the dictionaries: `translation` on the first page; `account` and `content` with
 * the forms and screens that use them. A screen asks for its namespace first and falls back to
 * `translation`, so the keys read the same (e.g. 'account.password').
 */
export const NAMESPACES = ['translation', 'account', 'content', 'play'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Picks the language to show: a stored choice if valid, else the brand default. */
export function pickLanguage(stored: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(stored) ? stored : fallback;
}
