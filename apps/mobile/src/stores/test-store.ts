import { loggedIn } from './session';
import { createStore } from './store';

/** For tests: the app's store with a member logged in; its API calls reach nothing (tests fill its cache or stub fetch). */
export function memberStore(token = 'member-token') {
  const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
  store.dispatch(
    loggedIn({
      token,
      userName: 'demo01',
      type: 1,
      merchantCode: 'DEMO',
      firstTimeLogin: false,
      mustChangePassword: false,
      withdrawOnly: false,
      expiresAt: '2099-01-01T00:00:00.000Z',
    }),
  );
  return store;
}
