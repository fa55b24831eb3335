import i18next, { type i18n, type Module } from 'i18next';
import { DEFAULT_LANGUAGE, loadDictionary, type Language } from './languages';

/** i18next backend that lazy-loads our dictionaries (one chunk per language). */
const dictionaryBackend = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: (err: unknown, data?: unknown) => void) {
    loadDictionary(language as Language).then(
      (dict) => callback(null, dict),
      (err: unknown) => callback(err),
    );
  },
} as unknown as Module;

/**
 * Creates an i18next instance for one app. Pass framework bindings (e.g. react-i18next's
 * initReactI18next) as plugins, so this package stays free of React.
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE, plugins: Module[] = []): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(dictionaryBackend);
  for (const plugin of plugins) instance.use(plugin);
  await instance.init({
    lng: language,
    // Every dictionary has every key (a test guards it), so no fallback bundle is fetched.
    fallbackLng: false,
    load: 'currentOnly',
    supportedLngs: ['my', 'en', 'cn'],
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
