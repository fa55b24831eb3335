import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { gameRounds, ledgerTransactions, members, playerLimits, sessions, wallets } from '../schema';
import type { Tx } from './ledger-repo';

export type LimitRow = typeof playerLimits.$inferSelect;

/** What the limits count over a window: deposits, stakes and the net loss (stakes - payouts). */
export interface WindowTotals {
  depositedMinor: number;
  stakedMinor: number;
  lostMinor: number;
}

/** Player protection's rows: limits, exclusions, the reality-check interval, and the sums limits are checked against. */
export function protectionRepo(db: Db) {
  return {
    async limits(memberId: string, executor: Db | Tx = db): Promise<LimitRow[]> {
      return executor.select().from(playerLimits).where(eq(playerLimits.memberId, memberId));
    },

    async saveLimit(row: Omit<LimitRow, 'updatedAt'>, executor: Db | Tx = db): Promise<void> {
      const { memberId: _, kind: __, ...change } = row;
      await executor
        .insert(playerLimits)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [playerLimits.memberId, playerLimits.kind],
          set: { ...change, updatedAt: new Date() },
        });
    },

    /**
     * Locks the member's wallet row until the transaction ends: a limit's check and the money move
     * it allows happen as one step, so concurrent bets or deposits of one member queue here.
     */
    async lockWallet(tx: Tx, memberId: string, merchantCode: string): Promise<void> {
      const lock = () =>
        tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
      // Almost every wallet exists: the insert (a write, on every bet) only for the first money move.
      if ((await lock()).length > 0) return;
      await tx.insert(wallets).values({ memberId, merchantCode }).onConflictDoNothing();
      await lock();
    },

    /** Deposits, stakes and net loss since `from` (ledger movements, minor units; positive loss = money lost). */
    async totalsSince(memberId: string, from: Date, executor: Db | Tx = db): Promise<WindowTotals> {
      const [row] = await executor
        .select({
          deposited:
            sql<number>`coalesce(sum(case when ${ledgerTransactions.kind} = 'deposit' then ${ledgerTransactions.amountMinor} else 0 end), 0)`.mapWith(
              Number,
            ),
          staked:
            sql<number>`coalesce(-sum(case when ${ledgerTransactions.kind} = 'bet' then ${ledgerTransactions.amountMinor} else 0 end), 0)`.mapWith(
              Number,
            ),
          lost: sql<number>`coalesce(-sum(case when ${ledgerTransactions.kind} in ('bet', 'payout') then ${ledgerTransactions.amountMinor} else 0 end), 0)`.mapWith(
            Number,
          ),
        })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.memberId, memberId),
            inArray(ledgerTransactions.kind, ['deposit', 'bet', 'payout']),
            gte(ledgerTransactions.createdAt, from),
          ),
        );
      return { depositedMinor: row?.deposited ?? 0, stakedMinor: row?.staked ?? 0, lostMinor: row?.lost ?? 0 };
    },

    /** Stakes and payouts of rounds opened since `from`: the reality check's figures. */
    async roundsSince(memberId: string, from: Date): Promise<{ stakedMinor: number; paidMinor: number }> {
      const [row] = await db
        .select({
          staked: sql<number>`coalesce(sum(${gameRounds.betMinor}), 0)`.mapWith(Number),
          paid: sql<number>`coalesce(sum(${gameRounds.payoutMinor}), 0)`.mapWith(Number),
        })
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), gte(gameRounds.createdAt, from)));
      return { stakedMinor: row?.staked ?? 0, paidMinor: row?.paid ?? 0 };
    },

    /**
     * Starts an exclusion, or keeps the one in force when it ends later (none is ever shortened);
     * every other session of the member ends. Returns the exclusion in force.
     */
    async exclude(
      memberId: string,
      kind: string,
      until: Date,
      keepTokenHash: string,
      now: Date,
    ): Promise<{ kind: string; until: Date }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ until: members.excludedUntil, kind: members.exclusionKind })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        if (current?.until && current.kind && current.until >= until)
          return { kind: current.kind, until: current.until };
        await tx.update(members).set({ excludedUntil: until, exclusionKind: kind }).where(eq(members.id, memberId));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(sessions.memberId, memberId),
              sql`${sessions.revokedAt} is null`,
              sql`${sessions.tokenHash} <> ${keepTokenHash}`,
            ),
          );
        return { kind, until };
      });
    },

    async setRealityCheck(memberId: string, minutes: number): Promise<void> {
      await db.update(members).set({ realityCheckMinutes: minutes }).where(eq(members.id, memberId));
    },

    async reviewedAt(memberId: string): Promise<Date | null> {
      const [row] = await db.select({ at: members.limitsReviewedAt }).from(members).where(eq(members.id, memberId));
      return row?.at ?? null;
    },

    async setLimitsReviewed(memberId: string, at: Date): Promise<void> {
      await db.update(members).set({ limitsReviewedAt: at }).where(eq(members.id, memberId));
    },

    /** Whether the member has ever deposited (a first deposit is asked about limits first). */
    async hasDeposited(memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'deposit')))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type ProtectionRepo = ReturnType<typeof protectionRepo>;
