import { FIRST_SCREEN, isInterfaceLanguage, type InterfaceLanguage } from '@lobby/contract/constants';
import { BRAND } from '../config/brand';

// No store and no i18next here: the first-screen boot script reads preferences too.
export type Theme = 'dark' | 'light';

export interface Preferences {
  /** Any language of the dictionaries; content is asked for in contentLanguageOf it. */
  language: InterfaceLanguage;
  theme: Theme;
}

const KEY = 'lobby.preferences';

/** A first visit's preferences: the brand's default language and theme (MY and dark for the demo). */
const brandDefaults = (): Preferences => ({ language: BRAND.defaultLanguage, theme: BRAND.defaultTheme });

/**
 * Reads saved preferences; anything missing or unreadable falls back to the brand's defaults
 * (spec sections 3, 9). `storage` defaults to local storage, read inside the try: blocked site data throws.
 */
export function loadPreferences(
  storage?: Pick<Storage, 'getItem'>,
  defaults: Preferences = brandDefaults(),
): Preferences {
  try {
    const saved = JSON.parse((storage ?? localStorage).getItem(KEY) ?? '{}') as Partial<Preferences>;
    return {
      language: isInterfaceLanguage(saved.language) ? saved.language : defaults.language,
      theme: saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : defaults.theme,
    };
  } catch {
    return defaults;
  }
}

const YEAR_SECONDS = 365 * 24 * 3600;

export function savePreferences(prefs: Preferences, storage?: Pick<Storage, 'setItem'>) {
  try {
    (storage ?? localStorage).setItem(KEY, JSON.stringify(prefs));
    if (!storage)
      document.cookie = `${FIRST_SCREEN.preferencesCookie}=${prefs.language}.${prefs.theme}; path=/m; max-age=${YEAR_SECONDS}; samesite=lax`;
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
