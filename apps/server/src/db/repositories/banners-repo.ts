import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { banners } from '../schema';

export type BannerRow = typeof banners.$inferSelect;
type BannerWords = Pick<BannerRow, 'title' | 'titles' | 'link'>;

/**
 * A brand's banner lists are read where `reads` says (a replica unless they just changed); each
 * write marks the brand's content as changed, so the next reads see it.
 */
export function bannersRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  const changed = (merchantCode: string) => reads.wrote(`content:${merchantCode}`);
  const ofBrand = (merchantCode: string, id: string) => and(eq(banners.merchantCode, merchantCode), eq(banners.id, id));
  return {
    /** A brand's banners of one group (or of all groups), in sequence order. */
    async list(merchantCode: string, groupName?: string): Promise<BannerRow[]> {
      return (await reads.shared(`content:${merchantCode}`))
        .select()
        .from(banners)
        .where(and(eq(banners.merchantCode, merchantCode), groupName ? eq(banners.groupName, groupName) : undefined))
        .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id));
    },
    async byId(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row;
    },
    /** The operator's view: the primary, so what was just written is there. */
    async all(merchantCode: string): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(eq(banners.merchantCode, merchantCode))
        .orderBy(asc(banners.groupName), asc(banners.sequence), asc(banners.id));
    },
    /** A new banner last in its group, unless the group already holds `max`; undefined then. */
    async add(row: Omit<typeof banners.$inferInsert, 'sequence'>, max: number): Promise<BannerRow | undefined> {
      const added = await db.transaction(async (tx) => {
        // One writer per brand and group at a time: two adds at once cannot both pass the count.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`banners:${row.merchantCode}:${row.groupName}`}))`,
        );
        const [found] = await tx
          .select({
            n: sql<number>`count(*)`.mapWith(Number),
            last: sql<number>`coalesce(max(${banners.sequence}), 0)`.mapWith(Number),
          })
          .from(banners)
          .where(and(eq(banners.merchantCode, row.merchantCode), eq(banners.groupName, row.groupName)));
        if ((found?.n ?? 0) >= max) return undefined;
        const [inserted] = await tx
          .insert(banners)
          .values({ ...row, sequence: (found?.last ?? 0) + 1 })
          .returning();
        return inserted;
      });
      if (added) await changed(row.merchantCode);
      return added;
    },
    /** New words for a brand's banner; the row before, or none. */
    async change(merchantCode: string, id: string, words: BannerWords): Promise<BannerRow | undefined> {
      // Locked while it changes: a removal at the same time makes this one answer none.
      const before = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(banners).where(ofBrand(merchantCode, id)).for('update');
        if (row) await tx.update(banners).set(words).where(ofBrand(merchantCode, id));
        return row;
      });
      if (before) await changed(merchantCode);
      return before;
    },
    async remove(merchantCode: string, id: string): Promise<BannerRow | undefined> {
      const [removed] = await db.delete(banners).where(ofBrand(merchantCode, id)).returning();
      if (removed) await changed(merchantCode);
      return removed;
    },
    /**
     * A group's order: `ids` must be exactly the group's banners; false (nothing changed) when
     * one is missing, extra or of another group.
     */
    async reorder(merchantCode: string, groupName: string, ids: string[]): Promise<boolean> {
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: banners.id })
          .from(banners)
          .where(and(eq(banners.merchantCode, merchantCode), eq(banners.groupName, groupName)))
          .for('update');
        const present = new Set(rows.map((r) => r.id));
        if (rows.length !== ids.length || !ids.every((id) => present.has(id))) return false;
        for (const [index, id] of ids.entries())
          await tx
            .update(banners)
            .set({ sequence: index + 1 })
            .where(ofBrand(merchantCode, id));
        return true;
      });
      if (done) await changed(merchantCode);
      return done;
    },
  };
}
export type BannersRepo = ReturnType<typeof bannersRepo>;
