import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  apiClientMiddlewareOptions,
  contentApi,
  lobbyApi,
  loginApi,
  protectionApi,
  sessionCacheChange,
  settingsApi,
  walletApi,
  type ApiClientConfig,
} from '../src/index';

/** A store whose token is what the test logged in with, as the app's session slice keeps it. */
function makeStore() {
  let token: string | null = null;
  const apiClient: ApiClientConfig = {
    baseUrl: inject('apiBaseUrl'),
    merchant: 'DEMO',
    device: 'MOBILE',
    getLanguage: () => 'en',
    getToken: () => token,
  };
  const store = configureStore({
    reducer: { [lobbyApi.reducerPath]: lobbyApi.reducer },
    middleware: (gDM) => gDM(apiClientMiddlewareOptions(apiClient)).concat(lobbyApi.middleware),
  });
  const logIn = async () => {
    const encryption = (await store.dispatch(settingsApi.endpoints.getSiteSettings.initiate())).data!.encryption;
    const login = await store.dispatch(
      loginApi.endpoints.login.initiate({ payload: { username: 'demo01', password: 'Demo-pass-01' }, encryption }),
    );
    token = login.data!.token;
    return login.data!;
  };
  return { store, logIn };
}

describe('member data keyed by nothing but its own arguments, against the real server', () => {
  it("keeps one balance for the session, which a promo code's answer updates", async () => {
    const { store, logIn } = makeStore();
    await logIn();
    const before = await store.dispatch(walletApi.endpoints.getBalance.initiate());
    const redeemed = await store.dispatch(walletApi.endpoints.redeemPromoCode.initiate({ code: 'LUCKY5' }));
    expect(redeemed.data?.balanceMinor).toBe(before.data!.balanceMinor + 500);
    await vi.waitFor(() =>
      expect(walletApi.endpoints.getBalance.select()(store.getState()).data).toEqual({
        ...before.data,
        balanceMinor: redeemed.data!.balanceMinor,
        sumBalance: redeemed.data!.balanceMinor / 100,
      }),
    );
  });

  it('asks the feeds a visitor was shown again once they log in', async () => {
    const { store, logIn } = makeStore();
    const notices = { types: 'PL', language: 'en' } as const;
    // Kept subscribed, as the screens showing them do.
    await Promise.all([
      store.dispatch(contentApi.endpoints.getAnnouncements.initiate(notices)),
      store.dispatch(contentApi.endpoints.getPromotions.initiate('en')),
    ]);
    const askedAt = (): [number, number] => [
      contentApi.endpoints.getAnnouncements.select(notices)(store.getState()).fulfilledTimeStamp ?? 0,
      contentApi.endpoints.getPromotions.select('en')(store.getState()).fulfilledTimeStamp ?? 0,
    ];
    const [notice, promotions] = askedAt();
    store.dispatch(sessionCacheChange(null, await logIn())!);
    await vi.waitFor(() => {
      const [noticeAgain, promotionsAgain] = askedAt();
      expect(noticeAgain).toBeGreaterThan(notice);
      expect(promotionsAgain).toBeGreaterThan(promotions);
    });
  });

  it("replaces the cached protection status with a change's answer", async () => {
    const { store, logIn } = makeStore();
    await logIn();
    const before = await store.dispatch(protectionApi.endpoints.getProtectionStatus.initiate());
    const minutes = before.data!.realityCheckMinutes === 30 ? 45 : 30;
    const change = await store.dispatch(protectionApi.endpoints.setRealityCheck.initiate({ minutes }));
    expect(change.data?.realityCheckMinutes).toBe(minutes);
    await vi.waitFor(() =>
      expect(protectionApi.endpoints.getProtectionStatus.select()(store.getState()).data).toEqual(change.data),
    );
  });
});
