import type { LoginValue } from '@lobby/contract';
import { FIRST_SCREEN } from '@lobby/contract/constants';
import { createSlice, isRejectedWithValue, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { SESSION_KEY } from './session-storage';

/** What a login leaves in session storage (spec sections 3 and 4). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  /** Logged in with a temporary password: /m/changePsw is forced until a new one is set. */
  mustChangePassword: boolean;
  /** Signed in to withdraw only (issue 23): the server refuses it all but the balance and withdrawal. */
  withdrawOnly: boolean;
}

export interface SessionState {
  current: SessionInfo | null;
  /** The server refused the token: the user is told once (spec section 4). */
  forcedOut: boolean;
}

/** The saved session; `storage` defaults to session storage, read inside the try (blocked site data throws). */
export function loadSession(storage?: Pick<Storage, 'getItem'>): SessionInfo | null {
  try {
    const saved = JSON.parse((storage ?? sessionStorage).getItem(SESSION_KEY) ?? 'null') as Partial<SessionInfo> | null;
    if (
      !saved ||
      typeof saved.token !== 'string' ||
      typeof saved.userName !== 'string' ||
      typeof saved.type !== 'number'
    )
      return null;
    return {
      token: saved.token,
      merchantCode: typeof saved.merchantCode === 'string' ? saved.merchantCode : '',
      userName: saved.userName,
      type: saved.type,
      firstTimeLogin: saved.firstTimeLogin === true,
      mustChangePassword: saved.mustChangePassword === true,
      withdrawOnly: saved.withdrawOnly === true,
    };
  } catch {
    return null;
  }
}

/** Only that someone is logged in (never the token): the server then leaves the screens to the browser. */
export function writeMemberCookie(loggedIn: boolean) {
  document.cookie = `${FIRST_SCREEN.memberCookie}=${loggedIn ? '1' : ''}; path=/m; samesite=lax${loggedIn ? '' : '; max-age=0'}`;
}

/** Mirrors the session to session storage; a logout clears all of it (spec section 4). */
export function saveSession(session: SessionInfo | null, storage?: Pick<Storage, 'setItem' | 'clear'>) {
  try {
    const store = storage ?? sessionStorage;
    if (session) store.setItem(SESSION_KEY, JSON.stringify(session));
    else store.clear();
    if (!storage) writeMemberCookie(session !== null);
  } catch {
    // Storage refused (private mode): the session lasts for this page only.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ current: loadSession(), forcedOut: false }),
  reducers: {
    loggedIn(state, action: PayloadAction<LoginValue>) {
      const { token, merchantCode, userName, type, firstTimeLogin, mustChangePassword, withdrawOnly } = action.payload;
      state.current = { token, merchantCode, userName, type, firstTimeLogin, mustChangePassword, withdrawOnly };
      state.forcedOut = false;
    },
    loggedOut(state) {
      state.current = null;
    },
    forcedOut(state) {
      state.current = null;
      state.forcedOut = true;
    },
    forcedOutSeen(state) {
      state.forcedOut = false;
    },
  },
});

export const { loggedIn, loggedOut, forcedOut, forcedOutSeen } = sessionSlice.actions;

/**
 * Any call the server answers with session.expired while a member is logged in ends the session
 * here: the token is dropped and the forced-logout message shows (spec sections 4 and 8). A call
 * that still carried an older token (sent just before a password change gave a new one) ends nothing.
 */
export const forcedLogoutMiddleware: Middleware<object, { session: SessionState }> = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && (action.payload as { code?: string } | undefined)?.code === 'session.expired') {
    const current = api.getState().session.current;
    const sentWith = (action.meta as { baseQueryMeta?: { token?: string | null } }).baseQueryMeta?.token;
    if (current && (sentWith === undefined || sentWith === current.token)) api.dispatch(forcedOut());
  }
  return result;
};
