import type { InterfaceLanguage, Language } from '@lobby/contract/constants';
import type { Dictionaries, DictionaryImports } from './dictionary';
import type { Namespace } from './namespaces';

type ExtraLanguage = Exclude<InterfaceLanguage, Language>;

/**
 * The dictionaries of the languages a brand may add to the platform's three (spec section 1),
 * each its own chunk: only a visitor who picks one of them loads this table, then its words.
 */
const DICTIONARIES: Record<ExtraLanguage, DictionaryImports> = {
  th: {
    translation: () => import('./dictionaries/th'),
    account: () => import('./dictionaries/account/th'),
    content: () => import('./dictionaries/content/th'),
    play: () => import('./dictionaries/play/th'),
    search: () => import('./dictionaries/search/th'),
    records: () => import('./dictionaries/records/th'),
    protection: () => import('./dictionaries/protection/th'),
    security: () => import('./dictionaries/security/th'),
  },
  vi: {
    translation: () => import('./dictionaries/vi'),
    account: () => import('./dictionaries/account/vi'),
    content: () => import('./dictionaries/content/vi'),
    play: () => import('./dictionaries/play/vi'),
    search: () => import('./dictionaries/search/vi'),
    records: () => import('./dictionaries/records/vi'),
    protection: () => import('./dictionaries/protection/vi'),
    security: () => import('./dictionaries/security/vi'),
  },
  id: {
    translation: () => import('./dictionaries/id'),
    account: () => import('./dictionaries/account/id'),
    content: () => import('./dictionaries/content/id'),
    play: () => import('./dictionaries/play/id'),
    search: () => import('./dictionaries/search/id'),
    records: () => import('./dictionaries/records/id'),
    protection: () => import('./dictionaries/protection/id'),
    security: () => import('./dictionaries/security/id'),
  },
  ko: {
    translation: () => import('./dictionaries/ko'),
    account: () => import('./dictionaries/account/ko'),
    content: () => import('./dictionaries/content/ko'),
    play: () => import('./dictionaries/play/ko'),
    search: () => import('./dictionaries/search/ko'),
    records: () => import('./dictionaries/records/ko'),
    protection: () => import('./dictionaries/protection/ko'),
    security: () => import('./dictionaries/security/ko'),
  },
  ja: {
    translation: () => import('./dictionaries/ja'),
    account: () => import('./dictionaries/account/ja'),
    content: () => import('./dictionaries/content/ja'),
    play: () => import('./dictionaries/play/ja'),
    search: () => import('./dictionaries/search/ja'),
    records: () => import('./dictionaries/records/ja'),
    protection: () => import('./dictionaries/protection/ja'),
    security: () => import('./dictionaries/security/ja'),
  },
  hi: {
    translation: () => import('./dictionaries/hi'),
    account: () => import('./dictionaries/account/hi'),
    content: () => import('./dictionaries/content/hi'),
    play: () => import('./dictionaries/play/hi'),
    search: () => import('./dictionaries/search/hi'),
    records: () => import('./dictionaries/records/hi'),
    protection: () => import('./dictionaries/protection/hi'),
    security: () => import('./dictionaries/security/hi'),
  },
};

export function importExtraDictionary<N extends Namespace>(
  language: ExtraLanguage,
  namespace: N,
): Promise<{ default: Dictionaries[N] }> {
  return DICTIONARIES[language][namespace]();
}
