import type { Language } from '@lobby/contract';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, inject, it } from 'vitest';
import { apiClientMiddlewareOptions, gamesApi, lobbyApi, settingsApi, type ApiClientConfig } from '../src/index';

function makeStore(overrides: Partial<ApiClientConfig> = {}) {
  let language: Language = 'en';
  const apiClient: ApiClientConfig = {
    baseUrl: inject('apiBaseUrl'),
    merchant: 'DEMO',
    device: 'MOBILE',
    getLanguage: () => language,
    getToken: () => null,
    ...overrides,
  };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
  });
  return { store, setLanguage: (l: Language) => (language = l) };
}

describe('api-client against the real server', () => {
  it('unwraps the settings envelope', async () => {
    const { store } = makeStore();
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.error).toBeUndefined();
    expect(result.data?.merchantCode).toBe('DEMO');
    expect(result.data?.defaultLanguage).toBe('my');
  });

  it('fetches hot games in the requested language', async () => {
    const { store } = makeStore();
    const en = await store.dispatch(gamesApi.endpoints.getHotGames.initiate({ language: 'en' }));
    const cn = await store.dispatch(gamesApi.endpoints.getHotGames.initiate({ language: 'cn' }));
    expect(en.data).toHaveLength(30);
    expect(cn.data?.[0]?.gameId).toBe(en.data?.[0]?.gameId);
    expect(cn.data?.[0]?.gameName).not.toBe(en.data?.[0]?.gameName);
  });

  it('sends the Merchant header: an unknown brand comes back as its error code', async () => {
    const { store } = makeStore({ merchant: 'NOPE' });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.error).toEqual({ code: 'merchant.unknown', status: 400 });
  });

  it('sends the Language header from the app at request time', async () => {
    const seen: string[] = [];
    const { store } = makeStore({
      getLanguage: () => {
        seen.push('asked');
        return 'xx' as Language;
      },
    });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(seen.length).toBeGreaterThan(0);
    expect(result.error).toMatchObject({
      code: 'request.invalid',
      status: 400,
      data: { fields: ['headers.language'] },
    });
  });

  it('maps an unreachable server to the network code', async () => {
    const { store } = makeStore({ baseUrl: 'http://127.0.0.1:9' });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.error).toEqual({ code: 'network' });
  });

  it('maps a non-envelope answer to unknown', async () => {
    const { store } = makeStore({ baseUrl: `${inject('apiBaseUrl')}/static/icons/game/JL-RNG-001.png?` });
    const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    expect(result.error?.code).toBe('unknown');
  });
});

describe('api-client behind a gateway', () => {
  it('reads a 503 without an envelope (a deploy in progress) as the upgrading message', async () => {
    const { createServer } = await import('node:http');
    const gateway = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<h1>503 Service Unavailable</h1>');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as { port: number };
    try {
      const { store } = makeStore({ baseUrl: `http://127.0.0.1:${port}` });
      const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
      expect(result.error).toEqual({ code: 'upgrading', status: 503 });
    } finally {
      gateway.close();
    }
  });

  it('reads a gateway that does not answer in time as the slow-connection message', async () => {
    const { createServer } = await import('node:http');
    // Takes the request and never answers.
    const gateway = createServer(() => undefined);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as { port: number };
    try {
      const { store } = makeStore({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const started = Date.now();
      const result = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
      expect(result.error).toEqual({ code: 'timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      gateway.closeAllConnections();
      gateway.close();
    }
  });
});
