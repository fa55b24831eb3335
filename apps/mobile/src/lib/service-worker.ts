// The platform's own service worker API, not workbox-window: one registration and one update
// offer were 3 KB of the scripts a first visit loads after its first screen.
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
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    // Typed as the platform promises, but a registration blocked by automation resolves to nothing.
    registration = (await workers.register('/m/sw.js', { scope: '/m/' })) as ServiceWorkerRegistration | undefined;
  } catch {
    return false;
  }
  if (!registration) return false;
  const offered = new WeakSet<ServiceWorker>();
  // Only an update waits: the first worker of a page that had none takes over by itself.
  const offer = (worker: ServiceWorker) => {
    if (offered.has(worker) || !workers.controller) return;
    offered.add(worker);
    onUpdate(() => {
      workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // The worker's own message (sw.ts): it skips waiting and takes the page over.
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const whenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') offer(worker);
    else worker.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  };
  if (registration.waiting) offer(registration.waiting);
  whenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => whenInstalled(registration.installing));
  return true;
}
