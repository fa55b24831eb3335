import { isHomePath } from './navigation';
import { normalizePath } from './route-path';

/**
 * Title id of each route of spec section 2 ("Title per path is shown"). Ids are stable keys; the
 * app maps them to translated text. /m/fish-games is the header's second path for the fishing
 * title (spec section 2).
 */
const TITLE_BY_PATH = {
  '/m/home': 'home',
  '/m/login': 'login',
  '/m/register': 'register',
  '/m/forget': 'forgetPassword',
  '/m/changePsw': 'changePassword',
  '/m/notice': 'notice',
  '/m/noticeDetail': 'noticeDetail',
  '/m/activity': 'activity',
  '/m/activityDetail': 'activityDetail',
  '/m/help': 'help',
  '/m/helpDetail': 'helpDetail',
  '/m/liveChat': 'liveChat',
  '/m/inbox': 'inbox',
  '/m/agent': 'agent',
  '/m/agent/home': 'agent',
  '/m/member/agent/getSalaryContract': 'salaryContract',
  '/m/member/agent/getDevidendContract': 'dividendContract',
  '/m/member/agent/getHourContract': 'hourSalaryContract',
  '/m/download': 'download',
  '/m/set': 'settings',
  '/m/gameCenter': 'gameCenter',
  '/m/provider': 'provider',
  '/m/voucherCenter': 'deposit',
  '/m/member/home': 'profile',
  '/m/member/benefits': 'vipBenefits',
  '/m/rewardCenter': 'rewardCenter',
  '/m/promoCode': 'promoCode',
  // Ours: feedback (spec section 7), a page of the profile.
  '/m/feedback': 'feedback',
  // Ours: the security centre (issue 23), a page of the profile.
  '/m/member/security': 'security',
  '/m/live-games': 'liveGames',
  '/m/slot-games': 'slotGames',
  '/m/sport-games': 'sportGames',
  '/m/esport-games': 'esportGames',
  '/m/fishing-games': 'fishingGames',
  '/m/fish-games': 'fishingGames',
  '/m/poker-games': 'pokerGames',
  '/m/lott': 'lottery',
  '/m/elott': 'eLottery',
  '/m/hot-games': 'hotGames',
  '/m/search-games': 'searchGames',
  '/m/recent-games': 'recentGames',
  '/m/inHouse': 'inHouse',
  '/m/fav-games': 'favGames',
  '/m/cockfight': 'cockfight',
  '/m/jili': 'jili',
  '/m/bingo': 'bingoGames',
  // Ours: the in-house game table, the vendors' demo stand-in, a provider's game in a frame, the betting records.
  '/m/play': 'play',
  '/m/demo-game': 'demoGame',
  '/m/game': 'game',
  '/m/launch-lottery': 'lottery',
  '/m/betting-records': 'bettingRecords',
  // Ours: KYC and the account and profit records (issue 23), responsible gaming, pages of the profile.
  '/m/kyc': 'kyc',
  '/m/account-records': 'accountRecords',
  '/m/profit-records': 'profitRecords',
  '/m/member/protection': 'protection',
} as const;

export type HeaderTitleId = (typeof TITLE_BY_PATH)[keyof typeof TITLE_BY_PATH];

const TITLES: ReadonlyMap<string, HeaderTitleId> = new Map(Object.entries(TITLE_BY_PATH));

/**
 * Title id for a location, ignoring query, hash, `.html` and a trailing slash; home aliases are
 * 'home'. Null for paths the spec names no screen for (they redirect to /m/home).
 */
export function headerTitleId(location: string): HeaderTitleId | null {
  const path = normalizePath(location);
  if (isHomePath(path)) return 'home';
  return TITLES.get(path) ?? null;
}
