import { CATEGORY_PATHS } from '@lobby/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
// Home and the game lists are in the main bundle: they are the most opened screens, and a lazy
// chunk would put one more round trip before their first paint.
import { GameListRoute } from '../routes/game-list-route';
import { HomeRoute } from '../routes/home-route';
import { ShellLayout } from '../features/shell/shell-layout';
import { StatusGate } from '../features/status/status-gate';
import { withStrings } from './with-strings';
import type { AccountPopupKind } from './popups';
import { RouteError } from './route-error';


/** Category screens of spec section 2 that list games (home, favourites and recent aside). */
const LIST_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT', 'JILI', 'IN_HOUSE'] as const;

const categoryRoutes: RouteObject[] = [
  ...LIST_CATEGORIES.map((category) => ({ path: CATEGORY_PATHS[category]!.replace(/^\/m\//, ''), Component: GameListRoute })),
  { path: 'provider', Component: GameListRoute },
  { path: 'hot-games', lazy: async () => ({ Component: (await import('../routes/hot-games-route')).HotGamesRoute }) },
  { path: 'gameCenter', lazy: async () => ({ Component: (await import('../routes/game-center-route')).GameCenterRoute }) },
  { path: 'search-games', lazy: async () => ({ Component: (await import('../routes/search-games-route')).SearchGamesRoute }) },
  // Favourites and recent need a session; a visitor goes to login (spec section 2).
  { path: 'fav-games', lazy: async () => ({ Component: (await import('../routes/fav-games-route')).FavGamesRoute }) },
  { path: 'recent-games', lazy: async () => ({ Component: (await withStrings('play', import('../routes/recent-games-route'))).RecentGamesRoute }) },
];

/** Playing and the wallet (issue: playing): the game table, the vendors' demo page, records, deposit, profile. */
const playRoutes: RouteObject[] = [
  { path: 'play', lazy: async () => ({ Component: (await withStrings('play', import('../routes/play-route'))).PlayRoute }) },
  { path: 'demo-game', lazy: async () => ({ Component: (await withStrings('play', import('../routes/demo-game-route'))).DemoGameRoute }) },
  { path: 'launch-lottery', lazy: async () => ({ Component: (await withStrings('play', import('../routes/demo-game-route'))).DemoGameRoute }) },
  { path: 'betting-records', lazy: async () => ({ Component: (await withStrings('play', import('../routes/betting-records-route'))).BettingRecordsRoute }) },
  { path: 'voucherCenter', lazy: async () => ({ Component: (await withStrings('play', import('../routes/voucher-center-route'))).VoucherCenterRoute }) },
  { path: 'member/benefits', lazy: async () => ({ Component: (await withStrings('play', import('../routes/vip-benefits-route'))).VipBenefitsRoute }) },
  { path: 'rewardCenter', lazy: async () => ({ Component: (await withStrings('content', withStrings('play', import('../routes/reward-center-route')))).RewardCenterRoute }) },
  { path: 'feedback', lazy: async () => ({ Component: (await withStrings('play', import('../routes/feedback-route'))).FeedbackRoute }) },
  { path: 'promoCode', lazy: async () => ({ Component: (await withStrings('play', import('../routes/promo-code-route'))).PromoCodeRoute }) },
  { path: 'download', lazy: async () => ({ Component: (await withStrings('play', import('../routes/download-route'))).DownloadRoute }) },
  // The agent pages open accounts with the account forms' words (validation messages).
  { path: 'agent', lazy: async () => ({ Component: (await withStrings('account', withStrings('play', import('../routes/agent-route')))).AgentRoute }) },
  { path: 'agent/home', lazy: async () => ({ Component: (await withStrings('account', withStrings('play', import('../routes/agent-route')))).AgentRoute }) },
  { path: 'member/agent/:page', lazy: async () => ({ Component: (await withStrings('play', import('../routes/contract-route'))).ContractRoute }) },
  { path: 'member/home', lazy: async () => ({ Component: (await withStrings('play', import('../routes/member-home-route'))).MemberHomeRoute }) },
];

const accountRoute = (kind: AccountPopupKind) => async () => {
  const { AccountRoute } = await withStrings('account', import('../routes/account-route'));
  return { Component: () => <AccountRoute kind={kind} /> };
};
const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: accountRoute('login') },
  { path: 'register', lazy: accountRoute('register') },
  { path: 'register.html', lazy: accountRoute('register') },
  { path: 'forget', lazy: accountRoute('forgot') },
];

const contentRoutes: RouteObject[] = [
  { path: 'notice', lazy: async () => ({ Component: (await withStrings('content', import('../routes/notice-route'))).NoticeRoute }) },
  { path: 'noticeDetail', lazy: async () => ({ Component: (await withStrings('content', import('../routes/notice-detail-route'))).NoticeDetailRoute }) },
  { path: 'activity', lazy: async () => ({ Component: (await withStrings('content', import('../routes/activity-route'))).PromotionsRoute }) },
  { path: 'activityDetail', lazy: async () => ({ Component: (await withStrings('content', import('../routes/activity-detail-route'))).PromotionDetailRoute }) },
  { path: 'help', lazy: async () => ({ Component: (await withStrings('content', import('../routes/help-route'))).HelpRoute }) },
  { path: 'liveChat', lazy: async () => ({ Component: (await withStrings('content', import('../routes/live-chat-route'))).LiveChatRoute }) },
  { path: 'inbox', lazy: async () => ({ Component: (await withStrings('content', import('../routes/inbox-route'))).InboxRoute }) },
  { path: 'helpDetail', lazy: async () => ({ Component: (await withStrings('content', import('../routes/help-detail-route'))).HelpDetailRoute }) },
];

/** Routes under /m (spec section 2); screens load lazily, unknown paths go home. */
export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: (
          <StatusGate>
            <ShellLayout />
          </StatusGate>
        ),
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          { path: 'index', element: <Navigate to="/home" replace /> },
          { path: 'index.html', element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            Component: HomeRoute,
            errorElement: <RouteError />,
          },
          ...categoryRoutes,
          ...accountRoutes,
          { path: 'changePsw', lazy: async () => ({ Component: (await withStrings('account', import('../routes/change-password-route'))).ChangePasswordRoute }) },
          ...contentRoutes,
          ...playRoutes,
          { path: 'set', lazy: async () => ({ Component: (await withStrings('account', import('../routes/settings-route'))).SettingsRoute }) },
          { path: '*', element: <Navigate to="/home" replace /> },
        ],
      },
    ],
    { basename: '/m' },
  );
}
