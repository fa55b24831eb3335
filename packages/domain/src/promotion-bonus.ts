import { dayjs } from './dates';

/**
 * How a promotion pays when its issued bonus is claimed, stored with the promotion: a fixed
 * amount, or a share of a qualifying deposit between a minimum deposit and a cap. Promotions paid
 * some other way (rebates, races, cashback) have no rule. Amounts are minor units.
 */
export type BonusRule = FixedBonus | MatchBonus;

export interface FixedBonus {
  kind: 'fixed';
  amountMinor: number;
}

export interface MatchBonus {
  kind: 'match';
  /** The share of the deposit paid, in percent (100 matches it). */
  percent: number;
  /** The smallest deposit that earns the bonus. */
  minDepositMinor: number;
  /** The most the bonus pays. */
  capMinor: number;
  /**
   * Which deposit counts: the member's first deposit ever (a welcome bonus; a first deposit below
   * the minimum earns nothing, a later one does not make up for it), or the largest qualifying one
   * made since joining the promotion.
   */
  deposit: 'first' | 'largestSinceJoining';
  /** The days of the week (UTC, 0 Sunday to 6 Saturday) a deposit must be made on; any day when absent. */
  days?: readonly number[];
}

/** A deposit from the member's ledger. */
export interface Deposit {
  amountMinor: number;
  at: Date;
}

/** The deposit a match rule pays on, in minor units, or null when none qualifies. */
export function qualifyingDeposit(rule: MatchBonus, deposits: readonly Deposit[], joinedAt: Date): number | null {
  const qualifies = (d: Deposit) =>
    d.amountMinor >= rule.minDepositMinor && (!rule.days || rule.days.includes(dayjs.utc(d.at).day()));
  if (rule.deposit === 'first') {
    const first = deposits.reduce<Deposit | null>(
      (earliest, d) => (earliest && earliest.at <= d.at ? earliest : d),
      null,
    );
    return first && qualifies(first) ? first.amountMinor : null;
  }
  const amounts = deposits.filter((d) => d.at >= joinedAt && qualifies(d)).map((d) => d.amountMinor);
  return amounts.length ? Math.max(...amounts) : null;
}

/** The bonus a rule pays for a qualifying deposit (null: none qualifies), in whole minor units rounded down. */
export function bonusForDeposit(rule: BonusRule, depositMinor: number | null): number {
  if (rule.kind === 'fixed') return rule.amountMinor;
  if (depositMinor === null || depositMinor < rule.minDepositMinor) return 0;
  return Math.min(Math.floor((depositMinor * rule.percent) / 100), rule.capMinor);
}
