import { CATEGORY_PATHS } from '@lobby/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
// Home is in the main bundle: it is the most opened screen, and a lazy chunk would put one more
// round trip before its first paint. The game lists come in a chunk of their own, which the
// server's page names as a module preload when a list is the first screen (no extra round trip).
import { StatusGate } from '../features/status/status-gate';
import { withStrings } from '../lib/with-strings';
import { HomeRoute } from '../routes/home-route';
import type { AccountPopupKind } from '../stores/popups';
import { ShellLayout } from './layout/shell-layout';
import { RouteError } from './route-error';

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

const gameListRoute = async () => ({ Component: (await import('../routes/game-list-route')).GameListRoute });
const categoryRoutes: RouteObject[] = [
  ...LIST_CATEGORIES.flatMap((category) => {
    const path = CATEGORY_PATHS[category];
    return path ? [{ path: path.replace(/^\/m\//, ''), lazy: gameListRoute }] : [];
  }),
  { path: 'provider', lazy: gameListRoute },
  // The spec's second path of the fishing list (a header-title path): the list itself, at its own address.
  { path: 'fish-games', ...redirectTo('/fishing-games') },
  {
    path: 'hot-games',
    lazy: async () => ({ Component: (await import('../features/games/hot-games-page')).HotGamesPage }),
  },
  { path: 'gameCenter', lazy: async () => ({ Component: (await import('../features/lobby/game-center')).GameCenter }) },
  {
    path: 'search-games',
    lazy: async () => ({
      Component: (await withStrings('search', import('../routes/search-games-route'))).SearchGamesRoute,
    }),
  },
  // Favourites and recent need a session; a visitor goes to login (spec section 2).
  {
    path: 'fav-games',
    lazy: async () => ({ Component: (await import('../features/games/fav-games-page')).FavGamesPage }),
  },
  {
    path: 'recent-games',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/games/recent-games-page'))).RecentGamesPage,
    }),
  },
];

/** Playing and the wallet (issue: playing): the game table, the vendors' demo page, records, deposit, profile. */
const playRoutes: RouteObject[] = [
  {
    path: 'play',
    lazy: async () => ({
      Component: (await withStrings('protection', withStrings('play', import('../features/play/hi-lo-page')))).HiLoPage,
    }),
  },
  {
    path: 'demo-game',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/play/demo-game-page'))).DemoGamePage,
    }),
  },
  {
    path: 'game',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/play/game-frame-page'))).GameFramePage,
    }),
  },
  {
    path: 'launch-lottery',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/play/demo-game-page'))).DemoGamePage,
    }),
  },
  {
    path: 'betting-records',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/play/betting-records-page'))).BettingRecordsPage,
    }),
  },
  {
    path: 'voucherCenter',
    lazy: async () => ({
      Component: (await withStrings('protection', withStrings('play', import('../features/wallet/deposit-page'))))
        .DepositPage,
    }),
  },
  {
    path: 'member/benefits',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/wallet/vip-benefits-page'))).VipBenefitsPage,
    }),
  },
  {
    path: 'rewardCenter',
    lazy: async () => ({
      Component: (await withStrings('content', withStrings('play', import('../features/wallet/reward-center-page'))))
        .RewardCenterPage,
    }),
  },
  {
    path: 'feedback',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/account/feedback-page'))).FeedbackPage,
    }),
  },
  {
    path: 'promoCode',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/wallet/promo-code-page'))).PromoCodePage,
    }),
  },
  {
    path: 'download',
    lazy: async () => ({
      Component: (await withStrings('play', import('../features/promo/download-page'))).DownloadPage,
    }),
  },
  // The agent pages open accounts with the account forms' words (validation messages).
  {
    path: 'agent',
    lazy: async () => ({
      Component: (
        await withStrings(
          'protection',
          withStrings('account', withStrings('play', import('../features/agent/agent-home-page'))),
        )
      ).AgentHomePage,
    }),
  },
  {
    path: 'agent/home',
    lazy: async () => ({
      Component: (
        await withStrings(
          'protection',
          withStrings('account', withStrings('play', import('../features/agent/agent-home-page'))),
        )
      ).AgentHomePage,
    }),
  },
  {
    path: 'member/agent/:page',
    lazy: async () => ({ Component: (await withStrings('play', import('../routes/contract-route'))).ContractRoute }),
  },
  {
    path: 'member/security',
    lazy: async () => ({
      // The password field's show/hide words are the account namespace's.
      Component: (await withStrings('account', withStrings('security', import('../features/security/security-page'))))
        .SecurityPage,
    }),
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
    lazy: async () => ({
      Component: (await withStrings('records', import('../features/records/kyc-page'))).KycPage,
    }),
  },
  {
    path: 'account-records',
    lazy: async () => ({
      Component: (await withStrings('records', withStrings('play', import('../features/records/account-records-page'))))
        .AccountRecordsPage,
    }),
  },
  {
    path: 'profit-records',
    lazy: async () => ({
      Component: (await withStrings('records', withStrings('play', import('../features/records/profit-records-page'))))
        .ProfitRecordsPage,
    }),
  },
  {
    path: 'member/protection',
    lazy: async () => ({
      Component: (await withStrings('protection', import('../features/protection/responsible-gaming-page')))
        .ResponsibleGamingPage,
    }),
  },
];

const accountRoute = (kind: AccountPopupKind) => async () => {
  // The login's second step (two-factor sign-in) speaks the security namespace; limits are offered at registration.
  const { AccountRoute } = await withStrings(
    'protection',
    withStrings('account', withStrings('security', import('../routes/account-route'))),
  );
  return { Component: () => <AccountRoute kind={kind} /> };
};
const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: accountRoute('login') },
  { path: 'register', lazy: accountRoute('register') },
  { path: 'register.html', lazy: accountRoute('register') },
  { path: 'forget', lazy: accountRoute('forgot') },
];

const contentRoutes: RouteObject[] = [
  {
    path: 'notice',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/message-pages'))).NoticeListPage,
    }),
  },
  {
    path: 'noticeDetail',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/notice-detail-page'))).NoticeDetailPage,
    }),
  },
  {
    path: 'activity',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/promotions-page'))).PromotionsPage,
    }),
  },
  {
    path: 'activityDetail',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/promotion-detail-page')))
        .PromotionDetailPage,
    }),
  },
  {
    path: 'help',
    lazy: async () => ({ Component: (await withStrings('content', import('../features/content/help-page'))).HelpPage }),
  },
  {
    path: 'liveChat',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/live-chat-page'))).LiveChatPage,
    }),
  },
  {
    path: 'inbox',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/message-pages'))).InboxPage,
    }),
  },
  {
    path: 'helpDetail',
    lazy: async () => ({
      Component: (await withStrings('content', import('../features/content/help-detail-page'))).HelpDetailPage,
    }),
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
        lazy: async () => ({
          Component: (await withStrings('account', import('../routes/change-password-route'))).ChangePasswordRoute,
        }),
      },
      ...contentRoutes,
      ...playRoutes,
      {
        path: 'set',
        lazy: async () => ({
          Component: (await withStrings('account', import('../features/shell/settings-page'))).SettingsPage,
        }),
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
