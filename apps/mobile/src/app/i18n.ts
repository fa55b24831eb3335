import { createI18n, LANGUAGE_META, type Language } from '@lobby/i18n';
import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export function startI18n(language: Language): Promise<i18n> {
  applyDocumentLanguage(language);
  return createI18n(language, [initReactI18next]);
}

export function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = LANGUAGE_META[language].htmlLang;
}
