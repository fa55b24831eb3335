/** The brand's offline page, cached when the worker installs. */
export const OFFLINE_PAGE = '/m/offline.html';
export const OFFLINE_CACHE = 'lobby-offline';
export const PICTURE_CACHE = 'lobby-pictures';
export const ASSET_CACHE = 'lobby-assets';

/** The API's prefixes: answers there carry sessions and money, and are never cached. */
const API_PREFIXES = ['/wps/', '/lgw/', '/healthz', '/__dev/', '/__ops/'];

/** Whether the worker may keep a copy of what this address answers: our own origin, never the API. */
export function isCacheableUrl(url: URL, origin: string): boolean {
  return url.origin === origin && !API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}
