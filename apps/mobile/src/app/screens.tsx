// The route loaders of every screen but the usual first ones (home, the game lists, search, a
// member's home: app/router.tsx), in a chunk of their own, so that their lists of files (hashes that
// do not compress) are not in every first page's code. A page opening on one of these screens names
// this chunk for the browser to fetch with it (the server's route-preloads.ts).
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { withStrings } from '../lib/with-strings';
import type { AccountPopupKind } from '../stores/popups';

const accountRoute = (kind: AccountPopupKind) => async () => {
  // The login's second step (two-factor sign-in) speaks the security namespace; limits are offered at registration.
  const { AccountRoute } = await withStrings(
    'protection',
    withStrings('account', withStrings('security', import('../routes/account-route'))),
  );
  return { Component: () => <AccountRoute kind={kind} /> };
};

/** Each screen's loader, by its route's path. */
export const SCREENS = {
  'hot-games': async () => ({ Component: (await import('../features/games/hot-games-page')).HotGamesPage }),
  gameCenter: async () => ({ Component: (await import('../features/lobby/game-center')).GameCenter }),
  'fav-games': async () => ({ Component: (await import('../features/games/fav-games-page')).FavGamesPage }),
  'recent-games': async () => ({
    Component: (await withStrings('play', import('../features/games/recent-games-page'))).RecentGamesPage,
  }),
  play: async () => ({
    Component: (await withStrings('protection', withStrings('play', import('../features/play/hi-lo-page')))).HiLoPage,
  }),
  'demo-game': async () => ({
    Component: (await withStrings('play', import('../features/play/demo-game-page'))).DemoGamePage,
  }),
  game: async () => ({
    Component: (await withStrings('play', import('../features/play/game-frame-page'))).GameFramePage,
  }),
  'launch-lottery': async () => ({
    Component: (await withStrings('play', import('../features/play/demo-game-page'))).DemoGamePage,
  }),
  'betting-records': async () => ({
    Component: (await withStrings('play', import('../features/play/betting-records-page'))).BettingRecordsPage,
  }),
  voucherCenter: async () => ({
    Component: (await withStrings('protection', withStrings('play', import('../features/wallet/deposit-page'))))
      .DepositPage,
  }),
  'member/benefits': async () => ({
    Component: (await withStrings('play', import('../features/wallet/vip-benefits-page'))).VipBenefitsPage,
  }),
  rewardCenter: async () => ({
    Component: (await withStrings('content', withStrings('play', import('../features/wallet/reward-center-page'))))
      .RewardCenterPage,
  }),
  feedback: async () => ({
    Component: (await withStrings('play', import('../features/account/feedback-page'))).FeedbackPage,
  }),
  promoCode: async () => ({
    Component: (await withStrings('play', import('../features/wallet/promo-code-page'))).PromoCodePage,
  }),
  download: async () => ({
    Component: (await withStrings('play', import('../features/promo/download-page'))).DownloadPage,
  }),
  agent: async () => ({
    Component: (
      await withStrings(
        'protection',
        withStrings('account', withStrings('play', import('../features/agent/agent-home-page'))),
      )
    ).AgentHomePage,
  }),
  'agent/home': async () => ({
    Component: (
      await withStrings(
        'protection',
        withStrings('account', withStrings('play', import('../features/agent/agent-home-page'))),
      )
    ).AgentHomePage,
  }),
  'member/agent/:page': async () => ({
    Component: (await withStrings('play', import('../routes/contract-route'))).ContractRoute,
  }),
  'member/security': async () => ({
    // The password field's show/hide words are the account namespace's.
    Component: (await withStrings('account', withStrings('security', import('../features/security/security-page'))))
      .SecurityPage,
  }),
  kyc: async () => ({
    Component: (await withStrings('records', import('../features/records/kyc-page'))).KycPage,
  }),
  'account-records': async () => ({
    Component: (await withStrings('records', withStrings('play', import('../features/records/account-records-page'))))
      .AccountRecordsPage,
  }),
  'profit-records': async () => ({
    Component: (await withStrings('records', withStrings('play', import('../features/records/profit-records-page'))))
      .ProfitRecordsPage,
  }),
  'member/protection': async () => ({
    Component: (await withStrings('protection', import('../features/protection/responsible-gaming-page')))
      .ResponsibleGamingPage,
  }),
  notice: async () => ({
    Component: (await withStrings('content', import('../features/content/message-pages'))).NoticeListPage,
  }),
  noticeDetail: async () => ({
    Component: (await withStrings('content', import('../features/content/notice-detail-page'))).NoticeDetailPage,
  }),
  activity: async () => ({
    Component: (await withStrings('content', import('../features/content/promotions-page'))).PromotionsPage,
  }),
  activityDetail: async () => ({
    Component: (await withStrings('content', import('../features/content/promotion-detail-page'))).PromotionDetailPage,
  }),
  help: async () => ({ Component: (await withStrings('content', import('../features/content/help-page'))).HelpPage }),
  liveChat: async () => ({
    Component: (await withStrings('content', import('../features/content/live-chat-page'))).LiveChatPage,
  }),
  inbox: async () => ({
    Component: (await withStrings('content', import('../features/content/message-pages'))).InboxPage,
  }),
  helpDetail: async () => ({
    Component: (await withStrings('content', import('../features/content/help-detail-page'))).HelpDetailPage,
  }),
  changePsw: async () => ({
    Component: (await withStrings('account', import('../routes/change-password-route'))).ChangePasswordRoute,
  }),
  set: async () => ({
    Component: (await withStrings('account', import('../features/shell/settings-page'))).SettingsPage,
  }),
  login: accountRoute('login'),
  register: accountRoute('register'),
  forget: accountRoute('forgot'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type ScreenPath = keyof typeof SCREENS;
