import type { AutoPopup } from '@lobby/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The account popups that replace one another (spec section 2: mutually exclusive). */
export type AccountPopupKind = 'login' | 'register' | 'forgot';

export interface AccountPopup {
  kind: AccountPopupKind;
  /** Set after a registration: the login popup says so and has the name filled in. */
  registeredUserName?: string;
}

export interface PopupsState {
  /** One slot, so opening login, register or forgot closes the other two. */
  account: AccountPopup | null;
  changePassword: boolean;
  language: boolean;
  /** Popups that open by themselves and wait for their turn (see `autoPopupTurn`). */
  waiting: AutoPopup[];
  /** The self-opening popup on screen: it keeps its turn until it is closed. */
  showing: AutoPopup | null;
}

const initialState: PopupsState = {
  account: null,
  changePassword: false,
  language: false,
  waiting: [],
  showing: null,
};

/** Popups opened over the current screen (the routes /m/login... show the same dialogs on their own). */
export const popupsSlice = createSlice({
  name: 'popups',
  initialState,
  reducers: {
    accountPopupOpened(state, action: PayloadAction<AccountPopup>) {
      state.account = action.payload;
    },
    accountPopupClosed(state) {
      state.account = null;
    },
    changePasswordPopupToggled(state, action: PayloadAction<boolean>) {
      state.changePassword = action.payload;
    },
    languagePopupToggled(state, action: PayloadAction<boolean>) {
      state.language = action.payload;
    },
    autoPopupWaiting(state, action: PayloadAction<AutoPopup>) {
      if (!state.waiting.includes(action.payload)) state.waiting.push(action.payload);
    },
    autoPopupShown(state, action: PayloadAction<AutoPopup>) {
      if (state.waiting.includes(action.payload)) state.showing = action.payload;
    },
    autoPopupDone(state, action: PayloadAction<AutoPopup>) {
      state.waiting = state.waiting.filter((kind) => kind !== action.payload);
      if (state.showing === action.payload) state.showing = null;
    },
    /**
     * A navigation closes every popup the user opened over the old screen, as the side menu does;
     * the waiting ones stay and take their turn on the new screen if it allows.
     */
    allPopupsClosed(state) {
      return { ...initialState, waiting: state.waiting, showing: state.showing };
    },
  },
});

export const {
  accountPopupOpened,
  accountPopupClosed,
  changePasswordPopupToggled,
  languagePopupToggled,
  allPopupsClosed,
  autoPopupWaiting,
  autoPopupShown,
  autoPopupDone,
} = popupsSlice.actions;
