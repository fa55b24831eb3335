import { catalogueApi, gamesApi, settingsApi } from '@lobby/api-client';
import { isHomePath } from '@lobby/domain';
import { takeHandoff } from '../boot/handoff';
import type { AppStore } from './store';

/**
 * Puts the first screen's data in the store before the first render: adopts what the boot
 * script fetched early, or starts the requests now. Resolves when the store is ready to render.
 */
export async function prefetchFirstScreen(store: AppStore, pathname: string): Promise<void> {
  if (!isHomePath(pathname)) return;
  const { language } = store.getState().preferences;
  const handoff = takeHandoff();
  const usable = handoff?.language === language ? handoff : undefined;
  const [hotGames, banners, settings] = await Promise.all([
    usable?.hotGames ?? null,
    usable?.banners ?? null,
    usable?.settings ?? null,
  ]);
  const bannerArgs = { groupName: 'm_home', language };
  if (hotGames) await store.dispatch(gamesApi.util.upsertQueryData('getHotGames', { language }, hotGames));
  else void store.dispatch(gamesApi.util.prefetch('getHotGames', { language }, {}));
  if (settings) await store.dispatch(settingsApi.util.upsertQueryData('getSiteSettings', undefined, settings));
  if (banners) await store.dispatch(catalogueApi.util.upsertQueryData('getBanners', bannerArgs, banners));
  else void store.dispatch(catalogueApi.util.prefetch('getBanners', bannerArgs, {}));
}
