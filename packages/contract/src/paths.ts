import type { PUSH_PATHS } from './push-paths';

/**
 * API paths. Where known-api.md knows the real platform's path we use it; paths of our own
 * are marked "ours".
 */
export const PATHS = {
  health: '/healthz', // ours
  settings: '/wps/system/settings/consolidated',
  systemStatus: '/wps/system/status',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  vendors: '/wps/relay/GCSGAME_gameVendor',
  vendorGameTypes: '/wps/relay/GLS2_getVassGameType',
  gameList: '/wps/relay/GCSGAME_gameList',
  /** The same game list under the lottery gateway's name (known-api.md). */
  gameListMobile: '/lgw/games/mobile',
  /** Announcement feed; `types=B` answers the banners of `groupName`. */
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** Ours: marks an announcement read for the member (spec section 4). */
  markAnnouncementRead: '/wps/relay/MCSFE_markAnnouncementRead',
  promotionCategories: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  /** Promotions of the brand; with a member's token each carries that member's status. */
  promotions: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  /** Ours: a member joins, applies (multipart: remark and images) and claims (spec section 4). */
  joinPromotion: '/wps/relay/MCSFE_joinPromotion',
  applyPromotion: '/wps/relay/MCSFE_applyPromotion',
  claimPromotion: '/wps/relay/MCSFE_claimPromotion',
  helpCenter: '/wps/system/helpCenter',
  favourites: '/wps/relay/MCSFE_getFavoriteGamesList',
  addFavourite: '/wps/relay/MCSFE_addFavoriteGameV2',
  removeFavourite: '/wps/relay/MCSFE_removeFavoriteGameV2',
  /** Live chat (CBS3) and the inbox, as known-api.md names them; messages and sending are ours. */
  launchChat: '/wps/relay/CBS_launchChat',
  chatUnread: '/wps/relay/CBS_unreadCount',
  chatMessages: '/wps/relay/CBS_getMessages',
  sendChat: '/wps/relay/CBS_sendMessage',
  inbox: '/wps/relay/CSP_getInbox',
  inboxUnread: '/wps/relay/CSP_unreadCount',
  markInboxRead: '/wps/relay/CSP_markRead',
  /** The member's wallet and the brand's wallet setup (known-api.md). */
  walletBalance: '/wps/v2/wallets/balance',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  /** Ours: deposits by the brand's methods at its payment provider, and their states. */
  deposit: '/wps/transaction/deposit', // ours, beside the known withdraw path
  depositStatus: '/wps/transaction/deposit/status', // ours
  deposits: '/wps/transaction/deposits', // ours
  withdrawals: '/wps/transaction/withdrawals', // ours, beside the known withdraw path
  cancelWithdrawal: '/wps/transaction/withdraw/cancel', // ours
  /** A demo withdrawal through the ledger (known-api.md path), and the member's wallets. */
  withdraw: '/wps/transaction/withdraw',
  wallets: '/wps/wallets/gcs',
  launchGame: '/wps/game/launchGame',
  rankProgress: '/wps/relay/MCSFE_getPlayerRankProgress',
  /** Ours: redeems a promo code (REWCEN3), crediting its bonus once through the ledger. */
  redeemPromoCode: '/wps/relay/MCSFE_redeemPromoCode',
  winnerBoard: '/wps/relay/ODSFE2_getWinnerBoard',
  jackpot: '/wps/relay/VIS_getJackpot',
  recentGames: '/wps/relay/GCS_recentGame',
  /** Ours: the in-house Hi-Lo table (vendor BGS): table state, deal (bet), guess (settle). */
  inHouseTable: '/wps/relay/BGS_table',
  inHouseDeal: '/wps/relay/BGS_deal',
  inHouseGuess: '/wps/relay/BGS_guess',
  /** Betting records (known-api.md). */
  orders: '/lgw/orders',
  orderDetail: '/lgw/orders/detail',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  /** Session renewal: a live session lives another full term (ours). */
  renewSession: '/wps/session/renew',
  memberInfo: '/wps/member/info',
  freePlayLogin: '/wps/session/login/freeplay',
  registerByUsername: '/wps/member/register',
  registerByMobile: '/wps/member/register/mobile',
  /** Username availability (ours). */
  usernameCheck: '/wps/member/register/username',
  registrationSettings: '/wps/system/setting/register',
  countries: '/wps/system/country',
  captcha: '/wps/captcha',
  affiliateCheck: '/wps/agent/affiliate',
  smsForRegistration: '/wps/verification/sms/register',
  smsForLogin: '/wps/verification/sms/noLogin',
  smsForReset: '/wps/member/password/sms',
  /** Forgot password: a temporary password by e-mail (form-encoded). */
  passwordByEmail: '/wps/member/password/email',
  /** Forgot password: SMS code and new password, encrypted. */
  passwordByPhone: '/wps/member/password/verification',
  /** Change password v2 (known-api.md); encrypted body. */
  changePassword: '/wps/member/password',
  gameIcon: '/static/icons/game', // ours: `${gameIcon}/{gameId}.png?language=..&v=..`, generated locally
  vendorIcon: '/static/icons/vendor', // ours: `${vendorIcon}/{vendorCode}-WHITE.png`, an SVG wordmark
  bannerImage: '/static/banners', // ours: `${bannerImage}/{bannerId}.svg?language=..&v=..`, generated locally
  webClipProfile: '/static/app/lobby.mobileconfig', // ours: the MOBILECONFIG download link (an iOS web clip)
} as const;

