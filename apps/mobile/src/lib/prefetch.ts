import { catalogueApi, gamesApi, settingsApi } from '@lobby/api-client';
import { contentLanguageOf } from '@lobby/contract/constants';
import { isHomePath } from '@lobby/domain';
import { takeHandoff } from '../boot/handoff';
import type { AppStore } from '../stores/store';

/**
 * Puts the first screen's data in the store before the first render: adopts what the boot
 * script fetched early, or (home) starts the requests now. Resolves when the store is ready.
 */
export async function prefetchFirstScreen(store: AppStore, pathname: string, handoff = takeHandoff()): Promise<void> {
  // The first screen's lists come in the platform's languages (English for the dictionaries' others).
  const language = contentLanguageOf(store.getState().preferences.language);
  const usable = handoff?.language === language ? handoff : undefined;
  const [settings, hotGames, banners, vendors] = await Promise.all([
    usable?.settings ?? null,
    usable?.hotGames ?? null,
    usable?.banners?.list ?? null,
    usable?.vendors?.list ?? null,
  ]);
  if (settings) await store.dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, settings));
  if (vendors && usable?.vendors) {
    await store.dispatch(
      catalogueApi.util.upsertQueryData('getVendors', { language, gameType: usable.vendors.gameType }, vendors),
    );
  }
  if (banners && usable?.banners) {
    await store.dispatch(
      catalogueApi.util.upsertQueryData('getBanners', { groupName: usable.banners.group, language }, banners),
    );
  }
  if (!isHomePath(pathname)) return;
  if (hotGames) await store.dispatch(gamesApi.util.upsertQueryData('getHotGames', { language }, hotGames));
  else void store.dispatch(gamesApi.util.prefetch('getHotGames', { language }, {}));
  if (!banners) void store.dispatch(catalogueApi.util.prefetch('getBanners', { groupName: 'm_home', language }, {}));
}
