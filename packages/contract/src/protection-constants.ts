/**
 * Player protection (issue 23): the limits a member sets on themselves, the reality-check
 * interval, and the breaks and self-exclusions that lock the account for a while.
 */

/**
 * The limits a member may set. Money limits are minor units; `sessionMinutes` is minutes of one
 * login session. Windows are rolling: daily = the last 24 hours, weekly = 7 days, monthly = 30 days.
 */
export const LIMIT_KINDS = [
  'depositDaily',
  'depositWeekly',
  'depositMonthly',
  'lossDaily',
  'lossWeekly',
  'lossMonthly',
  'stakePerBet',
  'stakeDaily',
  'sessionMinutes',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The money limits among them (the rest count minutes). */
export const isMoneyLimit = (kind: LimitKind) => kind !== 'sessionMinutes';

/** How long a raised or removed limit waits before the member may confirm it (regulators ask 24 hours). */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;

/** Members are reminded to review their limits this long after they last set or reviewed them (six months). */
export const LIMITS_REVIEW_DAYS = 182;

/** The largest value a limit may take: 100,000,000.00 in minor units, or a week in minutes. */
export const LIMIT_MAX_MINOR = 10_000_000_000;
export const SESSION_LIMIT_MAX_MINUTES = 7 * 24 * 60;

/** Breaks (time-outs) and self-exclusions; none can be ended early. */
export const EXCLUSION_KINDS = ['break24h', 'break7d', 'break30d', 'exclude6m', 'exclude1y', 'exclude5y'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** When an exclusion of `kind` taken at `from` ends (months and years by the calendar, in UTC). */
export function exclusionEnd(kind: ExclusionKind, from: Date): Date {
  const end = new Date(from.getTime());
  if (kind === 'break24h') end.setTime(from.getTime() + 24 * 3_600_000);
  else if (kind === 'break7d') end.setTime(from.getTime() + 7 * 24 * 3_600_000);
  else if (kind === 'break30d') end.setTime(from.getTime() + 30 * 24 * 3_600_000);
  else if (kind === 'exclude6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else if (kind === 'exclude1y') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 5);
  return end;
}

/** The reality-check intervals a member may choose, in minutes; 60 until they choose. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** Ours: the player-protection calls. */
export const PROTECTION_PATHS = {
  /** The member's limits, pending raises, reality-check interval and exclusion. */
  status: '/wps/protection/status',
  /** Sets limits: lower ones at once, raised or removed ones after the cooling-off. */
  setLimits: '/wps/protection/limits',
  /** Confirms a raised or removed limit once its cooling-off has passed. */
  confirmLimit: '/wps/protection/limits/confirm',
  /** Drops a raise or removal still waiting (the limit stays as it is). */
  cancelLimit: '/wps/protection/limits/cancel',
  /** The member has looked at their limits and keeps them (or, asked at a first deposit, sets none). */
  reviewLimits: '/wps/protection/limits/reviewed',
  realityCheck: '/wps/protection/reality-check',
  /** This login session so far: time played, staked, net result. */
  session: '/wps/protection/session',
  /** Takes a break or excludes oneself. */
  exclude: '/wps/protection/exclusion',
} as const;
