import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  apiClientMiddlewareOptions,
  lobbyApi,
  loginApi,
  serviceApi,
  settingsApi,
  walletApi,
  type ApiClientConfig,
} from '../src/index';
import { cacheActionsOf, memberEventOf, memberEventsApi } from '../src/push/index';
import { sseReader, type SseMessage } from '../src/push/sse-lines';
import { securityApi } from '../src/security-api';

/** A store of the real server's API, logged in as demo01 on a session of its own (one device). */
function makeStore() {
  let token: string | null = null;
  const seen: UnknownAction[] = [];
  const fetched: string[] = [];
  const apiClient: ApiClientConfig = {
    fetchFn: (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    baseUrl: inject('apiBaseUrl'),
    merchant: 'DEMO',
    device: 'MOBILE',
    getLanguage: () => 'en',
    getToken: () => token,
  };
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware).concat(record),
  });
  const logIn = async () => {
    const encryption = (await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate())).data!.encryption;
    const login = await store.dispatch(
      loginApi.endpoints.login.initiate({ payload: { username: 'demo01', password: 'Demo-pass-01' }, encryption }),
    );
    token = login.data!.token;
    return token;
  };
  return { store, logIn, seen, fetched };
}

describe('reading a text/event-stream', () => {
  it('reads events split anywhere, skips keep-alive comments and takes the retry', () => {
    const events: SseMessage[] = [];
    const retries: number[] = [];
    const reader = sseReader(
      (m) => events.push(m),
      (ms) => retries.push(ms),
    );
    const text =
      'retry: 3000\n\n: keep-alive\n\nid: 1\nevent: balance\ndata: {"a":1}\r\n\r\nevent: brand\ndata: {}\n\n';
    for (const piece of text.match(/[\s\S]{1,3}/g)!) reader.feed(piece);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'balance', data: '{"a":1}', id: '1' },
      { event: 'brand', data: '{}', id: '1' },
    ]);
  });

  it('takes only events of ours', () => {
    expect(memberEventOf('{"type":"inbox","unread":2}')).toEqual({ type: 'inbox', unread: 2 });
    expect(memberEventOf('{"type":"other"}')).toBeNull();
    expect(memberEventOf('not json')).toBeNull();
  });
});

describe('pushed events as cache updates', () => {
  it('puts the balance and the unread counts in the cache, in every language the count is kept in', async () => {
    const { store } = makeStore();
    const balance = { sumBalance: 12.5, balanceMinor: 1250, currency: 'USD' };
    for (const action of cacheActionsOf({ type: 'balance', balance }, { inboxLanguages: [] }))
      await store.dispatch(action as never);
    expect(walletApi.endpoints.getBalance.select()(store.getState()).data).toEqual(balance);
    for (const action of cacheActionsOf({ type: 'inbox', unread: 4 }, { inboxLanguages: ['en', 'th'] }))
      await store.dispatch(action as never);
    expect(serviceApi.endpoints.getInboxUnread.select('en')(store.getState()).data).toBe(4);
    expect(serviceApi.endpoints.getInboxUnread.select('th')(store.getState()).data).toBe(4);
    for (const action of cacheActionsOf({ type: 'chat', unread: 1 }, { inboxLanguages: [] }))
      await store.dispatch(action as never);
    expect(serviceApi.endpoints.getChatUnread.select()(store.getState()).data).toBe(1);
  });

  it('reads the brand settings again on a brand change', async () => {
    const { store, seen } = makeStore();
    await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate());
    const [invalidate] = cacheActionsOf({ type: 'brand' }, { inboxLanguages: [] });
    store.dispatch(invalidate as never);
    // The settings entry is asked again (a second fulfilled settings query).
    await vi.waitFor(() =>
      expect(
        seen.filter(
          (a) => a.type === 'lobbyApi/executeQuery/fulfilled' && JSON.stringify(a).includes('getSiteSettings'),
        ),
      ).toHaveLength(2),
    );
    // A logout is the stream's own state, not an update of other entries.
    expect(cacheActionsOf({ type: 'logout', code: 'session.expired' }, { inboxLanguages: [] })).toEqual([]);
  });
});

describe('the member stream against the real server', () => {
  it("brings another device's inbox read to this device's unread count, without asking", async () => {
    const phone = makeStore();
    const tablet = makeStore();
    const token = await phone.logIn();
    await tablet.logIn();
    const before = (await phone.store.dispatch(serviceApi.endpoints.getInboxUnread.initiate('en'))).data!;
    expect(before).toBeGreaterThan(0);
    const stream = phone.store.dispatch(memberEventsApi.endpoints.memberEvents.initiate(token));
    await vi.waitFor(() =>
      expect(memberEventsApi.endpoints.memberEvents.select(token)(phone.store.getState()).data?.connected).toBe(true),
    );
    const inbox = (await tablet.store.dispatch(serviceApi.endpoints.getInbox.initiate({ language: 'en', limit: 50 })))
      .data!;
    await tablet.store.dispatch(serviceApi.endpoints.markInboxRead.initiate(inbox.find((m) => !m.read)!.id));
    await vi.waitFor(() =>
      expect(serviceApi.endpoints.getInboxUnread.select('en')(phone.store.getState()).data).toBe(before - 1),
    );
    // The phone asked the count only once: the new one came pushed.
    expect(phone.fetched.filter((url) => url.includes('CSP_unreadCount'))).toHaveLength(1);
    stream.unsubscribe();
  });

  it('says in its entry that the session ended when another device logs this one out, and stops', async () => {
    const phone = makeStore();
    const tablet = makeStore();
    const token = await phone.logIn();
    await tablet.logIn();
    const stream = phone.store.dispatch(memberEventsApi.endpoints.memberEvents.initiate(token));
    const entry = () => memberEventsApi.endpoints.memberEvents.select(token)(phone.store.getState()).data;
    await vi.waitFor(() => expect(entry()?.connected).toBe(true));
    const revoked = await tablet.store.dispatch(securityApi.endpoints.revokeOtherSessions.initiate());
    expect(revoked.data?.revoked).toBeGreaterThan(0);
    await vi.waitFor(() => expect(entry()).toEqual({ connected: false, ended: 'session.expired' }));
    stream.unsubscribe();
  });
});
