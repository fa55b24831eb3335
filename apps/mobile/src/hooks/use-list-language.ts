import { LOBBY_TIMINGS } from '@lobby/domain';
import { contentLanguageOf, type Language } from '@lobby/i18n';
import { useEffect, useState } from 'react';
import { useAppSelector } from '../stores/hooks';

/**
 * The language lists are asked in: follows the interface language 250 ms after it settles, so
 * quick switching reloads vendors and games once (spec section 4).
 */
export function useListLanguage(): Language {
  // Lists come in the platform's languages (English for the dictionaries' others).
  const language = useAppSelector((s) => contentLanguageOf(s.preferences.language));
  const [listLanguage, setListLanguage] = useState(language);
  useEffect(() => {
    if (language === listLanguage) return;
    const timer = window.setTimeout(() => setListLanguage(language), LOBBY_TIMINGS.languageChangeDebounceMs);
    return () => window.clearTimeout(timer);
  }, [language, listLanguage]);
  return listLanguage;
}
