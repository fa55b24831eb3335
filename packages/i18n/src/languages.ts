import {
  contentLanguageOf,
  DEFAULT_LANGUAGE,
  htmlLangOf,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  isLanguage,
  LANGUAGES,
  type InterfaceLanguage,
  type Language,
} from '@lobby/contract/constants';
import type { Dictionaries, DictionaryImports } from './dictionary';
import type { Namespace } from './namespaces';

export { NAMESPACES, type Namespace } from './namespaces';

export {
  contentLanguageOf,
  DEFAULT_LANGUAGE,
  htmlLangOf,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  isLanguage,
  LANGUAGES,
  type InterfaceLanguage,
  type Language,
};

/** The dictionaries of the platform's three languages, one chunk each in a browser build. */
const DICTIONARIES: Record<Language, DictionaryImports> = {
  my: {
    translation: () => import('./dictionaries/my'),
    account: () => import('./dictionaries/account/my'),
    content: () => import('./dictionaries/content/my'),
    play: () => import('./dictionaries/play/my'),
    search: () => import('./dictionaries/search/my'),
    records: () => import('./dictionaries/records/my'),
    protection: () => import('./dictionaries/protection/my'),
    security: () => import('./dictionaries/security/my'),
  },
  en: {
    translation: () => import('./dictionaries/en'),
    account: () => import('./dictionaries/account/en'),
    content: () => import('./dictionaries/content/en'),
    play: () => import('./dictionaries/play/en'),
    search: () => import('./dictionaries/search/en'),
    records: () => import('./dictionaries/records/en'),
    protection: () => import('./dictionaries/protection/en'),
    security: () => import('./dictionaries/security/en'),
  },
  cn: {
    translation: () => import('./dictionaries/cn'),
    account: () => import('./dictionaries/account/cn'),
    content: () => import('./dictionaries/content/cn'),
    play: () => import('./dictionaries/play/cn'),
    search: () => import('./dictionaries/search/cn'),
    records: () => import('./dictionaries/records/cn'),
    protection: () => import('./dictionaries/protection/cn'),
    security: () => import('./dictionaries/security/cn'),
  },
};

/**
 * The module of one language's namespace (its words are its `default`). The languages beyond the
 * platform's three load through one module of their own.
 */
export function importDictionary<N extends Namespace>(
  language: InterfaceLanguage,
  namespace: N,
): Promise<{ default: Dictionaries[N] }> {
  return isLanguage(language)
    ? DICTIONARIES[language][namespace]()
    : import('./extra-dictionaries').then((m) => m.importExtraDictionary(language, namespace));
}

const loader =
  <N extends Namespace>(namespace: N) =>
  (language: InterfaceLanguage): Promise<Dictionaries[N]> =>
    importDictionary(language, namespace).then((m) => m.default);

/** Loads the first page's words of one language. */
export const loadDictionary = loader('translation');
/** Loads the `content` namespace of one language: strings of the content screens. */
export const loadContentDictionary = loader('content');
/** Loads the `account` namespace of one language: words of the account forms. */
export const loadAccountDictionary = loader('account');
/** Loads the `play` namespace of one language: words of the game table, wallet and member pages. */
export const loadPlayDictionary = loader('play');
/** Loads the `search` namespace of one language: words of the game search's results. */
export const loadSearchDictionary = loader('search');
/** Loads the `records` namespace of one language: words of the KYC and records screens. */
export const loadRecordsDictionary = loader('records');
/** Loads the `protection` namespace of one language: words of the responsible-gaming screens. */
export const loadProtectionDictionary = loader('protection');
/** Loads the `security` namespace of one language: words of the security centre and the login's second step. */
export const loadSecurityDictionary = loader('security');

/** Picks the language to show: a stored choice if valid, else the brand default. */
export function pickLanguage(stored: unknown, fallback: InterfaceLanguage = DEFAULT_LANGUAGE): InterfaceLanguage {
  return isInterfaceLanguage(stored) ? stored : fallback;
}
