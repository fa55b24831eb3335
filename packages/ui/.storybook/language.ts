import { createI18n, htmlLangOf, INTERFACE_LANGUAGES, NAMESPACES, type InterfaceLanguage } from '@lobby/i18n';
import type { i18n } from 'i18next';
import type { Translate } from './words';

/** The toolbar's languages: every interface language of the lobby, in its own name. */
export { INTERFACE_LANGUAGES };

let instance: Promise<i18n> | undefined;

/**
 * Switches the stories' language (every namespace of the dictionaries loaded, as the app's forms
 * and screens have them) and sets `lang` on the page, so fonts and line breaking follow it.
 */
export async function switchLanguage(language: InterfaceLanguage): Promise<Translate> {
  instance ??= createI18n(language);
  const i18next = await instance;
  if (i18next.language !== language) await i18next.changeLanguage(language);
  await i18next.loadNamespaces([...NAMESPACES]);
  document.documentElement.lang = htmlLangOf(language);
  return (key, values) => i18next.t(key, { ...values, ns: [...NAMESPACES] });
}
