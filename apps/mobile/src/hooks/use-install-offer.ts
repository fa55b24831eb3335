import { useSyncExternalStore } from 'react';
import { canInstall, install, onInstallOfferChange } from '../lib/install-prompt';

/** Whether the browser lets the site be added to the home screen now, and the function that asks it. */
export function useInstallOffer(): { available: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(onInstallOfferChange, canInstall, () => false);
  return { available, install };
}
