import type { InterfaceLanguage } from '@lobby/contract/constants';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, inject, it } from 'vitest';
import {
  apiClientMiddlewareOptions,
  contentApi,
  lobbyApi,
  readingLanguageChange,
  type ApiClientConfig,
} from '../src/index';

/** A reader of the second brand, whose interface language the test switches as the app's selector would. */
function makeStore() {
  let language: InterfaceLanguage = 'en';
  const apiClient: ApiClientConfig = {
    baseUrl: inject('apiBaseUrl'),
    merchant: 'LOTUS',
    device: 'MOBILE',
    getLanguage: () => 'en',
    getInterfaceLanguage: () => language,
    getToken: () => null,
  };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
  });
  return { store, read: (next: InterfaceLanguage) => (language = next) };
}

describe('the brand’s content follows the language read', () => {
  it('asks help, promotions and notices again between English and Thai (both read with English content)', async () => {
    const { store, read } = makeStore();
    const help = store.dispatch(contentApi.endpoints.getHelpCenter.initiate('en'));
    await help;
    const languageOf = () => contentApi.endpoints.getHelpCenter.select('en')(store.getState()).data?.[0]?.language;
    expect(languageOf()).toBe('en');

    read('th');
    const change = readingLanguageChange('en', 'th');
    expect(change).not.toBeNull();
    store.dispatch(change!);
    await expect.poll(languageOf).toBe('th');
    help.unsubscribe();
  });

  it('leaves the cache alone where the calls’ own language changes, or nothing does', () => {
    expect(readingLanguageChange('en', 'cn')).toBeNull();
    expect(readingLanguageChange('th', 'th')).toBeNull();
    expect(readingLanguageChange('th', 'vi')).not.toBeNull();
  });
});
