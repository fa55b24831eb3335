import { desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { insertedRow } from '../inserted-row';
import { feedback } from '../schema';

export type FeedbackRow = typeof feedback.$inferSelect;

/** Members' feedback, newest first. */
export function feedbackRepo(db: Db) {
  return {
    async insert(row: { id: string; memberId: string; category: string; content: string }): Promise<FeedbackRow> {
      return insertedRow(await db.insert(feedback).values(row).returning());
    },
    async ofMember(memberId: string, limit: number): Promise<FeedbackRow[]> {
      return db
        .select()
        .from(feedback)
        .where(eq(feedback.memberId, memberId))
        .orderBy(desc(feedback.createdAt))
        .limit(limit);
    },
  };
}
export type FeedbackRepo = ReturnType<typeof feedbackRepo>;
