import type { GameCategory } from '@lobby/contract';
import { DEFAULT_HOME_TAB, type ToastDuration } from '@lobby/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A toast of the app, and how long it stays (spec section 9; `notice`, 2 s, by default). */
export interface AppToastMessage {
  message: string;
  tone: 'info' | 'error';
  duration?: ToastDuration;
}

export interface LobbyState {
  /** The category tab of home whose content is shown. */
  homeTab: GameCategory;
  /** Grows on every logo reset; home remounts its content on it, dropping typed filters. */
  resets: number;
  /** A short message over any screen (a refused launch...), cleared when its time is up. */
  toast: AppToastMessage | null;
}

const initialState: LobbyState = { homeTab: DEFAULT_HOME_TAB, resets: 0, toast: null };

/** Home's chosen category; kept in the store so it survives a visit to a game list and back. */
export const lobbySlice = createSlice({
  name: 'lobby',
  initialState,
  reducers: {
    homeTabChosen(state, action: PayloadAction<GameCategory>) {
      state.homeTab = action.payload;
    },
    /** The logo: all types and vendors again, HOT selected (spec section 2). */
    homeReset(state) {
      state.homeTab = DEFAULT_HOME_TAB;
      state.resets += 1;
    },
    toastShown(state, action: PayloadAction<AppToastMessage>) {
      state.toast = action.payload;
    },
    toastDone(state) {
      state.toast = null;
    },
  },
});

export const { homeTabChosen, homeReset, toastShown, toastDone } = lobbySlice.actions;
