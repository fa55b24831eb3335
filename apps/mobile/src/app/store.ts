import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { lobbyApi, type ApiClientConfig } from '@lobby/api-client';
import { lobbySlice } from './lobby';
import { preferencesSlice, savePreferences } from './preferences';

const rootReducer = combineReducers({
  [lobbyApi.reducerPath]: lobbyApi.reducer,
  preferences: preferencesSlice.reducer,
  lobby: lobbySlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

export function createStore(client: Omit<ApiClientConfig, 'getLanguage' | 'getToken'>) {
  // The base query reads language (and later the token) from the store at request time.
  const apiClient: ApiClientConfig = {
    ...client,
    getLanguage: () => store.getState().preferences.language,
    getToken: () => null,
  };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { apiClient } } }).concat(lobbyApi.middleware),
  });
  let last = store.getState().preferences;
  store.subscribe(() => {
    const prefs = store.getState().preferences;
    if (prefs !== last) {
      last = prefs;
      savePreferences(prefs);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
