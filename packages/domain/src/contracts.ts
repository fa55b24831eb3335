import type { ContractOffer, ContractRequest, DividendTerms, SalaryTerms } from '@lobby/contract';
import {
  DAILY_SALARY_REQUEST,
  DIVIDEND_PERIOD_CODES,
  MAX_DIVIDEND_PERCENT,
  MAX_SALARY_PERMILLE,
  REAL_TIME_SALARY_REQUEST,
  SALARY_KINDS,
  type ContractKind,
  type DividendPeriod,
} from '@lobby/contract/constants';
import { dayjs, type Dayjs } from './dates';

/** The contract pages of spec section 2; the real-time salary shares the salary page. */
export const CONTRACT_PAGES: Record<ContractKind, string> = {
  dailySalary: '/member/agent/getSalaryContract',
  realTimeSalary: '/member/agent/getSalaryContract',
  dividend: '/member/agent/getDevidendContract',
  hourSalary: '/member/agent/getHourContract',
};

export type ContractPrompt = 'dailySalary' | 'dividend' | 'hourSalary';

/**
 * The confirm dialogs a contract request asks for, in the order of spec section 4: daily salary,
 * dividend, hour salary; a flag of 0 asks nothing.
 */
export function contractPrompts(request: ContractRequest): ContractPrompt[] {
  const prompts: ContractPrompt[] = [];
  if (request.dailysalreqtype) prompts.push('dailySalary');
  if (request.divtypecompperiodreq) prompts.push('dividend');
  if (request.contracthoursalreq) prompts.push('hourSalary');
  return prompts;
}

/** The flags for the offers awaiting a member's answer (the server's side of the rule above). */
export function contractRequestFlags(
  pending: { kind: ContractKind; dividendPeriod?: DividendPeriod }[],
): ContractRequest {
  const has = (kind: ContractKind) => pending.find((p) => p.kind === kind);
  const dividend = has('dividend');
  return {
    dailysalreqtype:
      (has('dailySalary') ? DAILY_SALARY_REQUEST : 0) | (has('realTimeSalary') ? REAL_TIME_SALARY_REQUEST : 0),
    divtypecompperiodreq: dividend ? DIVIDEND_PERIOD_CODES[dividend.dividendPeriod ?? 'week'] : 0,
    contracthoursalreq: has('hourSalary') ? 1 : 0,
  };
}

const isRising = (values: number[], strict: boolean) =>
  values.every((v, i) => {
    const before = values[i - 1];
    return before === undefined || (strict ? v > before : v >= before);
  });

/**
 * Whether an offer's terms are sound: thresholds strictly rising from tier to tier, active-player
 * minimums and rates never falling, and every rate within the brand's limit and within `ceiling`
 * (see contractCeiling) when one applies.
 */
export function termsAreSound(offer: ContractOffer, ceiling?: number): boolean {
  const rates =
    offer.kind === 'dividend'
      ? offer.terms.tiers.map((t) => t.sharePercent)
      : offer.terms.tiers.map((t) => t.ratePermille);
  const thresholds =
    offer.kind === 'dividend'
      ? offer.terms.tiers.map((t) => t.minNetLossMinor)
      : offer.terms.tiers.map((t) => t.minBetsMinor);
  const limit = Math.min(offer.kind === 'dividend' ? MAX_DIVIDEND_PERCENT : MAX_SALARY_PERMILLE, ceiling ?? Infinity);
  return (
    rates.length > 0 &&
    isRising(thresholds, true) &&
    isRising(
      offer.terms.tiers.map((t) => t.minActive),
      false,
    ) &&
    isRising(rates, false) &&
    rates.every((r) => r >= 1 && r <= limit)
  );
}

/**
 * The highest rate an offer of `kind` may reach (a team cannot pay its members more than it
 * earns): a dividend up to the upline's own dividend share; the salaries together (daily,
 * real-time and hourly pay on the same bets) up to the upline's salaries together, less what the
 * holder's other salary kinds in force already pay. Without a contract of its own, the upline is
 * bound by the brand's limits only.
 */
