/**
 * Every screen of the site as its stories show it: the address a user opens, and who opens it.
 * The fixtures the stories answer with are recorded from these visits (record-fixtures.ts), and a
 * test holds that every route of the router is here (screens.test.ts).
 */
export type Role = 'visitor' | 'member' | 'agent';

export interface Screen {
  /** The address under /m, with its query. */
  path: string;
  role: Role;
  /** What the link that opens it carries (a game's frame gets its address so). */
  state?: Record<string, string>;
}

const visitor = (path: string): Screen => ({ path, role: 'visitor' });
const member = (path: string, state?: Record<string, string>): Screen => ({
  path,
  role: 'member',
  ...(state ? { state } : {}),
});
const agent = (path: string): Screen => ({ path, role: 'agent' });

/** The lobby and its game lists. */
export const GAME_SCREENS = {
  Home: visitor('/m/home'),
  Slots: visitor('/m/slot-games'),
  HotGames: visitor('/m/hot-games'),
  Fishing: visitor('/m/fishing-games'),
  LiveCasino: visitor('/m/live-games'),
  Sports: visitor('/m/sport-games'),
  Esports: visitor('/m/esport-games'),
  Poker: visitor('/m/poker-games'),
  Lottery: visitor('/m/lott'),
  ELottery: visitor('/m/elott'),
  Cockfighting: visitor('/m/cockfight'),
  Bingo: visitor('/m/bingo'),
  Jili: visitor('/m/jili'),
  InHouse: visitor('/m/inHouse'),
  Provider: visitor('/m/provider?vassalage=PG'),
  GameCenter: visitor('/m/gameCenter'),
  Search: visitor('/m/search-games'),
  Favourites: member('/m/fav-games'),
  Recent: member('/m/recent-games'),
} satisfies Record<string, Screen>;

/** Signing in and up: dialogs over home. */
export const ACCOUNT_SCREENS = {
  Login: visitor('/m/login'),
  Register: visitor('/m/register'),
  RegisterPage: visitor('/m/register.html'),
  ForgotPassword: visitor('/m/forget'),
  ChangePassword: member('/m/changePsw'),
  Settings: visitor('/m/set'),
  Download: visitor('/m/download'),
} satisfies Record<string, Screen>;

/** Notices, promotions, help and messages. */
export const CONTENT_SCREENS = {
  Notices: visitor('/m/notice'),
  NoticeDetail: visitor('/m/noticeDetail?id=DEMO-PLB-2-en'),
  Promotions: visitor('/m/activity'),
  PromotionDetail: visitor('/m/activityDetail?id=DEMO-promo-welcome'),
  Help: visitor('/m/help'),
  HelpDetail: visitor('/m/helpDetail?tag=privacy'),
  LiveChat: member('/m/liveChat'),
  Inbox: member('/m/inbox'),
} satisfies Record<string, Screen>;

/** A member's own pages: profile, wallet, records, security. */
export const MEMBER_SCREENS = {
  MemberHome: member('/m/member/home'),
  Deposit: member('/m/voucherCenter'),
  VipBenefits: member('/m/member/benefits'),
  RewardCenter: member('/m/rewardCenter'),
  PromoCode: member('/m/promoCode'),
  Feedback: member('/m/feedback'),
  BettingRecords: member('/m/betting-records'),
  AccountRecords: member('/m/account-records'),
  ProfitRecords: member('/m/profit-records'),
  Kyc: member('/m/kyc'),
  Security: member('/m/member/security'),
  Protection: member('/m/member/protection'),
} satisfies Record<string, Screen>;

/** Playing: the in-house table, a vendor's stand-in, a lottery, a provider's game in the frame. */
export const PLAY_SCREENS = {
  HiLo: member('/m/play?nodeId=100360'),
  VendorDemo: member('/m/demo-game?vassalage=PG&nodeId=100110'),
  LotteryLaunch: member('/m/launch-lottery?vassalage=TCG_SEA&nodeId=100592&prizeMode=SEA'),
  GameFrame: member('/m/game', { gameUrl: 'game-stand-in.html' }),
} satisfies Record<string, Screen>;

