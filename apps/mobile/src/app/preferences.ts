import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { pickLanguage, type Language } from '@lobby/i18n';

export type Theme = 'dark' | 'light';

export interface Preferences {
  language: Language;
  theme: Theme;
}

const KEY = 'lobby.preferences';

/** Reads saved preferences; anything unreadable falls back to MY and dark (spec sections 3, 9). */
export function loadPreferences(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Preferences {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? '{}') as Partial<Preferences>;
    return { language: pickLanguage(saved.language), theme: saved.theme === 'light' ? 'light' : 'dark' };
  } catch {
    return { language: pickLanguage(undefined), theme: 'dark' };
  }
}

export function savePreferences(prefs: Preferences, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferences,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { languageChanged, themeChanged } = preferencesSlice.actions;
