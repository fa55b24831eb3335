import { PROFILE_PATHS } from '@lobby/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../stores/session-storage';

const ICON = { iconId: 7, iconUrl: '/static/avatars/7.svg', choices: [] };

/** Runs the boot script on a fresh page at `path`; answers every call with the head icon. */
async function boot(path: string) {
  window.history.replaceState(null, '', path);
  const fetchSpy = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ success: true, value: ICON }))),
  );
  vi.stubGlobal('fetch', fetchSpy);
  vi.resetModules();
  await import('./first-screen');
  const calls = fetchSpy.mock.calls.map(([url, init]) => ({
    path: new URL(url, window.location.origin).pathname,
    authorization: new Headers(init?.headers).get('Authorization'),
  }));
  return { calls, handoff: window.__lobbyFirstScreen };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  delete window.__lobbyFirstScreen;
  document.head.innerHTML = '';
});

describe('the boot script on a member profile page', () => {
  it("asks for the member's picture with their token, and preloads it, before the app's code", async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'member-token', userName: 'demo01', type: 1 }));
    const { calls, handoff } = await boot('/m/member/home');
    expect(calls).toContainEqual({ path: PROFILE_PATHS.headIcon, authorization: 'member-token' });
    expect(await handoff?.headIcon).toEqual(ICON);
    await vi.waitFor(() =>
      expect(document.head.querySelector(`link[rel="preload"][href="${ICON.iconUrl}"]`)).not.toBeNull(),
    );
  });

  it('asks nothing of a member without a session, nor on other pages', async () => {
    let { calls, handoff } = await boot('/m/member/home');
    expect(calls.map((c) => c.path)).not.toContain(PROFILE_PATHS.headIcon);
    expect(handoff?.headIcon).toBeUndefined();
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'member-token', userName: 'demo01', type: 1 }));
    ({ calls, handoff } = await boot('/m/voucherCenter'));
    expect(calls.map((c) => c.path)).not.toContain(PROFILE_PATHS.headIcon);
    expect(calls.every((c) => c.authorization === null)).toBe(true);
  });
});
