import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { announcementReads, announcements, sessions } from '../schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

/**
 * A brand's announcements are read where `reads` says (a replica unless they just changed); a
 * member's read marks, their own, from the primary.
 */
export function announcementsRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  return {
    /** Started announcements of some feeds, audiences and one language, newest first, with the member's read marks. */
    async list(filter: {
      merchantCode: string;
      types: string[];
      language: string;
      audiences: string[];
      now: Date;
      memberId?: string | undefined;
    }) {
      const rows = await (
        await reads.shared(`content:${filter.merchantCode}`)
      )
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, filter.merchantCode),
            inArray(announcements.type, filter.types),
            eq(announcements.language, filter.language),
            inArray(announcements.execution, filter.audiences),
            lte(announcements.startDate, filter.now),
          ),
        )
        .orderBy(desc(announcements.startDate), announcements.id);
      if (!filter.memberId || rows.length === 0) return rows.map((row) => ({ row, read: false }));
      const marks = await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(
          and(
            eq(announcementReads.memberId, filter.memberId),
            inArray(
              announcementReads.announcementId,
              rows.map((r) => r.id),
            ),
          ),
        );
      const read = new Set(marks.map((r) => r.id));
      return rows.map((row) => ({ row, read: read.has(row.id) }));
    },
    async insert(row: typeof announcements.$inferInsert): Promise<void> {
      await db.insert(announcements).values(row);
      await reads.wrote(`content:${row.merchantCode}`);
    },
    async byId(id: string): Promise<AnnouncementRow | undefined> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row;
    },
    async markRead(memberId: string, announcementId: string): Promise<void> {
      await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
    },
    /** Sessions a member has ever opened: one means this is their first login (audience F). */
    async sessionCount(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.memberId, memberId));
      return row?.n ?? 0;
    },
  };
}
export type AnnouncementsRepo = ReturnType<typeof announcementsRepo>;
