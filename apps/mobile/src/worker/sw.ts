/// <reference lib="webworker" />
// The site's service worker (built by vite-plugin-pwa, injectManifest): the shell's code and
// styles from the cache, pages from the network with the brand's offline page when it is gone,
// and never an API answer: those carry sessions and money.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSET_CACHE, isCacheableUrl, OFFLINE_CACHE, OFFLINE_PAGE, PICTURE_CACHE } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The offline page as this brand's server writes it (its name, colours and language), kept at install.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' }))),
  );
});

// Pages always from the network: the server writes the brand and the first banner into each.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE })) ?? Response.error();
      }
    },
    { allowlist: [/^\/m\//] },
  ),
);

// The other screens' code and styles: hashed names never change, so from the cache once fetched.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/m/assets/'),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Pictures of this site (game icons, banners, brand pictures): from the cache, the newest few hundred.
registerRoute(
  ({ url, request }) => request.destination === 'image' && isCacheableUrl(url, self.location.origin),
  new CacheFirst({ cacheName: PICTURE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

// A new version waits until the visitor agrees to it (the page's update prompt).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
