import type { ApplicationState } from '@lobby/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { applicationImages, members, promotionApplications, promotions, promotionTexts } from '../schema';
import type { Tx } from './ledger-repo';

export type PromotionRow = typeof promotions.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/**
 * A brand's promotion list is read where `reads` says (a replica unless it just changed); a
 * member's applications, and whatever moves money, on the primary.
 */
export function promotionsRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  return {
    /** A brand's promotions with their words in one language, in the brand's order. */
    async list(merchantCode: string, language: string) {
      return (await reads.shared(`content:${merchantCode}`))
        .select({ promotion: promotions, title: promotionTexts.title, content: promotionTexts.content })
        .from(promotions)
        .innerJoin(
          promotionTexts,
          and(eq(promotionTexts.promotionId, promotions.id), eq(promotionTexts.language, language)),
        )
        .where(eq(promotions.merchantCode, merchantCode))
        .orderBy(asc(promotions.sequence), asc(promotions.id));
    },
    /** A promotion with its words in the languages given. */
    async insert(
      row: typeof promotions.$inferInsert,
      texts: { language: string; title: string; content: string }[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(promotions).values(row);
        if (texts.length) await tx.insert(promotionTexts).values(texts.map((t) => ({ promotionId: row.id, ...t })));
      });
      await reads.wrote(`content:${row.merchantCode}`);
    },
    /** Every promotion of a brand with its titles by language, latest first (the console's list). */
    async forBrand(merchantCode: string) {
      const rows = await db
        .select({ promotion: promotions, language: promotionTexts.language, title: promotionTexts.title })
        .from(promotions)
        .leftJoin(promotionTexts, eq(promotionTexts.promotionId, promotions.id))
        .where(eq(promotions.merchantCode, merchantCode))
        .orderBy(desc(promotions.startDate), asc(promotions.id), asc(promotionTexts.language));
      const byId = new Map<string, { promotion: PromotionRow; titles: Record<string, string> }>();
      for (const { promotion, language, title } of rows) {
        const entry = byId.get(promotion.id) ?? { promotion, titles: {} };
        if (language && title) entry.titles[language] = title;
        byId.set(promotion.id, entry);
      }
      return [...byId.values()];
    },
    /** Ends a brand's promotion at `at`; false when the brand has no such promotion. */
    async end(merchantCode: string, id: string, at: Date): Promise<boolean> {
      const ended = await db
        .update(promotions)
        .set({ endDate: at, noExpiry: false })
        .where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode)))
        .returning({ id: promotions.id });
      await reads.wrote(`content:${merchantCode}`);
      return ended.length > 0;
    },
    /** A promotion's titles by language. */
    async titles(promotionId: string): Promise<Record<string, string>> {
      const rows = await db
        .select({ language: promotionTexts.language, title: promotionTexts.title })
        .from(promotionTexts)
        .where(eq(promotionTexts.promotionId, promotionId));
      return Object.fromEntries(rows.map((r) => [r.language, r.title]));
    },
    /**
     * A brand's applications in one state, newest first: the member's name, the promotion's title
     * (English first), and the pictures' ids; `limit` from `offset`.
     */
    async reviewQueue(merchantCode: string, status: string, limit: number, offset: number) {
      const title = sql<string>`coalesce(
        (select t.title from ${promotionTexts} t where t.promotion_id = ${promotions.id} and t.language = 'en'),
        (select t.title from ${promotionTexts} t where t.promotion_id = ${promotions.id} order by t.language limit 1),
        ${promotions.id})`;
      const images = sql<{ id: string; type: string }[]>`coalesce(
        (select json_agg(json_build_object('id', i.id, 'type', i.type) order by i.created_at, i.id)
           from ${applicationImages} i
          where i.member_id = ${promotionApplications.memberId} and i.promotion_id = ${promotionApplications.promotionId}),
        '[]'::json)`;
      return db
        .select({
          memberId: promotionApplications.memberId,
          username: members.username,
          promotionId: promotionApplications.promotionId,
          title,
          status: promotionApplications.status,
          remark: promotionApplications.remark,
          reviewNote: promotionApplications.reviewNote,
          bonusMinor: promotionApplications.bonusMinor,
          images,
          appliedAt: promotionApplications.createdAt,
          updatedAt: promotionApplications.updatedAt,
        })
        .from(promotionApplications)
        .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
        .innerJoin(members, eq(members.id, promotionApplications.memberId))
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotionApplications.status, status)))
        .orderBy(desc(promotionApplications.updatedAt), asc(promotionApplications.memberId))
        .limit(limit)
        .offset(offset);
    },
    /** One picture of an application: its bytes and type, or undefined. */
    async applicationImage(memberId: string, promotionId: string, imageId: string) {
      const [row] = await db
        .select({ type: applicationImages.type, bytes: applicationImages.bytes })
        .from(applicationImages)
        .where(
          and(
            eq(applicationImages.id, imageId),
            eq(applicationImages.memberId, memberId),
            eq(applicationImages.promotionId, promotionId),
          ),
        );
      return row;
    },
    async byId(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      return row;
    },
    async applications(memberId: string, promotionIds: string[]): Promise<ApplicationRow[]> {
      if (promotionIds.length === 0) return [];
      return db
        .select()
        .from(promotionApplications)
        .where(
          and(eq(promotionApplications.memberId, memberId), inArray(promotionApplications.promotionId, promotionIds)),
        );
    },
    async application(memberId: string, promotionId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(promotionApplications)
        .where(and(eq(promotionApplications.memberId, memberId), eq(promotionApplications.promotionId, promotionId)));
      return row;
    },
    /** Joins once: a second join changes nothing. */
    async join(memberId: string, promotionId: string): Promise<void> {
      await db
        .insert(promotionApplications)
        .values({ memberId, promotionId, status: 'inProgress' })
        .onConflictDoNothing();
    },
    /**
     * Moves an application from one of `from` to `to` and answers it as moved; undefined when it
     * was in none of them (a concurrent request moved it first), so each step happens once. Inside
     * a transaction pass `tx`: a concurrent move then waits for it to end.
     */
    async move(
      memberId: string,
      promotionId: string,
      from: ApplicationState[],
      to: ApplicationState,
      change: { remark?: string; reviewNote?: string | null; bonusMinor?: number | null } = {},
      executor: Db | Tx = db,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await executor
        .update(promotionApplications)
        .set({ status: to, updatedAt: sql`now()`, ...change })
        .where(
          and(
            eq(promotionApplications.memberId, memberId),
            eq(promotionApplications.promotionId, promotionId),
            inArray(promotionApplications.status, from),
          ),
        )
        .returning();
      return row;
    },
    /**
     * Sends an application: from in progress or rejected to applying with its remark, and its
     * images in place of any earlier ones, all or nothing. False when it was not in either state
     * (a concurrent request moved it first).
     */
    async submit(
      memberId: string,
      promotionId: string,
      remark: string,
      images: { id: string; type: string; bytes: Buffer }[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(promotionApplications)
          .set({ status: 'applying', remark, reviewNote: null, updatedAt: sql`now()` })
          .where(
            and(
              eq(promotionApplications.memberId, memberId),
              eq(promotionApplications.promotionId, promotionId),
              inArray(promotionApplications.status, ['inProgress', 'rejected']),
            ),
          )
          .returning({ status: promotionApplications.status });
        if (moved.length !== 1) return false;
        await tx
          .delete(applicationImages)
          .where(and(eq(applicationImages.memberId, memberId), eq(applicationImages.promotionId, promotionId)));
        if (images.length)
          await tx.insert(applicationImages).values(images.map((i) => ({ ...i, memberId, promotionId })));
        return true;
      });
    },
  };
}
export type PromotionsRepo = ReturnType<typeof promotionsRepo>;
