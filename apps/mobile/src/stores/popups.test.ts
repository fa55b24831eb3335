import { describe, expect, it } from 'vitest';
import {
  accountPopupClosed,
  accountPopupOpened,
  allPopupsClosed,
  autoPopupDone,
  autoPopupShown,
  autoPopupWaiting,
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
    expect(state).toEqual({
      account: { kind: 'forgot' },
      changePassword: true,
      language: true,
      waiting: [],
      showing: null,
    });
    expect(reduce(state, allPopupsClosed())).toEqual({
      account: null,
      changePassword: false,
      language: false,
      waiting: [],
      showing: null,
    });
  });

  it('keeps the popups waiting for their turn across a navigation, each once', () => {
    let state = reduce(undefined, autoPopupWaiting('invite'));
    state = reduce(state, autoPopupWaiting('contract'));
    state = reduce(state, autoPopupWaiting('invite'));
    state = reduce(state, accountPopupOpened({ kind: 'login' }));
    state = reduce(state, allPopupsClosed());
    expect(state.account).toBeNull();
    expect(state.waiting).toEqual(['invite', 'contract']);
    expect(reduce(state, autoPopupDone('invite')).waiting).toEqual(['contract']);
  });

  it('remembers which self-opening popup is on screen until it is done, across a navigation', () => {
    let state = reduce(undefined, autoPopupShown('invite'));
    expect(state.showing).toBeNull();
    state = reduce(state, autoPopupWaiting('invite'));
    state = reduce(state, autoPopupShown('invite'));
    state = reduce(state, autoPopupWaiting('announcement'));
    state = reduce(state, allPopupsClosed());
    expect(state.showing).toBe('invite');
    state = reduce(state, autoPopupDone('announcement'));
    expect(state.showing).toBe('invite');
    state = reduce(state, autoPopupDone('invite'));
    expect(state).toMatchObject({ waiting: [], showing: null });
  });
});
