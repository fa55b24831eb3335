import { PROFILE_PATHS } from '@lobby/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../stores/session-storage';

const ICON = { iconId: 7, iconUrl: '/static/avatars/7.svg', choices: [] };

/** Runs the boot script on a fresh page at `path`; answers the settings call with `settings`, every other with the head icon. */
async function boot(path: string, settings: { disabledModules: string[] } = { disabledModules: [] }) {
  window.history.replaceState(null, '', path);
  const fetchSpy = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, value: url.includes(PROFILE_PATHS.headIcon) ? ICON : settings })),
    ),
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
  document.body.innerHTML = '';
});

const SHELL =
  '<div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"></div></div></div>';
const shellPicture = () => document.querySelector<HTMLImageElement>('#root > .boot-shell > img.boot-shell__avatar');
const memberSession = () =>
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'member-token', userName: 'demo01', type: 1 }));

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

  it("paints the member's picture in the boot shell, where and as large as the page draws it", async () => {
    document.body.innerHTML = SHELL;
    memberSession();
    await boot('/m/member/home');
    await vi.waitFor(() => expect(shellPicture()).not.toBeNull());
    expect(shellPicture()).toMatchObject({ width: 72, height: 72, alt: '' });
    expect(shellPicture()?.getAttribute('src')).toBe(ICON.iconUrl);
  });

  it('paints no picture for a brand without profile pictures, nor once the app has drawn the page', async () => {
    document.body.innerHTML = SHELL;
    memberSession();
    const { handoff } = await boot('/m/member/home', { disabledModules: ['PROFPIC3'] });
    await handoff?.headIcon;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shellPicture()).toBeNull();
    // The app replaced the shell before the picture's call came back.
    document.body.innerHTML = '<div id="root"><main></main></div>';
    await (
      await boot('/m/member/home')
    ).handoff?.headIcon;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('img')).toBeNull();
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
