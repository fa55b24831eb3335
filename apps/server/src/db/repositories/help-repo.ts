import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../database';
import { primaryOnly, type ReadRouting } from '../read-routing';
import { helpEntries } from '../schema';

export type HelpRow = typeof helpEntries.$inferSelect;

/** A brand's help is read where `reads` says (a replica unless it just changed); writes are the primary's. */
export function helpRepo(db: Db, reads: ReadRouting = primaryOnly(db)) {
  return {
    async insert(row: typeof helpEntries.$inferInsert): Promise<void> {
      await db.insert(helpEntries).values(row);
      await reads.wrote(`content:${row.merchantCode}`);
    },
    /** Removes a brand's entry with its sub-entries; answers what it removed (none: no such entry). */
    async remove(merchantCode: string, id: string): Promise<HelpRow[]> {
      const removed = await db
        .delete(helpEntries)
        .where(
          and(eq(helpEntries.merchantCode, merchantCode), or(eq(helpEntries.id, id), eq(helpEntries.parentId, id))),
        )
        .returning();
      await reads.wrote(`content:${merchantCode}`);
      return removed;
    },
    /** A brand's help entries in one language, in sequence order. */
    async list(merchantCode: string, language: string): Promise<HelpRow[]> {
      return (await reads.shared(`content:${merchantCode}`))
        .select()
        .from(helpEntries)
        .where(and(eq(helpEntries.merchantCode, merchantCode), eq(helpEntries.language, language)))
        .orderBy(asc(helpEntries.sequence), asc(helpEntries.id));
    },
  };
}
export type HelpRepo = ReturnType<typeof helpRepo>;
