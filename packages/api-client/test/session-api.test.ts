import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, inject, it } from 'vitest';
import {
  apiClientMiddlewareOptions,
  lobbyApi,
  loginApi,
  sessionApi,
  settingsApi,
  type ApiClientConfig,
} from '../src/index';
import { CHANGE_PASSWORD_WAIT_MS } from '../src/login-api';

/** A store whose token is what the last login returned, as the app's session slice does. */
function makeStore(baseUrl: string = inject('apiBaseUrl')) {
  let token: string | null = null;
  const apiClient: ApiClientConfig = {
    baseUrl,
    merchant: 'DEMO',
    device: 'MOBILE',
    getLanguage: () => 'en',
    getToken: () => token,
  };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
  });
  return { store, setToken: (t: string | null) => (token = t) };
}

describe('session endpoints against the real server', () => {
  it('logs the demo member in with an encrypted body, reads member info, logs out', async () => {
    const { store, setToken } = makeStore();
    const settings = await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    const encryption = settings.data!.encryption;
    const wrong = await store.dispatch(
      loginApi.endpoints.login.initiate({ payload: { username: 'demo01', password: 'nope' }, encryption }),
    );
    expect(wrong.error).toMatchObject({ code: 'login.failed', status: 401 });

    const login = await store.dispatch(
      loginApi.endpoints.login.initiate({ payload: { username: 'demo01', password: 'Demo-pass-01' }, encryption }),
    );
    expect(login.data).toMatchObject({ userName: 'demo01', type: 0 });
    setToken(login.data!.token);
    const info = await store.dispatch(sessionApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }));
    expect(info.data).toMatchObject({ account: 'demo01' });

    expect((await store.dispatch(sessionApi.endpoints.logout.initiate())).error).toBeUndefined();
    const after = await store.dispatch(sessionApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }));
    expect(after.error).toMatchObject({ code: 'session.expired' });
  });

  it('reports a key of another scheme as an encryption failure, before any call', async () => {
    const { store } = makeStore();
    const bad = { scheme: 'nope', publicKey: 'AAAA', keyId: 'abcdefgh' } as never;
    const result = await store.dispatch(
      loginApi.endpoints.login.initiate({ payload: { username: 'a', password: 'b' }, encryption: bad }),
    );
    expect(result.error).toEqual({ code: 'request.encryption' });
  });

  it('gives a password change 10 s (spec section 4), not the 15 s of other calls, then reports a slow connection', async () => {
    const encryption = (await makeStore().store.dispatch(settingsApi.endpoints.getSiteSettings.initiate())).data!
      .encryption;
    const { createServer } = await import('node:http');
    // Takes the request and never answers.
    const gateway = createServer(() => undefined);
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as { port: number };
    try {
      const { store } = makeStore(`http://127.0.0.1:${port}`);
      const started = Date.now();
      const result = await store.dispatch(
        loginApi.endpoints.changePassword.initiate({
          payload: { password: 'New-pass-01', confimpsw: 'New-pass-01' },
          encryption,
        }),
      );
      expect(result.error).toEqual({ code: 'timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(CHANGE_PASSWORD_WAIT_MS - 50);
      expect(Date.now() - started).toBeLessThan(14_000);
    } finally {
      gateway.closeAllConnections();
      gateway.close();
    }
  }, 20_000);
});
