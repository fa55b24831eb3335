import type { Namespace } from '@lobby/i18n';
import { preloadNamespace, whenI18nStarted } from './i18n';

/**
 * Route loaders of screens whose words live in a lazy namespace (`account`, `content`) wait for
 * those words as well as their code, so that a screen never shows a raw key, and the words stay
 * off the first page.
 */
export async function withStrings<T>(namespace: Exclude<Namespace, 'translation'>, load: Promise<T>): Promise<T> {
  // The server's render has an i18n of its own, which a screen's words suspend on (the browser's
  // is never started there: waiting for it held the page forever).
  if (import.meta.env.SSR) return load;
  preloadNamespace(namespace);
  const [module] = await Promise.all([load, whenI18nStarted().then((i18n) => i18n.loadNamespaces(namespace))]);
  return module;
}
