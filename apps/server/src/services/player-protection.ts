import { createHash } from 'node:crypto';
import {
  exclusionEnd,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMITS_REVIEW_DAYS,
  type ExclusionKind,
  type Limit,
  type LimitInput,
  type LimitKind,
  type LimitsReview,
  type PlaySession,
  type ProtectionStatus,
} from '@lobby/contract';
import { toMajor } from '@lobby/domain';
import type { MemberRow } from '../db/repositories/accounts-repo';
import type { Tx } from '../db/repositories/ledger-repo';
import type { LimitRow, ProtectionRepo, WindowTotals } from '../db/repositories/protection-repo';
import { AppError } from '../errors';

const DAY_MS = 24 * 3_600_000;
/** Rolling windows of the daily, weekly and monthly limits. */
const WINDOWS = { Daily: DAY_MS, Weekly: 7 * DAY_MS, Monthly: 30 * DAY_MS } as const;
type Window = keyof typeof WINDOWS;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The refusal of a move over a limit: the code names the limit, the data its amount (or minutes). */
function overLimit(kind: LimitKind, value: number): AppError {
  // The amount in minor units too: the client shows it in the brand's currency.
  const data =
    kind === 'sessionMinutes' ? { minutes: value } : { amount: toMajor(value).toFixed(2), amountMinor: value };
  return new AppError(`limit.${kind}`, 409, data);
}

/**
 * Player protection (issue 23): limits checked inside the transaction that moves the money (the
 * member's wallet row locked first, the movement's own amount counted), a 24-hour cooling-off
 * before any limit loosens, reality-check figures, and breaks and self-exclusions that lock the
 * account until they end. `clock` is the server's time (tests move it).
 */
