import type { KycSide, KycStatusName } from '@lobby/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { kycChecks, kycDocuments, kycPolicies, members, merchants } from '../schema';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
export type KycCheckRow = typeof kycChecks.$inferSelect;

/** KYC documents, checks and the brands' KYC rule. */
export function kycRepo(db: Db) {
  return {
    documents: (memberId: string): Promise<KycDocumentRow[]> =>
      db.select().from(kycDocuments).where(eq(kycDocuments.memberId, memberId)).orderBy(asc(kycDocuments.side)),

    async document(memberId: string, side: KycSide): Promise<KycDocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.memberId, memberId), eq(kycDocuments.side, side)));
      return row;
    },

    async isMemberOf(merchantCode: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.merchantCode, merchantCode)));
      return row !== undefined;
    },

    async check(memberId: string): Promise<KycCheckRow | undefined> {
      const [row] = await db.select().from(kycChecks).where(eq(kycChecks.memberId, memberId));
      return row;
    },

    /**
     * Files a side (replacing the one before, whose storage key it answers) and, once all three
     * sides are in, (re)opens the check as pending. Refused (undefined) while approved: the row lock
     * makes the check and the change one step against a concurrent review.
     */
    async file(
      merchantCode: string,
      row: Omit<KycDocumentRow, 'uploadedAt'>,
      sides: readonly KycSide[],
    ): Promise<{ replacedKey: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [check] = await tx
          .select({ status: kycChecks.status })
          .from(kycChecks)
          .where(eq(kycChecks.memberId, row.memberId))
          .for('update');
        if (check?.status === 'approved') return undefined;
        const [before] = await tx
          .select({ storageKey: kycDocuments.storageKey })
          .from(kycDocuments)
          .where(and(eq(kycDocuments.memberId, row.memberId), eq(kycDocuments.side, row.side)));
        await tx
          .insert(kycDocuments)
          .values(row)
          .onConflictDoUpdate({
            target: [kycDocuments.memberId, kycDocuments.side],
            set: { storageKey: row.storageKey, mime: row.mime, sizeBytes: row.sizeBytes, uploadedAt: new Date() },
          });
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(kycDocuments)
          .where(and(eq(kycDocuments.memberId, row.memberId), inArray(kycDocuments.side, [...sides])));
        if (n === sides.length) {
          const pending = { status: 'pending', reason: null, submittedAt: new Date(), reviewedAt: null };
          await tx
            .insert(kycChecks)
            .values({ memberId: row.memberId, merchantCode, ...pending })
            .onConflictDoUpdate({ target: kycChecks.memberId, set: pending });
        }
        return { replacedKey: before?.storageKey ?? null };
      });
    },

    /** The operator's decision on a pending check of the brand; false when there is none pending. */
    async review(
      merchantCode: string,
      memberId: string,
      status: Extract<KycStatusName, 'approved' | 'rejected'>,
      reason: string | null,
    ): Promise<boolean> {
      const done = await db
        .update(kycChecks)
        .set({ status, reason, reviewedAt: new Date() })
        .where(
          and(
            eq(kycChecks.memberId, memberId),
            eq(kycChecks.merchantCode, merchantCode),
            eq(kycChecks.status, 'pending'),
          ),
        )
        .returning({ memberId: kycChecks.memberId });
      return done.length > 0;
    },

    /** A brand's checks (optionally of one status), oldest submission first: the review queue. */
    cases(merchantCode: string, status?: KycStatusName) {
      return db
        .select({
          check: kycChecks,
          username: members.username,
          sides: sql<
            string[]
          >`coalesce((select array_agg(d.side order by d.side) from ${kycDocuments} d where d.member_id = ${kycChecks.memberId}), '{}')`,
        })
        .from(kycChecks)
        .innerJoin(members, eq(members.id, kycChecks.memberId))
        .where(and(eq(kycChecks.merchantCode, merchantCode), status ? eq(kycChecks.status, status) : undefined))
        .orderBy(asc(kycChecks.submittedAt))
        .limit(200);
    },

    async brandExists(merchantCode: string): Promise<boolean> {
      const [row] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, merchantCode));
      return row !== undefined;
    },

    async requiresKyc(merchantCode: string): Promise<boolean> {
      const [row] = await db.select().from(kycPolicies).where(eq(kycPolicies.merchantCode, merchantCode));
      return row?.requireForWithdrawal ?? false;
    },

    async setPolicy(merchantCode: string, requireForWithdrawal: boolean): Promise<void> {
      await db
        .insert(kycPolicies)
        .values({ merchantCode, requireForWithdrawal })
        .onConflictDoUpdate({ target: kycPolicies.merchantCode, set: { requireForWithdrawal } });
    },
  };
}
export type KycRepo = ReturnType<typeof kycRepo>;
