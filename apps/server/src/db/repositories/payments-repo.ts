import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { paymentEvents, paymentIntents } from '../schema';
import type { Tx } from './ledger-repo';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/** Deposits started at payment providers, and the provider events taken (once each). */
export function paymentsRepo(db: Db) {
  return {
    /** Adds an intent once per reference; the one already there when the reference was taken. */
    async addIntent(
      row: typeof paymentIntents.$inferInsert,
      executor: Db | Tx = db,
    ): Promise<{ intent: PaymentIntentRow; created: boolean }> {
      const [inserted] = await executor.insert(paymentIntents).values(row).onConflictDoNothing().returning();
      if (inserted) return { intent: inserted, created: true };
      const [existing] = await executor
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.reference, row.reference));
      if (!existing) throw new Error(`payment intent ${row.reference} neither added nor found`);
      return { intent: existing, created: false };
    },

    /** Notes what the provider answered for a new intent: its id and page. */
    async setProviderIntent(reference: string, providerIntentId: string, payUrl: string): Promise<void> {
      await db.update(paymentIntents).set({ providerIntentId, payUrl }).where(eq(paymentIntents.reference, reference));
    },

    async intent(reference: string, executor: Db | Tx = db, lock = false): Promise<PaymentIntentRow | undefined> {
      const query = executor.select().from(paymentIntents).where(eq(paymentIntents.reference, reference));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** A member's latest deposits. */
    async ofMember(memberId: string, limit = 20): Promise<PaymentIntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.memberId, memberId))
        .orderBy(desc(paymentIntents.createdAt), desc(paymentIntents.reference))
        .limit(limit);
    },

    /** What a member's deposits still waiting at the provider add up to (they count against deposit limits). */
    async pendingMinor(tx: Tx, memberId: string, now: Date): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${paymentIntents.amountMinor}), 0)` })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.memberId, memberId),
            eq(paymentIntents.state, 'pending'),
            gt(paymentIntents.expiresAt, now),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** Records an event once; false when its id was taken before (a redelivery). */
    async takeEvent(tx: Tx, row: typeof paymentEvents.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(paymentEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      return inserted.length > 0;
    },

    async settle(
      tx: Tx,
      reference: string,
      state: PaymentIntentRow['state'],
      failureReason: string | null = null,
    ): Promise<void> {
      await tx
        .update(paymentIntents)
        .set({ state, failureReason, settledAt: sql`now()` })
        .where(eq(paymentIntents.reference, reference));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof paymentsRepo>;
