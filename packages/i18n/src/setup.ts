import i18next, { type i18n, type Module } from 'i18next';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, loadAccountDictionary, loadContentDictionary, loadDictionary, loadPlayDictionary, type InterfaceLanguage } from './languages';

const LOADERS: Record<string, (language: InterfaceLanguage) => Promise<unknown>> = {
  translation: loadDictionary,
  account: loadAccountDictionary,
  content: loadContentDictionary,
  play: loadPlayDictionary,
};

/** i18next backend that lazy-loads our dictionaries (one chunk per language and namespace). */
const dictionaryBackend = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: (err: unknown, data?: unknown) => void) {
    const load = LOADERS[namespace];
    if (!load) return callback(new Error(`unknown namespace ${namespace}`));
    load(language as InterfaceLanguage).then(
      (dict) => callback(null, dict),
      (err: unknown) => callback(err),
    );
  },
} as unknown as Module;

/**
 * Creates an i18next instance for one app. Pass framework bindings (e.g. react-i18next's
 * initReactI18next) as plugins, so this package stays free of React.
 */
export async function createI18n(language: InterfaceLanguage = DEFAULT_LANGUAGE, plugins: Module[] = []): Promise<i18n> {
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
