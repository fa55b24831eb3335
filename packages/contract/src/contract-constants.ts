/**
 * Contracts an upline offers a downline (spec sections 1, 2 and 7; known-api.md): daily, hourly
 * and real-time salary pay a rate of the team's bets, the dividend a share of the team's net loss.
 * Their terms and limits are ours: the spec names the contracts, not their terms.
 */
export const CONTRACT_KINDS = ['dailySalary', 'realTimeSalary', 'hourSalary', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const SALARY_KINDS = ['dailySalary', 'realTimeSalary', 'hourSalary'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];

/** How often a dividend is computed; its code is what `divtypecompperiodreq` carries. */
export const DIVIDEND_PERIODS = ['week', 'halfMonth', 'month'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const DIVIDEND_PERIOD_CODES: Record<DividendPeriod, number> = { week: 1, halfMonth: 2, month: 3 };

/** Bits of `dailysalreqtype`: which salary contract awaits an answer. */
export const DAILY_SALARY_REQUEST = 1;
export const REAL_TIME_SALARY_REQUEST = 2;

/** A contract has one to five tiers; a salary rate is per mille of bets, a dividend share per cent. */
export const MAX_CONTRACT_TIERS = 5;
export const MAX_SALARY_PERMILLE = 30;
export const MAX_DIVIDEND_PERCENT = 50;

export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'withdrawn', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Product types of the rebate settings (spec section 9 game list types plus sports and lottery). */
export const REBATE_PRODUCT_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
export type RebateProductType = (typeof REBATE_PRODUCT_TYPES)[number];
