import { profileApi, sessionApi, settingsApi, walletApi } from '@lobby/api-client';
import type { HeadIcon } from '@lobby/contract';
import { isHomePath } from '@lobby/domain';
import { isProfilePage } from '../boot/handoff';
import type { AppStore } from '../stores/store';

/**
 * A member's own data, asked for as the app starts instead of when each part of the screen
 * renders (the header's name and balance, the profile's picture and rank): one wave of calls
 * beside the screen's code, not one after each of its lazy parts. Loaded lazily itself, so a
 * visitor's first page carries none of it.
 */
export function prefetchMemberData(store: AppStore, pathname: string, earlyHeadIcon?: Promise<HeadIcon | null>): void {
  if (!store.getState().session.current) return;
  void store.dispatch(sessionApi.util.prefetch('getMemberInfo', undefined, {}));
  // On home the balance waits for the session's renewal (features/wallet/header-balance.tsx).
  if (!isHomePath(pathname)) void store.dispatch(walletApi.util.prefetch('getBalance', undefined, {}));
  if (!isProfilePage(pathname)) return;
  void store.dispatch(walletApi.util.prefetch('getRankProgress', undefined, {}));
  const settings = settingsApi.endpoints.getSiteSettings.select()(store.getState()).data;
  if (settings?.disabledModules.includes('PROFPIC3')) return;
  // The boot script's call (boot/first-screen.ts) is adopted; asked again only when it failed.
  void (earlyHeadIcon ?? Promise.resolve(null)).then((icon) => {
    if (icon) void store.dispatch(profileApi.util.upsertQueryData('getHeadIcon', undefined, icon));
    else void store.dispatch(profileApi.util.prefetch('getHeadIcon', undefined, {}));
  });
}
