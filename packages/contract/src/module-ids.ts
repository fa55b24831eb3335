import { AGENT_PATHS, LOTTERY_PATHS, PATHS, PROFILE_PATHS } from './paths';
import { RECORDS_PATHS } from './records-constants';

/** Module ids of the platform (spec section 7): the features a brand may switch off one by one. */
export const MODULE_IDS = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'CBS3',
  'PROFPIC3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/**
 * The module each of our paths belongs to (ours where known-api.md is silent): common data,
 * money in and out, member transactions, agent information and downline management,
 * registration, captcha, live chat and the profile picture (PROFPIC3, known-api.md). AGEANNOUNCE3 has no path of ours yet.
 */
export const MODULE_OF_PATH: Readonly<Record<string, ModuleId>> = {
  [PATHS.winnerBoard]: 'COMM3',
  [PATHS.jackpot]: 'COMM3',
  [LOTTERY_PATHS.openedNumero]: 'COMM3',
  [LOTTERY_PATHS.nearNumeros]: 'COMM3',
  [LOTTERY_PATHS.lotteryGames]: 'COMM3',
  [LOTTERY_PATHS.lotteryMenus]: 'COMM3',
  [LOTTERY_PATHS.popularLotteries]: 'COMM3',
  [LOTTERY_PATHS.recentLotteries]: 'COMM3',
  [PATHS.deposit]: 'FUNDTRANS3',
  [PATHS.depositStatus]: 'FUNDTRANS3',
  [PATHS.withdraw]: 'FUNDTRANS3',
  [PATHS.withdrawals]: 'FUNDTRANS3',
  [PATHS.deposits]: 'FUNDTRANS3',
  [PATHS.cancelWithdrawal]: 'FUNDTRANS3',
  [PATHS.orders]: 'MEMTRANS3',
  [PATHS.orderDetail]: 'MEMTRANS3',
  [RECORDS_PATHS.accountRecords]: 'MEMTRANS3',
  [RECORDS_PATHS.profitLoss]: 'PERSPNL3',
  [AGENT_PATHS.teamKpi]: 'AGEINFO3',
  [AGENT_PATHS.rebateSettings]: 'AGEINFO3',
  [AGENT_PATHS.teamMembers]: 'AGEDOWNMAN3',
  [AGENT_PATHS.offerContract]: 'AGEDOWNMAN3',
  [AGENT_PATHS.openAccount]: 'AGEDOWNMAN3',
  [PATHS.registerByUsername]: 'REG3',
  [PATHS.registerByMobile]: 'REG3',
  [PATHS.usernameCheck]: 'REG3',
  [PATHS.smsForRegistration]: 'REG3',
  [PATHS.captcha]: 'CAPTCHA3',
  [PROFILE_PATHS.headIcon]: 'PROFPIC3',
  [PATHS.launchChat]: 'CBS3',
  [PATHS.chatUnread]: 'CBS3',
  [PATHS.chatMessages]: 'CBS3',
  [PATHS.sendChat]: 'CBS3',
};
