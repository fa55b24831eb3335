/** Game icons, banners, promotions, avatars, vendor marks (`/static/`) and brand files (`/m/brand/`). */
export const isPublicAsset = (url: string) => url.startsWith('/static/') || url.startsWith('/m/brand/');

/** A picture's address in an answer: one of those paths, whole (no spaces: not a sentence that starts so). */
const ASSET_ADDRESS = /^\/(?:static|m\/brand)\/\S+$/;

const isPlainObject = (node: unknown): node is Record<string, unknown> =>
  node !== null && typeof node === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(node));

/**
 * An answer with its picture addresses on the public asset base (a CDN in front of this
 * server's `/static/` and `/m/brand/`), so every front end, on any origin, loads them from there.
 * Addresses already absolute (a brand's image CDN) are left as they are; no base, no change.
 */
export function onAssetBase<T>(value: T, base: string | undefined): T {
  if (!base) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return ASSET_ADDRESS.test(node) ? `${base}${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (isPlainObject(node)) return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  return walk(value) as T;
}
