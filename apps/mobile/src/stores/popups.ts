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
}

const initialState: PopupsState = { account: null, changePassword: false, language: false };

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
    /** A navigation closes every popup over the old screen, as the side menu does. */
    allPopupsClosed() {
      return initialState;
    },
  },
});

export const {
  accountPopupOpened,
  accountPopupClosed,
  changePasswordPopupToggled,
  languagePopupToggled,
  allPopupsClosed,
} = popupsSlice.actions;
