import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import {
  apiClientMiddlewareOptions,
  lobbyApi,
  settingsApi,
  type ApiClientConfig,
  type ApiClientExtra,
} from '../src/index';

const apiClient = (): ApiClientConfig => ({
  baseUrl: inject('apiBaseUrl'),
  merchant: 'DEMO',
  device: 'MOBILE',
  getLanguage: () => 'en',
  getToken: () => null,
});

const reducer = { [lobbyApi.reducerPath]: lobbyApi.reducer };

describe('apiClientMiddlewareOptions', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the thunk middleware's extraArgument { apiClient }", () => {
    const config = apiClient();
    expect(apiClientMiddlewareOptions(config)).toEqual({ thunk: { extraArgument: { apiClient: config } } });
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault(apiClientMiddlewareOptions(config)).concat(lobbyApi.middleware),
    });
    const readExtra: ThunkAction<ApiClientExtra, unknown, ApiClientExtra, UnknownAction> = (_d, _s, extra) => extra;
    expect(store.dispatch(readExtra).apiClient).toBe(config);
  });

  it('is all a store needs for calls to reach the server', async () => {
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault(apiClientMiddlewareOptions(apiClient())).concat(lobbyApi.middleware),
    });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.data?.merchantCode).toBe('DEMO');
  });

  it('is named by the error of a store created without it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = configureStore({ reducer, middleware: (getDefault) => getDefault().concat(lobbyApi.middleware) });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.error).toMatchObject({ message: expect.stringContaining('apiClientMiddlewareOptions(apiClient)') });
    expect(logged).toHaveBeenCalled();
  });
});
