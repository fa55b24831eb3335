import { describe, expect, it } from 'vitest';
import {
  accountPopupClosed,
  accountPopupOpened,
  allPopupsClosed,
  changePasswordPopupToggled,
  languagePopupToggled,
  popupsSlice,
} from './popups';

const reduce = popupsSlice.reducer;

describe('popups', () => {
  it('keeps login, register and forgot mutually exclusive', () => {
    let state = reduce(undefined, accountPopupOpened({ kind: 'login' }));
    state = reduce(state, accountPopupOpened({ kind: 'register' }));
    expect(state.account).toEqual({ kind: 'register' });
    state = reduce(state, accountPopupOpened({ kind: 'login', registeredUserName: 'newbie' }));
    expect(state.account).toEqual({ kind: 'login', registeredUserName: 'newbie' });
    expect(reduce(state, accountPopupClosed()).account).toBeNull();
  });

  it('lets the language popup open over an account popup, and a navigation close them all', () => {
    let state = reduce(undefined, accountPopupOpened({ kind: 'forgot' }));
    state = reduce(state, languagePopupToggled(true));
    state = reduce(state, changePasswordPopupToggled(true));
    expect(state).toEqual({ account: { kind: 'forgot' }, changePassword: true, language: true });
    expect(reduce(state, allPopupsClosed())).toEqual({ account: null, changePassword: false, language: false });
  });
});