export function contractCeiling(
  kind: ContractKind,
  uplineTopRates: Partial<Record<ContractKind, number>>,
  holderTopRates: Partial<Record<ContractKind, number>>,
): number {
  if (kind === 'dividend') return uplineTopRates.dividend ?? MAX_DIVIDEND_PERCENT;
  const salaries = (rates: Partial<Record<ContractKind, number>>, except?: ContractKind) =>
    SALARY_KINDS.filter((k) => k !== except).reduce((sum, k) => sum + (rates[k] ?? 0), 0);
  const uplineHasSalary = SALARY_KINDS.some((k) => uplineTopRates[k] !== undefined);
  return (
    Math.min(MAX_SALARY_PERMILLE, uplineHasSalary ? salaries(uplineTopRates) : MAX_SALARY_PERMILLE) -
    salaries(holderTopRates, kind)
  );
}

/** The top rate of terms: per mille for a salary, per cent for a dividend. */
export function topRate(terms: SalaryTerms | DividendTerms): number {
  return Math.max(...terms.tiers.map((t) => ('sharePercent' in t ? t.sharePercent : t.ratePermille)));
}

/** What a team did in a period, from the ledger. */
export interface TeamPeriod {
  betsMinor: number;
  /** Bets minus payouts: what the team lost (negative when it won). */
  netLossMinor: number;
  activePlayers: number;
}

/** A salary: the highest tier the team reached pays its rate of the bets, rounded down. */
export function salaryPay(terms: SalaryTerms, team: TeamPeriod): number {
  const tier = [...terms.tiers]
    .reverse()
    .find((t) => team.betsMinor >= t.minBetsMinor && team.activePlayers >= t.minActive);
  return tier ? Math.floor((team.betsMinor * tier.ratePermille) / 1000) : 0;
}

/** A dividend: the highest tier reached pays its share of the team's net loss; nothing when the team won. */
export function dividendPay(terms: DividendTerms, team: TeamPeriod): number {
  if (team.netLossMinor <= 0) return 0;
  const tier = [...terms.tiers]
    .reverse()
    .find((t) => team.netLossMinor >= t.minNetLossMinor && team.activePlayers >= t.minActive);
  return tier ? Math.floor((team.netLossMinor * tier.sharePercent) / 100) : 0;
}

/**
 * A dividend period with what earlier periods carry: a team's win (a negative net loss) is set
 * against its later losses before any dividend is paid, so a holder is never paid on a loss the
 * team has already won back. `carriedMinor` is zero or negative; so is the carry out.
 */
export function dividendWithCarry(
  terms: DividendTerms,
  team: TeamPeriod,
  carriedMinor: number,
): { payMinor: number; carryMinor: number } {
  const netLossMinor = team.netLossMinor + Math.min(0, carriedMinor);
  return { payMinor: dividendPay(terms, { ...team, netLossMinor }), carryMinor: Math.min(0, netLossMinor) };
}

/** A real-time salary is settled every ten minutes. */
export const REAL_TIME_SALARY_MINUTES = 10;

export interface Period {
  start: Date;
  end: Date;
}

/**
 * The settlement period (UTC) of a contract kind that contains `at`: the hour, the day, a
 * ten-minute window, or the dividend's week (Monday to Sunday), half month (1st-15th, 16th-end)
 * or month.
 */
export function periodContaining(kind: ContractKind, at: Date, dividendPeriod: DividendPeriod = 'week'): Period {
  const t = dayjs.utc(at);
  const period = (start: Dayjs, end: Dayjs): Period => ({ start: start.toDate(), end: end.toDate() });
  if (kind === 'hourSalary') return period(t.startOf('hour'), t.startOf('hour').add(1, 'hour'));
  if (kind === 'realTimeSalary') {
    const start = t
      .startOf('hour')
      .add(Math.floor(t.minute() / REAL_TIME_SALARY_MINUTES) * REAL_TIME_SALARY_MINUTES, 'minute');
    return period(start, start.add(REAL_TIME_SALARY_MINUTES, 'minute'));
  }
  if (kind === 'dailySalary') return period(t.startOf('day'), t.startOf('day').add(1, 'day'));
  const month = t.startOf('month');
  if (dividendPeriod === 'month') return period(month, month.add(1, 'month'));
  if (dividendPeriod === 'halfMonth')
    return t.date() <= 15 ? period(month, month.date(16)) : period(month.date(16), month.add(1, 'month'));
  return period(t.startOf('isoWeek'), t.startOf('isoWeek').add(1, 'week'));
}

/** The last period that has ended by `now`: the one a settlement run pays. */
export function lastClosedPeriod(kind: ContractKind, now: Date, dividendPeriod?: DividendPeriod): Period {
  const current = periodContaining(kind, now, dividendPeriod);
  return periodContaining(kind, dayjs(current.start).subtract(1, 'millisecond').toDate(), dividendPeriod);
}
