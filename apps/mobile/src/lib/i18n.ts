import { createI18n, htmlLangOf, type InterfaceLanguage } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

let markStarted: (instance: i18n) => void = () => {};
const started = new Promise<i18n>((resolve) => (markStarted = resolve));

export async function startI18n(language: InterfaceLanguage): Promise<i18n> {
  applyDocumentLanguage(language);
  const instance = await createI18n(language, [initReactI18next]);
  markStarted(instance);
  return instance;
}

/**
 * The app's i18n instance once started, for code outside React: the router loads the first
 * route while the dictionaries are still on their way.
 */
export const whenI18nStarted = (): Promise<i18n> => started;

export function applyDocumentLanguage(language: InterfaceLanguage) {
  document.documentElement.lang = htmlLangOf(language);
}
