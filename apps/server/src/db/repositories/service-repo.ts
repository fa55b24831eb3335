import type { InboxSegment } from '@lobby/contract/operator';
import { NOT_AGENT_TYPES } from '@lobby/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { insertedRow } from '../inserted-row';
import {
  chatDesk,
  chatMessages,
  inboxMessages,
  inboxReads,
  ledgerTransactions,
  loginHistory,
  members,
} from '../schema';

export type ChatRow = typeof chatMessages.$inferSelect;
export type InboxRow = typeof inboxMessages.$inferSelect;
export interface ChatQueueRow {
  memberId: string;
  username: string;
  sender: string;
  text: string;
  at: Date;
  claimedBy: string | null;
  closed: boolean;
}

/** Which of the desk's conversations a queue holds: open ones, those `operator` claimed, closed ones. */
export type DeskView = { view: 'open' } | { view: 'mine'; operator: string } | { view: 'closed' };

/** Live chat and inbox storage. */
export function serviceRepo(db: Db) {
  /**
   * What a member's inbox holds in one language: the brand's broadcasts written in it, and every
   * message sent to the member in person, whichever language the operator wrote it in (a member
   * who switches language must not lose their own mail).
   */
  const inboxOf = (merchantCode: string, memberId: string, language: string) =>
    and(
      eq(inboxMessages.merchantCode, merchantCode),
      or(
        and(isNull(inboxMessages.memberId), eq(inboxMessages.language, language)),
        eq(inboxMessages.memberId, memberId),
      ),
    );
  return {
    async addChat(row: typeof chatMessages.$inferInsert): Promise<ChatRow> {
      return insertedRow(await db.insert(chatMessages).values(row).returning());
    },
    /** The latest `limit` messages of a member's chat, oldest first. */
    async chat(memberId: string, limit: number): Promise<ChatRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.memberId, memberId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },
    /**
     * The support desk's queue: a brand's conversations by their latest message, newest first,
     * with the member's username and who wrote last (the member: waiting for an answer).
     */
    async chatQueue(merchantCode: string, limit: number, desk: DeskView = { view: 'open' }): Promise<ChatQueueRow[]> {
      const which =
        desk.view === 'closed'
          ? sql`closed`
          : desk.view === 'mine'
            ? sql`not closed and "claimedBy" = ${desk.operator}`
            : sql`not closed`;
      const rows = await db.execute(sql`
        select * from (
          select latest.*, d.operator as "claimedBy",
            coalesce(d.closed_at >= latest."at", false) as closed
          from (
            select distinct on (c.member_id) c.member_id as "memberId", m.username, c.sender, c.text,
              c.created_at as "at"
            from ${chatMessages} c join ${members} m on m.id = c.member_id
            where m.merchant_code = ${merchantCode}
            order by c.member_id, c.created_at desc, c.id desc
          ) latest
          left join ${chatDesk} d on d.member_id = latest."memberId"
        ) queue
        where ${which}
        order by "at" desc
        limit ${limit}`);
      return (rows as unknown as { rows: (Omit<ChatQueueRow, 'at'> & { at: Date | string })[] }).rows.map((r) => ({
        ...r,
        at: new Date(r.at),
      }));
    },
    /** The agent takes the conversation (from another agent too); it is open again. */
    async claimChat(memberId: string, operator: string, at: Date): Promise<void> {
      await db
        .insert(chatDesk)
        .values({ memberId, operator, claimedAt: at, closedAt: null })
        .onConflictDoUpdate({ target: chatDesk.memberId, set: { operator, claimedAt: at, closedAt: null } });
    },
    /** An answer claims an unclaimed conversation for its agent and opens a closed one. */
    async answeredBy(memberId: string, operator: string, at: Date): Promise<void> {
      await db
        .insert(chatDesk)
        .values({ memberId, operator, claimedAt: at })
        .onConflictDoUpdate({
          target: chatDesk.memberId,
          set: {
            operator: sql`coalesce(${chatDesk.operator}, ${operator})`,
            claimedAt: sql`coalesce(${chatDesk.claimedAt}, ${at.toISOString()}::timestamptz)`,
            closedAt: null,
          },
        });
    },
    /** Closes the conversation and lets it go: the member's next message opens it, unclaimed. */
    async closeChat(memberId: string, at: Date): Promise<void> {
      await db
        .insert(chatDesk)
        .values({ memberId, operator: null, closedAt: at })
        .onConflictDoUpdate({ target: chatDesk.memberId, set: { operator: null, claimedAt: null, closedAt: at } });
    },
    /** When an operator last closed the conversation, if ever (a member's message reopens it without clearing this). */
    async chatClosedAt(memberId: string): Promise<Date | null> {
      const [row] = await db
        .select({ closedAt: chatDesk.closedAt })
        .from(chatDesk)
        .where(eq(chatDesk.memberId, memberId));
      return row?.closedAt ?? null;
    },
    /** Who holds the conversation now, if anyone. */
    async chatHolder(memberId: string): Promise<string | null> {
      const [row] = await db
        .select({ operator: chatDesk.operator })
        .from(chatDesk)
        .where(eq(chatDesk.memberId, memberId));
      return row?.operator ?? null;
    },
    /** The member's conversation's latest message (of `sender` only, if given). */
    async lastChat(memberId: string, sender?: string): Promise<ChatRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          sender
            ? and(eq(chatMessages.memberId, memberId), eq(chatMessages.sender, sender))
            : eq(chatMessages.memberId, memberId),
        )
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(1);
      return row;
    },
    async markChatRead(memberId: string): Promise<void> {
      await db
        .update(chatMessages)
        .set({ readByMember: true })
        .where(and(eq(chatMessages.memberId, memberId), eq(chatMessages.readByMember, false)));
    },
    async chatUnread(memberId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.memberId, memberId),
            eq(chatMessages.sender, 'support'),
            eq(chatMessages.readByMember, false),
          ),
        );
      return row?.n ?? 0;
    },

    async addInbox(row: typeof inboxMessages.$inferInsert): Promise<void> {
      await db.insert(inboxMessages).values(row);
    },
    /** The message to each member of a brand's segment, as their own; answers how many it reached. */
    async addInboxToSegment(
      merchantCode: string,
      segment: InboxSegment,
      message: { language: string; title: string; content: string },
    ): Promise<number> {
      const member = sql`${members.id}`;
      const deposited = sql`exists (select 1 from ${ledgerTransactions} t where t.member_id = ${member} and t.kind = 'deposit')`;
      const which = {
        depositors: deposited,
        nonDepositors: sql`not ${deposited}`,
        activeLast30Days: sql`exists (select 1 from ${loginHistory} l where l.member_id = ${member} and l.success and l.at > now() - interval '30 days')`,
        agents: sql`${members.type} not in (${sql.join(
          NOT_AGENT_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})`,
      }[segment];
      const rows = await db.execute(sql`
        insert into ${inboxMessages} (id, merchant_code, member_id, language, title, content)
        select 'ops-' || gen_random_uuid()::text, ${merchantCode}, ${members.id}, ${message.language},
          ${message.title}, ${message.content}
        from ${members}
        where ${members.merchantCode} = ${merchantCode} and ${which}
        returning id`);
      return (rows as unknown as { rows: unknown[] }).rows.length;
    },
    /** A member's inbox as read in one language, newest first, with read marks. */
    async inbox(merchantCode: string, memberId: string, language: string, limit: number) {
      const rows = await db
        .select()
        .from(inboxMessages)
        .where(inboxOf(merchantCode, memberId, language))
        .orderBy(desc(inboxMessages.createdAt), asc(inboxMessages.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const reads = await db
        .select({ id: inboxReads.messageId })
        .from(inboxReads)
        .where(
          and(
            eq(inboxReads.memberId, memberId),
            inArray(
              inboxReads.messageId,
              rows.map((r) => r.id),
            ),
          ),
        );
      const read = new Set(reads.map((r) => r.id));
      return rows.map((row) => ({ row, read: read.has(row.id) }));
    },
    async inboxUnread(merchantCode: string, memberId: string, language: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inboxMessages)
        .leftJoin(inboxReads, and(eq(inboxReads.messageId, inboxMessages.id), eq(inboxReads.memberId, memberId)))
        .where(and(inboxOf(merchantCode, memberId, language), isNull(inboxReads.messageId)));
      return row?.n ?? 0;
    },
    async inboxMessage(id: string): Promise<InboxRow | undefined> {
      const [row] = await db.select().from(inboxMessages).where(eq(inboxMessages.id, id));
      return row;
    },
    async markInboxRead(memberId: string, messageId: string): Promise<void> {
      await db.insert(inboxReads).values({ memberId, messageId }).onConflictDoNothing();
    },
  };
}
export type ServiceRepo = ReturnType<typeof serviceRepo>;
