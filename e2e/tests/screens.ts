/** The screens of the site as a visitor, a member and an agent reach them, for the checks of every screen. */
import type { LoginLabels } from './support';

export type Language = 'my' | 'en' | 'cn';

/** Every screen a visitor reaches: the menus' screens, every game list, and a page of each kind of content. */
export const visitorScreens = (language: Language) => [
  '/m/home',
  '/m/slot-games',
  '/m/hot-games',
  '/m/fishing-games',
  '/m/live-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/poker-games',
  '/m/lott',
  '/m/elott',
  '/m/cockfight',
  '/m/bingo',
  '/m/jili',
  '/m/inHouse',
  '/m/provider?vassalage=BGS',
  '/m/gameCenter',
  '/m/search-games',
  '/m/notice',
  `/m/noticeDetail?id=DEMO-PLB-2-${language}`,
  '/m/activity',
  '/m/activityDetail?id=DEMO-promo-welcome',
  '/m/help',
  '/m/helpDetail?tag=privacy',
  '/m/set',
  '/m/download',
  '/m/login',
  '/m/register',
  '/m/forget',
];

/** And those of a member: the profile's pages, records, wallet and messages. */
export const MEMBER_SCREENS = [
  '/m/member/home',
  '/m/betting-records',
  '/m/account-records',
  '/m/profit-records',
  '/m/kyc',
  '/m/member/security',
  '/m/member/protection',
  '/m/inbox',
  '/m/rewardCenter',
  '/m/member/benefits',
  '/m/promoCode',
  '/m/feedback',
  '/m/voucherCenter',
  '/m/fav-games',
  '/m/recent-games',
  '/m/inHouse',
  '/m/liveChat',
  '/m/changePsw',
];

/** And an agent's. */
export const AGENT_SCREENS = [
  '/m/agent/home',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
];

/** Screens that are a dialog over home: it mounts with its route's code, after the shell shows. */
export const DIALOG_SCREENS = new Set(['/m/login', '/m/register', '/m/forget', '/m/changePsw']);

/** The login form's words in each language. */
export const LOGIN: Record<Language, LoginLabels> = {
  my: { dialog: 'ဝင်ရောက်ရန်', username: 'အသုံးပြုသူအမည်', password: 'စကားဝှက်', submit: 'ဝင်ရောက်ရန်' },
  en: { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' },
  cn: { dialog: '登录', username: '用户名', password: '密码', submit: '登录' },
};
