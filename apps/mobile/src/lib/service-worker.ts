import { Workbox } from 'workbox-window';
import { listenForInstallOffer } from './install-prompt';

/**
 * Registers the site's service worker (src/worker/sw.ts). A new version waits; `onUpdate` gets
 * the function that switches to it (and reloads) once the visitor agrees.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  listenForInstallOffer();
  const worker = new Workbox('/m/sw.js', { scope: '/m/' });
  worker.addEventListener('waiting', () => {
    onUpdate(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  void worker.register();
}
