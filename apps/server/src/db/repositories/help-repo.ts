import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { helpEntries } from '../schema';

export type HelpRow = typeof helpEntries.$inferSelect;

export function helpRepo(db: Db) {
  return {
    async insert(row: typeof helpEntries.$inferInsert): Promise<void> {
      await db.insert(helpEntries).values(row);
    },
    /** A brand's help entries in one language, in sequence order. */
    async list(merchantCode: string, language: string): Promise<HelpRow[]> {
      return db
        .select()
        .from(helpEntries)
        .where(and(eq(helpEntries.merchantCode, merchantCode), eq(helpEntries.language, language)))
        .orderBy(asc(helpEntries.sequence), asc(helpEntries.id));
    },
  };
}
export type HelpRepo = ReturnType<typeof helpRepo>;
