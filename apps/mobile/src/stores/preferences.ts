import type { InterfaceLanguage } from '@lobby/i18n';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadPreferences, type Theme } from './preferences-storage';

export { loadPreferences, savePreferences, type Preferences, type Theme } from './preferences-storage';

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: () => loadPreferences(),
  reducers: {
    languageChanged(state, action: PayloadAction<InterfaceLanguage>) {
      state.language = action.payload;
    },
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { languageChanged, themeChanged } = preferencesSlice.actions;
