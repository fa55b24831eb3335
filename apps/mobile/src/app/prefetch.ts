import { gamesApi } from '@lobby/api-client';
import { isHomePath } from '@lobby/domain';
import { takeHandoff } from '../boot/handoff';
import type { AppStore } from './store';

/**
 * Puts the first screen's data in the store before the first render: adopts what the boot
 * script fetched early, or starts the request now. Resolves when the store is ready to render.
 */
export async function prefetchFirstScreen(store: AppStore, pathname: string): Promise<void> {
  if (!isHomePath(pathname)) return;
  const { language } = store.getState().preferences;
  const handoff = takeHandoff();
  const early = handoff?.language === language ? await handoff.hotGames : null;
  if (early) {
    await store.dispatch(gamesApi.util.upsertQueryData('getHotGames', { language }, early));
  } else {
    void store.dispatch(gamesApi.util.prefetch('getHotGames', { language }, {}));
  }
}
