/** Paths on which the footer's home tab is highlighted (spec section 2). */
const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

export const isHomePath = (pathname: string): boolean => HOME_PATHS.has(pathname);

/** Screens whose back arrow goes home instead of one page back (spec section 2). */
const BACK_HOME_PREFIXES = ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download'];

export type BackTarget = { kind: 'home' } | { kind: 'history' };

export function backTarget(pathname: string): BackTarget {
  const path = pathname.replace(/\.html$/, '');
  const home = BACK_HOME_PREFIXES.some((prefix) => path === prefix);
  return home ? { kind: 'home' } : { kind: 'history' };
}
