import { and, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { ledgerTransactions, members, withdrawalApprovals, withdrawals } from '../schema';
import type { Tx } from './ledger-repo';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Withdrawals the members asked for, and what the brand's rules read of their history. */
export function withdrawalsRepo(db: Db) {
  return {
    async add(tx: Tx, row: typeof withdrawals.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(withdrawals)
        .values(row)
        .onConflictDoNothing()
        .returning({ reference: withdrawals.reference });
      return inserted.length > 0;
    },

    async byReference(reference: string, executor: Db | Tx = db, lock = false): Promise<WithdrawalRow | undefined> {
      const query = executor.select().from(withdrawals).where(eq(withdrawals.reference, reference));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A member's latest withdrawals. */
    async ofMember(memberId: string, limit = 20): Promise<WithdrawalRow[]> {
      return db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, memberId))
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.reference))
        .limit(limit);
    },

    /** The withdrawals in a state, oldest first (the operator's queue), of some brands (null: all). */
    async inState(
      state: WithdrawalRow['state'],
      brands: string[] | null,
      limit = 100,
    ): Promise<(WithdrawalRow & { username: string })[]> {
      return db
        .select({ ...getTableColumns(withdrawals), username: members.username })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(and(eq(withdrawals.state, state), brands ? inArray(withdrawals.merchantCode, brands) : undefined))
        .orderBy(withdrawals.createdAt, withdrawals.reference)
        .limit(limit);
    },

    /** How many withdrawals a member asked for since `since`, and their sum, those given back aside. */
    async since(tx: Tx, memberId: string, since: Date): Promise<{ count: number; totalMinor: number }> {
      const [row] = await tx
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          total: sql<number>`coalesce(sum(${withdrawals.amountMinor}), 0)`.mapWith(Number),
        })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.memberId, memberId),
            gte(withdrawals.createdAt, since),
            inArray(withdrawals.state, ['pending', 'approved', 'paid']),
          ),
        );
      return { count: row?.count ?? 0, totalMinor: row?.total ?? 0 };
    },

    /**
     * The member's latest bonus and what they have staked since: a bonus is played through once
     * that stake reaches it.
     */
    async sinceLastBonus(tx: Tx, memberId: string): Promise<{ bonusMinor: number; stakedMinor: number } | null> {
      const [bonus] = await tx
        .select({ amount: ledgerTransactions.amountMinor, at: ledgerTransactions.createdAt })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'bonus')))
        .orderBy(desc(ledgerTransactions.createdAt))
        .limit(1);
      if (!bonus) return null;
      const [staked] = await tx
        .select({ total: sql<number>`coalesce(-sum(${ledgerTransactions.amountMinor}), 0)`.mapWith(Number) })
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.memberId, memberId),
            eq(ledgerTransactions.kind, 'bet'),
            gte(ledgerTransactions.createdAt, bonus.at),
          ),
        );
      return { bonusMinor: bonus.amount, stakedMinor: staked?.total ?? 0 };
    },

    async set(
      tx: Tx,
      reference: string,
      fields: Partial<Pick<WithdrawalRow, 'state' | 'reason' | 'providerPayoutId'>> & {
        decided?: boolean;
        settled?: boolean;
      },
    ): Promise<void> {
      const { decided, settled, ...rest } = fields;
      await tx
        .update(withdrawals)
        .set({
          ...rest,
          ...(decided ? { decidedAt: sql`now()` } : {}),
          ...(settled ? { settledAt: sql`now()` } : {}),
        })
        .where(eq(withdrawals.reference, reference));
    },

    /** Records an operator's approval (four-eyes); false when that operator had approved it already. */
    async approveOnce(tx: Tx, reference: string, operatorId: string): Promise<boolean> {
      const added = await tx
        .insert(withdrawalApprovals)
        .values({ reference, operatorId })
        .onConflictDoNothing()
        .returning({ reference: withdrawalApprovals.reference });
      return added.length === 1;
    },
    /** How many different operators approved each of these withdrawals. */
    async approvals(references: string[], executor: Db | Tx = db): Promise<Map<string, number>> {
      if (references.length === 0) return new Map();
      const rows = await executor
        .select({ reference: withdrawalApprovals.reference, n: sql<number>`count(*)::int` })
        .from(withdrawalApprovals)
        .where(inArray(withdrawalApprovals.reference, references))
        .groupBy(withdrawalApprovals.reference);
      return new Map(rows.map((r) => [r.reference, r.n]));
    },
  };
}
export type WithdrawalsRepo = ReturnType<typeof withdrawalsRepo>;
