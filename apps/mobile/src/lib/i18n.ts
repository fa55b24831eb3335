import { createI18n, htmlLangOf, importDictionary, type InterfaceLanguage, type Namespace } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

let markStarted: (instance: i18n) => void = () => {};
const started = new Promise<i18n>((resolve) => (markStarted = resolve));

/** The language the app is starting in, until its dictionary has arrived (then i18next knows). */
let startingLanguage: InterfaceLanguage | undefined;

export async function startI18n(language: InterfaceLanguage): Promise<i18n> {
  startingLanguage = language;
  applyDocumentLanguage(language);
  const instance = await createI18n(language, [initReactI18next]);
  startingLanguage = undefined;
  markStarted(instance);
  return instance;
}

/**
 * The app's i18n instance once started, for code outside React: the router loads the first
 * route while the dictionaries are still on their way.
 */
export const whenI18nStarted = (): Promise<i18n> => started;

/**
 * While the app starts, asks for a namespace's words at once, beside the screen's code, rather than
 * after the first dictionary (i18next then finds the module loaded). Before and after: nothing.
 */
export function preloadNamespace(namespace: Namespace): void {
  if (startingLanguage) void importDictionary(startingLanguage, namespace).catch(() => undefined);
}

export function applyDocumentLanguage(language: InterfaceLanguage) {
  document.documentElement.lang = htmlLangOf(language);
}
