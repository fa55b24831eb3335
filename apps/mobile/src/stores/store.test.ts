import { walletApi } from '@lobby/api-client';
import { describe, expect, it } from 'vitest';
import { loggedIn, loggedOut } from './session';
import { createStore } from './store';

const login = (userName: string, token: string) =>
  loggedIn({
    token,
    merchantCode: 'DEMO',
    userName,
    type: 0,
    firstTimeLogin: false,
    mustChangePassword: false,
    withdrawOnly: false,
    expiresAt: '2026-11-22T00:00:00Z',
  });
const balance = { sumBalance: 12.5, balanceMinor: 1250, currency: 'MMK' };

async function storeWithBalance() {
  const store = createStore({ baseUrl: 'http://127.0.0.1:1', merchant: 'DEMO', device: 'MOBILE' });
  store.dispatch(login('demo01', 'first'));
  await store.dispatch(walletApi.util.upsertQueryData('getBalance', undefined, balance));
  return store;
}
const cachedBalance = (store: ReturnType<typeof createStore>) =>
  walletApi.endpoints.getBalance.select()(store.getState()).data;

describe('the cache follows who is logged in', () => {
  it('drops every cached answer when the member logs out', async () => {
    const store = await storeWithBalance();
    expect(cachedBalance(store)).toEqual(balance);
    store.dispatch(loggedOut());
    expect(cachedBalance(store)).toBeUndefined();
  });

  it('drops it when another account logs in on the same page', async () => {
    const store = await storeWithBalance();
    store.dispatch(login('demo02', 'second'));
    expect(cachedBalance(store)).toBeUndefined();
  });

  it('keeps it when the same member gets a new token (renewal, password change)', async () => {
    const store = await storeWithBalance();
    store.dispatch(login('demo01', 'renewed'));
    expect(cachedBalance(store)).toEqual(balance);
  });
});
