import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '@lobby/contract/constants';

// No store and no i18next here: the first-screen boot script reads preferences too.
export type Theme = 'dark' | 'light';

export interface Preferences {
  /** Any language of the dictionaries; content is asked for in contentLanguageOf it. */
  language: InterfaceLanguage;
  theme: Theme;
}

const KEY = 'lobby.preferences';

/**
 * Reads saved preferences; anything unreadable falls back to MY and dark (spec sections 3, 9).
 * `storage` defaults to local storage, read inside the try: blocked site data throws.
 */
export function loadPreferences(storage?: Pick<Storage, 'getItem'>): Preferences {
  try {
    const saved = JSON.parse((storage ?? localStorage).getItem(KEY) ?? '{}') as Partial<Preferences>;
    return {
      language: isInterfaceLanguage(saved.language) ? saved.language : DEFAULT_LANGUAGE,
      theme: saved.theme === 'light' ? 'light' : 'dark',
    };
  } catch {
    return { language: DEFAULT_LANGUAGE, theme: 'dark' };
  }
}

export function savePreferences(prefs: Preferences, storage?: Pick<Storage, 'setItem'>) {
  try {
    (storage ?? localStorage).setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
