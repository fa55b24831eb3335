import { contentLanguageOf, DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, isInterfaceLanguage, isLanguage, LANGUAGES, type InterfaceLanguage, type Language } from '@lobby/contract/constants';
import type { AccountDictionary, ContentDictionary, Dictionary, PlayDictionary } from './dictionary';
import type { Namespace } from './namespaces';

export { NAMESPACES, type Namespace } from './namespaces';

export { contentLanguageOf, DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, isInterfaceLanguage, isLanguage, LANGUAGES, type InterfaceLanguage, type Language };

type ExtraLanguage = Exclude<InterfaceLanguage, Language>;

/** The dictionaries beyond the platform's three languages load through one module of their own. */
function extra<T>(language: ExtraLanguage, namespace: Namespace): Promise<T> {
  return import('./extra-dictionaries').then((m) => m.loadExtraDictionary(language, namespace) as Promise<T>);
}

/** Loads one dictionary; each is its own chunk in a browser build. */
export function loadDictionary(language: InterfaceLanguage): Promise<Dictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/my').then((m) => m.default);
    default:
      return extra(language, 'translation');
  }
}

/** Loads the `content` namespace of one language: strings of the content screens, their own chunk. */
export function loadContentDictionary(language: InterfaceLanguage): Promise<ContentDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/content/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/content/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/content/my').then((m) => m.default);
    default:
      return extra(language, 'content');
  }
}

/** Loads the `account` namespace of one language: words of the account forms, their own chunk. */
export function loadAccountDictionary(language: InterfaceLanguage): Promise<AccountDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/account/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/account/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/account/my').then((m) => m.default);
    default:
      return extra(language, 'account');
  }
}

/** Loads the `play` namespace of one language: words of the game table, wallet and member pages. */
export function loadPlayDictionary(language: InterfaceLanguage): Promise<PlayDictionary> {
  switch (language) {
    case 'en':
      return import('./dictionaries/play/en').then((m) => m.default);
    case 'cn':
      return import('./dictionaries/play/cn').then((m) => m.default);
    case 'my':
      return import('./dictionaries/play/my').then((m) => m.default);
    default:
      return extra(language, 'play');
  }
}

/** The html lang of an interface language (the first page needs only this of the language table). */
export const htmlLangOf = (language: InterfaceLanguage): string => (language === 'cn' ? 'zh-CN' : language);

/** Picks the language to show: a stored choice if valid, else the brand default. */
export function pickLanguage(stored: unknown, fallback: InterfaceLanguage = DEFAULT_LANGUAGE): InterfaceLanguage {
  return isInterfaceLanguage(stored) ? stored : fallback;
}
