import { CATEGORY_PATHS } from '@lobby/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
// Home is in the main bundle: it is the most opened screen, and a lazy chunk would put one more
// round trip before its first paint. The game lists come in a chunk of their own, which the
// server's page names as a module preload when a list is the first screen (no extra round trip).
import { StatusGate } from '../features/status/status-gate';
import { withStrings } from '../lib/with-strings';
import { HomeRoute } from '../routes/home-route';
import { ShellLayout } from './layout/shell-layout';
import { RouteError } from './route-error';
import type { ScreenPath } from './screens';

/** Category screens of spec section 2 that list games (home, favourites and recent aside). */
const LIST_CATEGORIES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'JILI',
  'BINGO',
  'IN_HOUSE',
] as const;

/** What a route that only leads elsewhere carries, for the server's render to tell (entry-server.tsx). */
export interface RedirectHandle {
  redirectTo: string;
}

/**
 * A path that only leads elsewhere: the browser's router follows its <Navigate> at once, and the
 * server's render, which a <Navigate> cannot redirect (it would only warn), renders nothing for it.
 */
const redirectTo = (to: string): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <Navigate to={to} replace />,
  handle: { redirectTo: to } satisfies RedirectHandle,
});

/**
 * The loader of a screen other than the usual first ones: the loaders (with the lists of files each
 * screen needs, names that do not compress) come in a chunk of their own (./screens.tsx), not in
 * every first page's code.
 */
const screen = (path: ScreenPath) => async () => (await import('./screens')).SCREENS[path]();

/**
 * Fetches the screens' loaders once the first screen is up and the browser has nothing else to do,
 * so that a first tap on another screen waits for that screen's own code only.
 */
export function warmScreens() {
  const load = () => void import('./screens').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

const gameListRoute = async () => ({ Component: (await import('../routes/game-list-route')).GameListRoute });
const categoryRoutes: RouteObject[] = [
  ...LIST_CATEGORIES.flatMap((category) => {
    const path = CATEGORY_PATHS[category];
    return path ? [{ path: path.replace(/^\/m\//, ''), lazy: gameListRoute }] : [];
  }),
  { path: 'provider', lazy: gameListRoute },
  // The spec's second path of the fishing list (a header-title path): the list itself, at its own address.
  { path: 'fish-games', ...redirectTo('/fishing-games') },
  { path: 'hot-games', lazy: screen('hot-games') },
  { path: 'gameCenter', lazy: screen('gameCenter') },
  {
    path: 'search-games',
    lazy: async () => ({
      Component: (await withStrings('search', import('../routes/search-games-route'))).SearchGamesRoute,
    }),
  },
  // Favourites and recent need a session; a visitor goes to login (spec section 2).
  { path: 'fav-games', lazy: screen('fav-games') },
  { path: 'recent-games', lazy: screen('recent-games') },
];

/** Playing and the wallet (issue: playing): the game table, the vendors' demo page, records, deposit, profile. */
const playRoutes: RouteObject[] = [
  {
    path: 'play',
    lazy: screen('play'),
  },
  {
    path: 'demo-game',
    lazy: screen('demo-game'),
  },
  {
    path: 'game',
    lazy: screen('game'),
  },
  {
    path: 'launch-lottery',
    lazy: screen('launch-lottery'),
  },
  {
    path: 'betting-records',
    lazy: screen('betting-records'),
  },
  {
    path: 'voucherCenter',
    lazy: screen('voucherCenter'),
  },
  {
    path: 'member/benefits',
    lazy: screen('member/benefits'),
  },
  {
    path: 'rewardCenter',
    lazy: screen('rewardCenter'),
  },
  {
    path: 'feedback',
    lazy: screen('feedback'),
  },
  {
    path: 'promoCode',
    lazy: screen('promoCode'),
  },
  {
    path: 'download',
    lazy: screen('download'),
  },
  // The agent pages open accounts with the account forms' words (validation messages).
  {
    path: 'agent',
    lazy: screen('agent'),
  },
  {
    path: 'agent/home',
    lazy: screen('agent/home'),
  },
  {
    path: 'member/agent/:page',
    lazy: screen('member/agent/:page'),
  },
  {
    path: 'member/security',
    lazy: screen('member/security'),
  },
  {
    path: 'member/home',
    lazy: async () => ({
      Component: (
        await withStrings(
          'records',
          withStrings('protection', withStrings('play', import('../features/account/member-home-page'))),
        )
      ).MemberHomePage,
    }),
  },
  // KYC and the account / profit records (issue 23); the record dates speak the play screens' words.
  {
    path: 'kyc',
    lazy: screen('kyc'),
  },
  {
    path: 'account-records',
    lazy: screen('account-records'),
  },
  {
    path: 'profit-records',
    lazy: screen('profit-records'),
  },
  {
    path: 'member/protection',
    lazy: screen('member/protection'),
  },
];

const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: screen('login') },
  { path: 'register', lazy: screen('register') },
  { path: 'register.html', lazy: screen('register') },
  { path: 'forget', lazy: screen('forget') },
];

const contentRoutes: RouteObject[] = [
  {
    path: 'notice',
    lazy: screen('notice'),
  },
  {
    path: 'noticeDetail',
    lazy: screen('noticeDetail'),
  },
  {
    path: 'activity',
    lazy: screen('activity'),
  },
  {
    path: 'activityDetail',
    lazy: screen('activityDetail'),
  },
  {
    path: 'help',
    lazy: screen('help'),
  },
  {
    path: 'liveChat',
    lazy: screen('liveChat'),
  },
  {
    path: 'inbox',
    lazy: screen('inbox'),
  },
  {
    path: 'helpDetail',
    lazy: screen('helpDetail'),
  },
];

/** Routes under /m (spec section 2); screens load lazily, unknown paths go home. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <StatusGate>
        <ShellLayout />
      </StatusGate>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, ...redirectTo('/home') },
      { path: 'index', ...redirectTo('/home') },
      { path: 'index.html', ...redirectTo('/home') },
      {
        path: 'home',
        Component: HomeRoute,
        errorElement: <RouteError />,
      },
      ...categoryRoutes,
      ...accountRoutes,
      {
        path: 'changePsw',
        lazy: screen('changePsw'),
      },
      ...contentRoutes,
      ...playRoutes,
      {
        path: 'set',
        lazy: screen('set'),
      },
      { path: '*', ...redirectTo('/home') },
    ],
  },
];

/** Where the site lives: every route is under /m. */
export const BASENAME = '/m';

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
