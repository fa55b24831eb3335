/**
 * Normalises a location to the route form used by the route tables (spec section 2): the query
 * and hash are dropped, `.html` aliases (e.g. /m/register.html) fold onto their route, and a
 * trailing slash is ignored. Case is kept: routes such as /m/inHouse are case-sensitive.
 */
export function normalizePath(location: string): string {
  const path = location.replace(/[?#].*$/, '').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
}
