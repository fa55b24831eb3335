import { Workbox } from 'workbox-window';
import { listenForInstallOffer } from './install-prompt';

/**
 * Registers the site's service worker (src/worker/sw.ts). A new version waits; `onUpdate` gets
 * the function that switches to it (and reloads) once the visitor agrees. Resolves whether it was
 * registered: a browser may refuse (a private window, storage blocked), and the site then works
 * on without its offline page, with no error on the page.
 */
export async function registerServiceWorker(onUpdate: (apply: () => void) => void): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  listenForInstallOffer();
  const worker = new Workbox('/m/sw.js', { scope: '/m/' });
  worker.addEventListener('waiting', () => {
    onUpdate(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    });
  });
  return worker.register().then(
    (registration) => registration !== undefined,
    () => false,
  );
}
