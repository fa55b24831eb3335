import { profileApi, settingsApi } from '@lobby/api-client';
import type { HeadIcon, SiteSettings } from '@lobby/contract';
import { PATHS, PROFILE_PATHS } from '@lobby/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../stores/store';
import { memberStore } from '../stores/test-store';
import { prefetchMemberData } from './member-prefetch';

/** The paths the store asked for, once its calls have gone out. */
async function askedPaths(run: (fetchSpy: ReturnType<typeof vi.fn>) => void): Promise<string[]> {
  // Calls that never answer: nothing is retried into the next test.
  const fetchSpy = vi.fn((_request: Request) => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchSpy);
  run(fetchSpy);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return fetchSpy.mock.calls.map(([request]) => new URL(request.url).pathname).sort();
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A login is kept in session storage, where the next store would find it.
  sessionStorage.clear();
});

describe("a member's data asked for as the app starts", () => {
  it("asks for the profile page's data at once: name, balance, rank and picture", async () => {
    const store = memberStore();
    const paths = await askedPaths(() => prefetchMemberData(store, '/m/member/home'));
    expect(paths).toEqual([PATHS.memberInfo, PATHS.walletBalance, PATHS.rankProgress, PROFILE_PATHS.headIcon].sort());
  });

  it('adopts the picture the boot script asked for, and asks itself when that call failed', async () => {
    const icon = { iconId: 3, iconUrl: '/static/avatars/3.svg', choices: [] } as unknown as HeadIcon;
    const store = memberStore();
    const paths = await askedPaths(() => prefetchMemberData(store, '/m/member/home', Promise.resolve(icon)));
    expect(paths).not.toContain(PROFILE_PATHS.headIcon);
    expect(profileApi.endpoints.getHeadIcon.select()(store.getState()).data).toEqual(icon);
    const again = await askedPaths(() => prefetchMemberData(memberStore(), '/m/member/home', Promise.resolve(null)));
    expect(again).toContain(PROFILE_PATHS.headIcon);
  });

  it('asks only for the header on other screens, and leaves the balance on home to the session renewal', async () => {
    expect(await askedPaths(() => prefetchMemberData(memberStore(), '/m/voucherCenter'))).toEqual(
      [PATHS.memberInfo, PATHS.walletBalance].sort(),
    );
    expect(await askedPaths(() => prefetchMemberData(memberStore(), '/m/home'))).toEqual([PATHS.memberInfo]);
  });

  it('leaves out the picture when the brand switched profile pictures off', async () => {
    const store = memberStore();
    await store.dispatch(
      settingsApi.util.upsertQueryData('getSiteSettings', undefined, {
        disabledModules: ['PROFPIC3'],
      } as unknown as SiteSettings),
    );
    const paths = await askedPaths(() => prefetchMemberData(store, '/m/member/home'));
    expect(paths).not.toContain(PROFILE_PATHS.headIcon);
    expect(paths).toContain(PATHS.rankProgress);
  });

  it('asks for nothing without a session', async () => {
    const store = createStore({ baseUrl: 'http://localhost:9', merchant: 'DEMO', device: 'MOBILE' });
    expect(await askedPaths(() => prefetchMemberData(store, '/m/member/home'))).toEqual([]);
  });
});
