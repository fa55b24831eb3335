import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  forcedLogoutMiddleware,
  forcedOut,
  loadSession,
  loggedIn,
  loggedOut,
  saveSession,
  sessionSlice,
} from './session';

const value = {
  token: 't0k3n',
  merchantCode: 'DEMO',
  userName: 'demo01',
  type: 0,
  firstTimeLogin: false,
  mustChangePassword: false,
  withdrawOnly: false,
  expiresAt: '2026-11-22T00:00:00Z',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    clear: () => map.clear(),
    size: () => map.size,
  };
}

describe('session slice', () => {
  it('keeps the login, drops it on logout, and flags a forced logout', () => {
    let state = sessionSlice.reducer({ current: null, forcedOut: false }, loggedIn(value));
    expect(state.current).toEqual({
      token: 't0k3n',
      merchantCode: 'DEMO',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: false,
      mustChangePassword: false,
      withdrawOnly: false,
    });
    expect(sessionSlice.reducer(state, loggedOut())).toEqual({ current: null, forcedOut: false });
    state = sessionSlice.reducer(state, forcedOut());
    expect(state).toEqual({ current: null, forcedOut: true });
  });

  it('round-trips through session storage, clears all of it on logout, ignores junk', () => {
    const storage = memoryStorage();
    storage.setItem('other', 'x');
    const saved = {
      token: 't',
      merchantCode: 'DEMOTRIAL',
      userName: 'u',
      type: 4,
      firstTimeLogin: true,
      mustChangePassword: true,
      withdrawOnly: true,
    };
    saveSession(saved, storage);
    expect(loadSession(storage)).toEqual(saved);
    saveSession(null, storage);
    expect(storage.size()).toBe(0);
    storage.setItem('lobby.session', '{"token":5}');
    expect(loadSession(storage)).toBeNull();
    storage.setItem('lobby.session', 'not json');
    expect(loadSession(storage)).toBeNull();
  });

  it('ends the session on session.expired only for a call that carried the current token', () => {
    const store = configureStore({
      reducer: { session: sessionSlice.reducer },
      middleware: (gDM) => gDM().concat(forcedLogoutMiddleware),
    });
    store.dispatch(loggedIn(value));
    const refused = (token: string | null | undefined) => ({
      type: 'lobbyApi/executeQuery/rejected',
      payload: { code: 'session.expired' },
      meta: {
        requestId: 'r1',
        rejectedWithValue: true,
        requestStatus: 'rejected',
        ...(token === undefined ? {} : { baseQueryMeta: { token } }),
      },
      error: { message: 'Rejected' },
    });
    // A call sent with the token a password change just replaced ends nothing.
    store.dispatch(refused('older-token'));
    expect(store.getState().session.current?.token).toBe('t0k3n');
    store.dispatch(refused('t0k3n'));
    expect(store.getState().session).toEqual({ current: null, forcedOut: true });
  });
});
