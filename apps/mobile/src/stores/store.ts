import {
  apiClientMiddlewareOptions,
  lobbyApi,
  readingLanguageChange,
  sessionCacheChange,
  type ApiClientConfig,
} from '@lobby/api-client';
import { contentLanguageOf } from '@lobby/contract/constants';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { lobbySlice } from './lobby';
import { popupsSlice } from './popups';
import { preferencesSlice, savePreferences } from './preferences';
import { forcedLogoutMiddleware, saveSession, sessionSlice } from './session';

const rootReducer = combineReducers({
  [lobbyApi.reducerPath]: lobbyApi.reducer,
  preferences: preferencesSlice.reducer,
  lobby: lobbySlice.reducer,
  session: sessionSlice.reducer,
  popups: popupsSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function createStore(
  client: Omit<ApiClientConfig, 'getLanguage' | 'getInterfaceLanguage' | 'getToken'>,
  // A server-rendered page starts from the preferences it was rendered in, not the browser's storage.
  preloadedState?: Partial<Pick<RootState, 'preferences' | 'session'>>,
) {
  // The base query reads language and token from the store at request time.
  const apiClient: ApiClientConfig = {
    ...client,
    // Content comes in the platform's languages: English for the dictionaries' others.
    getLanguage: () => contentLanguageOf(store.getState().preferences.language),
    // The language shown, for what the server writes itself (SMS, e-mails): Thai stays Thai.
    getInterfaceLanguage: () => store.getState().preferences.language,
    getToken: () => store.getState().session.current?.token ?? null,
  };
  const store = configureStore({
    reducer: rootReducer,
    ...(preloadedState ? { preloadedState } : {}),
    middleware: (getDefault) =>
      getDefault(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware, forcedLogoutMiddleware),
  });
  let last = store.getState().preferences;
  let lastSession = store.getState().session.current;
  store.subscribe(() => {
    const { preferences: prefs, session } = store.getState();
    if (prefs !== last) {
      const read = readingLanguageChange(last.language, prefs.language);
      last = prefs;
      savePreferences(prefs);
      if (read) store.dispatch(read);
    }
    if (session.current !== lastSession) {
      const before = lastSession;
      lastSession = session.current;
      saveSession(session.current);
      // The cache follows who is logged in (member calls are not keyed by token).
      const change = sessionCacheChange(before, session.current);
      if (change) store.dispatch(change);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
