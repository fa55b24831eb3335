import { createServer, type IncomingHttpHeaders } from 'node:http';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { apiClientMiddlewareOptions, lobbyApi, settingsApi, type ApiClientConfig } from '../src/index';
import { standardHeaders } from '../src/requests';

describe('the headers every call carries', () => {
  it('name the content language in Language, and the interface language in Accept-Language when given', () => {
    expect(standardHeaders({ merchant: 'DEMO', device: 'MOBILE', language: 'en' })).toEqual({
      Merchant: 'DEMO',
      Device: 'MOBILE',
      Language: 'en',
    });
    expect(
      standardHeaders({ merchant: 'DEMO', device: 'MOBILE', language: 'en', interfaceLanguage: 'th' }),
    ).toMatchObject({ Language: 'en', 'Accept-Language': 'th' });
    expect(
      standardHeaders({ merchant: 'DEMO', device: 'MOBILE', language: 'cn', interfaceLanguage: 'cn' }),
    ).toMatchObject({ Language: 'cn', 'Accept-Language': 'zh-CN' });
  });

  it("are sent by the base query with the app's interface language at request time", async () => {
    let seen: IncomingHttpHeaders = {};
    const server = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true,"value":null}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const apiClient: ApiClientConfig = {
        baseUrl: `http://127.0.0.1:${port}`,
        merchant: 'DEMO',
        device: 'MOBILE',
        getLanguage: () => 'en',
        getInterfaceLanguage: () => 'vi',
        getToken: () => null,
      };
      const store = configureStore({
        reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
        middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
      });
      await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
      expect([seen.language, seen['accept-language']]).toEqual(['en', 'vi']);
    } finally {
      server.close();
    }
  });
});
