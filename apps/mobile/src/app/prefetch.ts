import { gamesApi } from '@lobby/api-client';
import { isHomePath } from '@lobby/domain';
import type { AppStore } from './store';

/** Asks for the data of the first screen while its code and dictionary are still loading. */
export function prefetchFirstScreen(store: AppStore, pathname: string) {
  if (isHomePath(pathname)) {
    const { language } = store.getState().preferences;
    void store.dispatch(gamesApi.util.prefetch('getHotGames', { language }, {}));
  }
}
