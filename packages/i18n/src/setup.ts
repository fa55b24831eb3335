import i18next, { type i18n, type Module } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  importDictionary,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  type Namespace,
} from './languages';

/** Loads our dictionaries on demand (one chunk per language and namespace). */
const dictionaryBackend = resourcesToBackend<InterfaceLanguage, Namespace>(importDictionary);

/**
 * Creates an i18next instance for one app. Pass framework bindings (e.g. react-i18next's
 * initReactI18next) as plugins, so this package stays free of React.
 */
export async function createI18n(
  language: InterfaceLanguage = DEFAULT_LANGUAGE,
  plugins: Module[] = [],
): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(dictionaryBackend);
  for (const plugin of plugins) instance.use(plugin);
  await instance.init({
    lng: language,
    // Every dictionary has every key (a test guards it), so no fallback bundle is fetched.
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: [...INTERFACE_LANGUAGES],
    ns: ['translation'],
    defaultNS: 'translation',
    // The lazy namespaces (account, content) fall back to the first page's words.
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