export function playerProtection(deps: { repo: ProtectionRepo; clock: () => Date }) {
  const { repo, clock } = deps;

  const viewOf = (kind: LimitKind, row: LimitRow | undefined, now: Date): Limit => ({
    kind,
    value: row?.value ?? null,
    pending: row?.pendingFrom
      ? {
          value: row.pendingRemove ? null : (row.pendingValue ?? null),
          confirmableFrom: row.pendingFrom.toISOString(),
          confirmable: row.pendingFrom <= now,
        }
      : null,
  });

  /** The limits in force, by kind. */
  const inForce = (rows: LimitRow[]) =>
    new Map(rows.flatMap((r) => (r.value === null ? [] : [[r.kind as LimitKind, r.value] as const])));

  function exclusionOf(member: MemberRow) {
    return member.excludedUntil && member.exclusionKind && member.excludedUntil > clock()
      ? { kind: member.exclusionKind as ExclusionKind, until: member.excludedUntil.toISOString() }
      : null;
  }

  async function status(
    member: MemberRow,
    realityCheckMinutes = member.realityCheckMinutes,
  ): Promise<ProtectionStatus> {
    const rows = await repo.limits(member.id);
    const now = clock();
    const limits = LIMIT_KINDS.map((kind) =>
      viewOf(
        kind,
        rows.find((r) => r.kind === kind),
        now,
      ),
    );
    return {
      limits,
      realityCheckMinutes,
      exclusion: exclusionOf(member),
      review: await reviewOf(member, limits, now),
    };
  }

  /**
   * The prompts at the money points: before a first deposit without a deposit limit (until the
   * member answers it), and a review of the limits six months after they were last set or kept.
   */
  async function reviewOf(member: MemberRow, limits: Limit[], now: Date): Promise<LimitsReview> {
    const reviewedAt = (await repo.reviewedAt(member.id)) ?? null;
    const depositLimit = limits.some((l) => l.kind.startsWith('deposit') && (l.value !== null || l.pending));
    return {
      depositPrompt: !depositLimit && reviewedAt === null && !(await repo.hasDeposited(member.id)),
      reviewDue: reviewedAt !== null && now.getTime() - reviewedAt.getTime() >= LIMITS_REVIEW_DAYS * DAY_MS,
      reviewedAt: reviewedAt?.toISOString() ?? null,
    };
  }

  /** Sets limits: a first or lower one at once (any pending raise dropped), a raise or removal after the cooling-off. */
  async function applyLimits(memberId: string, inputs: LimitInput[]): Promise<void> {
    const rows = await repo.limits(memberId);
    const now = clock();
    for (const { kind, value } of inputs) {
      const current = rows.find((r) => r.kind === kind)?.value ?? null;
      const base = { memberId, kind, pendingValue: null, pendingRemove: false, pendingFrom: null };
      if (value !== null && (current === null || value <= current)) await repo.saveLimit({ ...base, value });
      else if (value === current) await repo.saveLimit({ ...base, value: current });
      else
        await repo.saveLimit({
          ...base,
          value: current,
          pendingValue: value,
          pendingRemove: value === null,
          pendingFrom: new Date(now.getTime() + LIMIT_COOLING_OFF_MS),
        });
    }
    // Setting limits is reviewing them: the six-month reminder counts from now.
    await repo.setLimitsReviewed(memberId, now);
  }

  return {
    status,
    exclusionOf,
    applyLimits,

    async setLimits(member: MemberRow, inputs: LimitInput[]): Promise<ProtectionStatus> {
      await applyLimits(member.id, inputs);
      return status(member);
    },

    /** The member keeps their limits as they are (or goes on without one): asked again in six months. */
    async reviewLimits(member: MemberRow): Promise<ProtectionStatus> {
      await repo.setLimitsReviewed(member.id, clock());
      return status(member);
    },

    /** Applies a raise or removal whose cooling-off has passed; 'protection.notYet' before. */
    async confirmLimit(member: MemberRow, kind: LimitKind): Promise<ProtectionStatus> {
      const row = (await repo.limits(member.id)).find((r) => r.kind === kind);
      if (!row?.pendingFrom) throw new AppError('request.invalid', 400, { fields: ['body.kind'] });
      if (row.pendingFrom > clock())
        throw new AppError('protection.notYet', 409, { from: row.pendingFrom.toISOString() });
      await repo.saveLimit({
        memberId: member.id,
        kind,
        value: row.pendingRemove ? null : row.pendingValue,
        pendingValue: null,
        pendingRemove: false,
        pendingFrom: null,
      });
      return status(member);
    },

    /** Drops a waiting raise or removal: the limit stays. */
    async cancelLimit(member: MemberRow, kind: LimitKind): Promise<ProtectionStatus> {
      const row = (await repo.limits(member.id)).find((r) => r.kind === kind);
      if (row?.pendingFrom)
        await repo.saveLimit({ ...row, pendingValue: null, pendingRemove: false, pendingFrom: null });
      return status(member);
    },

    async setRealityCheck(member: MemberRow, minutes: number): Promise<ProtectionStatus> {
      await repo.setRealityCheck(member.id, minutes);
      return status(member, minutes);
    },

    /** The reality check's figures: this session's time, stakes and net result. */
    async playSession(member: MemberRow, startedAt: Date): Promise<PlaySession> {
      const now = clock();
      const { stakedMinor, paidMinor } = await repo.roundsSince(member.id, startedAt);
      return {
        startedAt: startedAt.toISOString(),
        serverTime: now.toISOString(),
        minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
        stakedMinor,
        netMinor: paidMinor - stakedMinor,
        realityCheckMinutes: member.realityCheckMinutes,
      };
    },

    /** Whether the member is on a break or self-excluded now. */
    isExcluded(member: MemberRow): boolean {
      return exclusionOf(member) !== null;
    },

    /** Refuses an excluded member: no play, no deposit, no marketing until the exclusion ends. */
    refuseExcluded(member: MemberRow): void {
      const exclusion = exclusionOf(member);
      if (exclusion) throw new AppError('protection.excluded', 403, exclusion);
    },

    /** A break or self-exclusion; the session that asked stays open for withdrawing, every other ends. */
    async exclude(member: MemberRow, kind: ExclusionKind, token: string) {
      const now = clock();
      const kept = await repo.exclude(member.id, kind, exclusionEnd(kind, now), tokenHash(token), now);
      return { exclusion: { kind: kept.kind as ExclusionKind, until: kept.until.toISOString() } };
    },

    /** Refuses a game launch (or any play) past the session's time limit. */
    async checkSession(tx: Tx | undefined, memberId: string, sessionStartedAt: Date): Promise<void> {
      refusePastSessionLimit(inForce(await repo.limits(memberId, tx)), sessionStartedAt);
    },

    /**
     * Checks a bet already posted in `tx` (so the totals count it) against the stake, loss and
     * session limits; the caller locked the wallet row before posting (lockWallet), so no
     * concurrent bet of the member counts the same room under a limit twice.
     */
    async checkBet(tx: Tx, memberId: string, betMinor: number, sessionStartedAt: Date): Promise<void> {
      const limits = inForce(await repo.limits(memberId, tx));
      const perBet = limits.get('stakePerBet');
      if (perBet !== undefined && betMinor > perBet) throw overLimit('stakePerBet', perBet);
      refusePastSessionLimit(limits, sessionStartedAt);
      const totals = await totalsOf(tx, memberId, limits, ['stakeDaily', 'lossDaily', 'lossWeekly', 'lossMonthly']);
      const stakeDaily = limits.get('stakeDaily');
      if (stakeDaily !== undefined && (totals.Daily?.stakedMinor ?? 0) > stakeDaily)
        throw overLimit('stakeDaily', stakeDaily);
      for (const window of Object.keys(WINDOWS) as Window[]) {
        const limit = limits.get(`loss${window}`);
        if (limit !== undefined && (totals[window]?.lostMinor ?? 0) > limit) throw overLimit(`loss${window}`, limit);
      }
    },

    /**
     * Checks a deposit already posted in `tx` against the deposit limits (the wallet row locked
     * first); or, before a provider is asked for a deposit, that `comingMinor` more fits in them.
     */
    async checkDeposit(tx: Tx, memberId: string, comingMinor = 0): Promise<void> {
      const limits = inForce(await repo.limits(memberId, tx));
      const totals = await totalsOf(tx, memberId, limits, ['depositDaily', 'depositWeekly', 'depositMonthly']);
      for (const window of Object.keys(WINDOWS) as Window[]) {
        const limit = limits.get(`deposit${window}`);
        if (limit !== undefined && (totals[window]?.depositedMinor ?? 0) + comingMinor > limit)
          throw overLimit(`deposit${window}`, limit);
      }
    },

    lockWallet: repo.lockWallet,
  };

  function refusePastSessionLimit(limits: Map<LimitKind, number>, sessionStartedAt: Date) {
    const minutes = limits.get('sessionMinutes');
    if (minutes !== undefined && clock().getTime() - sessionStartedAt.getTime() >= minutes * 60_000)
      throw overLimit('sessionMinutes', minutes);
  }

  /** The totals of each window that one of `kinds` in force needs. */
  async function totalsOf(
    tx: Tx,
    memberId: string,
    limits: Map<LimitKind, number>,
    kinds: LimitKind[],
  ): Promise<Partial<Record<Window, WindowTotals>>> {
    const now = clock().getTime();
    const needed = new Set(
      kinds
        .filter((k) => limits.has(k))
        .map((k) => (k === 'stakeDaily' ? 'Daily' : (k.replace(/^(loss|deposit)/, '') as Window))),
    );
    const totals: Partial<Record<Window, WindowTotals>> = {};
    for (const window of needed) totals[window] = await repo.totalsSince(memberId, new Date(now - WINDOWS[window]), tx);
    return totals;
  }
}
export type PlayerProtection = ReturnType<typeof playerProtection>;