/** An agent's pages. */
export const AGENT_SCREENS = {
  Agent: agent('/m/agent'),
  AgentHome: agent('/m/agent/home'),
  SalaryContract: agent('/m/member/agent/getSalaryContract'),
  DividendContract: agent('/m/member/agent/getDevidendContract'),
} satisfies Record<string, Screen>;

/** A dialog or popup that no route shows: a screen it opens over, and the file of src that renders it. */
export interface DialogScreen extends Screen {
  /** Under src/: screens.test.ts holds that every file of src with a dialog is named here. */
  dialog: string;
}
const over = (screen: Screen, dialog: string): DialogScreen => ({ ...screen, dialog });

/**
 * The dialogs, sheets and popups over the screens, each where a user meets it (the account dialogs
 * with routes of their own are screens above; here they open over another screen).
 */
export const DIALOG_SCREENS = {
  SideMenu: over(visitor('/m/home'), 'app/layout/side-menu.tsx'),
  LanguagePopup: over(visitor('/m/home'), 'features/shell/language-popup.tsx'),
  ServicePopup: over(visitor('/m/home'), 'features/content/service-popup.tsx'),
  SearchPopup: over(visitor('/m/home'), 'features/games/search-popup.tsx'),
  HelpPopup: over(visitor('/m/home'), 'components/content/help-popup.tsx'),
  DownloadPopup: over(visitor('/m/home'), 'components/download/download-bar.tsx'),
  AnnouncementPopup: over(visitor('/m/home'), 'components/content/announcement-popup-view.tsx'),
  VendorFilter: over(visitor('/m/provider?vassalage=PG'), 'features/games/vendor-select.tsx'),
  LoginPopup: over(visitor('/m/activity'), 'features/account/account-dialog.tsx'),
  TermsPopup: over(visitor('/m/register'), 'features/account/terms-popup.tsx'),
  HumanCheck: over(visitor('/m/login'), 'features/account/human-check-dialog.tsx'),
  RegisterPrompt: over(visitor('/m/home'), 'features/shell/register-prompt.tsx'),
  LogoutConfirm: over(member('/m/member/home'), 'app/layout/member-actions.tsx'),
  ForcedLogout: over(member('/m/home'), 'features/account/forced-logout-notice.tsx'),
  ChangePasswordPopup: over(member('/m/set'), 'features/account/change-password-dialog.tsx'),
  InvitePopup: over(member('/m/member/home'), 'features/promo/invite-popup.tsx'),
  InviteOnArrival: over(member('/m/home'), 'features/promo/invite-popup.tsx'),
  HeadIconPicker: over(member('/m/member/home'), 'features/account/head-icon.tsx'),
  RecordDates: over(member('/m/betting-records'), 'components/record-dates.tsx'),
  ExclusionConfirm: over(member('/m/member/protection'), 'features/protection/exclusion-panel.tsx'),
  RealityCheck: over(member('/m/play?nodeId=100360'), 'components/protection/reality-check-dialog.tsx'),
  ContractPrompt: over(agent('/m/home'), 'features/agent/contract-prompts.tsx'),
  ContractAnswer: over(agent('/m/member/agent/getSalaryContract'), 'features/agent/contract-page.tsx'),
  OpenAccount: over(agent('/m/agent/home'), 'features/agent/team-panel.tsx'),
  OfferContract: over(agent('/m/agent/home'), 'features/agent/team-panel.tsx'),
} satisfies Record<string, DialogScreen>;

export const SCREENS: Record<string, Screen> = {
  ...GAME_SCREENS,
  ...ACCOUNT_SCREENS,
  ...CONTENT_SCREENS,
  ...MEMBER_SCREENS,
  ...PLAY_SCREENS,
  ...AGENT_SCREENS,
};

/** The brands the stories show: the demo brand and the second, in the classic template. */
export const STORY_BRANDS = ['DEMO', 'LOTUS'] as const;
export type StoryBrand = (typeof STORY_BRANDS)[number];
/** The languages fixtures are recorded in (the lobby's first three). */
export const STORY_LANGUAGES = ['my', 'en', 'cn'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];
