/** Where the platform serves public pictures: game icons, banners, avatars, vendor marks, brand files. */
const ASSET_PREFIXES = ['/static/', '/m/brand/'];

const isAsset = (text: string) => ASSET_PREFIXES.some((prefix) => text.startsWith(prefix));

/**
 * An answer with the platform's picture addresses made absolute against the API's origin
 * (`baseUrl`): the server answers them as paths of its own site, which an app on another origin
 * (a brand's own front end) would resolve against itself. Same-origin apps (`baseUrl` '') and
 * addresses already absolute (an image CDN) are left as they are.
 */
export function withAbsoluteAssets<T>(value: T, baseUrl: string): T {
  if (!/^https?:\/\//.test(baseUrl)) return value;
  const origin = new URL(baseUrl).origin;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return isAsset(node) ? `${origin}${node}` : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner)]));
    return node;
  };
  return walk(value) as T;
}