/**
 * Pictures the server draws that only its own answers name (the app reads their addresses from
 * the lists), apart from PATHS so that the first page's bundle does not carry them.
 */
export const PICTURE_PATHS = {
  /** Ours: `${promotionImage}/{promotionId}.svg?language=..&v=..`, generated locally. */
  promotionImage: '/static/promotions',
} as const;

/**
 * Agents and contracts (issue: agents), apart from PATHS so that only the screens that call them
 * carry them (PATHS is in the first page's bundle).
 */
export const AGENT_PATHS = {
  /** Ours (paths not shown): an agent's team KPIs and affiliate info (module AFFMAN3). */
  teamKpi: '/wps/relay/AGENT_getTeamKpi',
  affiliateInfo: '/wps/relay/AFFMAN_getAffiliateInfo',
  /** Ours: the agent's team list, an upline's contract offer to one of them, and a new account in the team. */
  teamMembers: '/wps/relay/AGENT_getTeamMembers',
  offerContract: '/wps/relay/AGENT_offerContract',
  openAccount: '/wps/relay/AGENT_openAccount',
  /** Rebate settings and the contract paths of known-api.md: GET the holder's view, POST an answer. */
  rebateSettings: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  dailySalaryContract: '/wps/relay/MCSFE_processDailySalaryContract',
  realTimeSalaryContract: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  hourSalaryContract: '/wps/relay/MCSFE_processContractHourSalary',
  dividendContract: '/wps/relay/MCSFE_processContractDividend',
  /** Ours (path not shown): the contract-request flags (spec section 3). */
  contractRequest: '/wps/relay/MCSFE_getContractRequest',
} as const;

/** A member's head icon (known-api.md: /wps/member/info/icon, PROFPIC3), its pictures and feedback; only the profile pages call them. */
export const PROFILE_PATHS = {
  headIcon: '/wps/member/info/icon',
  avatarImage: '/static/avatars',
  /** Ours (path not shown; spec section 7: feedback, PUT): send feedback, GET the member's own. */
  feedback: '/wps/member/feedback',
} as const;

/** Lottery draws and the lottery hall (known-api.md), apart from PATHS for the same reason: only the lottery page calls them. */
export const LOTTERY_PATHS = {
  openedNumero: '/lgw/games/opened/numero',
  nearNumeros: '/lgw/numeros/near',
  lotteryGames: '/lgw/games',
  lotteryMenus: '/lgw/games/game_menus',
  popularLotteries: '/lgw/games/popular',
  recentLotteries: '/lgw/games/game_menus/recent',
} as const;

export type ApiPath =
  | (typeof PATHS)[keyof typeof PATHS]
  | (typeof AGENT_PATHS)[keyof typeof AGENT_PATHS]
  | (typeof LOTTERY_PATHS)[keyof typeof LOTTERY_PATHS]
  | (typeof PROFILE_PATHS)[keyof typeof PROFILE_PATHS]
  | (typeof PUSH_PATHS)[keyof typeof PUSH_PATHS];
