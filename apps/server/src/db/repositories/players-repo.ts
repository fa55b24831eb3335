import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { nameOrNumber } from '../member-search';
import { ledgerEntries, ledgerTransactions, members, playerNotes, wallets } from '../schema';

export interface PlayerRow {
  id: string;
  memberNo: number;
  username: string;
  type: number;
  disabled: boolean;
  excludedUntil: Date | null;
  exclusionKind: string | null;
  realityCheckMinutes: number | null;
  createdAt: Date;
  balanceMinor: number;
}

/** A brand's players as operators look them up: by the start of the name, or the member number. */
export function playersRepo(db: Db) {
  const columns = {
    id: members.id,
    memberNo: members.memberNo,
    username: members.username,
    type: members.type,
    disabled: members.disabled,
    excludedUntil: members.excludedUntil,
    exclusionKind: members.exclusionKind,
    realityCheckMinutes: members.realityCheckMinutes,
    createdAt: members.createdAt,
    balanceMinor: sql<number>`coalesce(${wallets.balanceMinor}, 0)`.mapWith(Number),
  };
  /** A brand's player by username, any case; undefined for none. */
  async function byUsername(merchantCode: string, username: string): Promise<PlayerRow | undefined> {
    const [row] = await db
      .select(columns)
      .from(members)
      .leftJoin(wallets, eq(wallets.memberId, members.id))
      .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.username}) = lower(${username})`));
    return row;
  }
  return {
    async search(merchantCode: string, query: string, limit: number): Promise<PlayerRow[]> {
      return db
        .select(columns)
        .from(members)
        .leftJoin(wallets, eq(wallets.memberId, members.id))
        .where(and(eq(members.merchantCode, merchantCode), nameOrNumber(query)))
        .orderBy(asc(sql`lower(${members.username})`))
        .limit(limit);
    },
    byUsername,
    /** Locks or unlocks a player's account (no login while locked); the row before, or none. */
    async setDisabled(merchantCode: string, username: string, disabled: boolean): Promise<PlayerRow | undefined> {
      const before = await byUsername(merchantCode, username);
      if (!before) return undefined;
      await db.update(members).set({ disabled }).where(eq(members.id, before.id));
      return before;
    },
    /** The wallet's movements, newest first, with the balance after each; `limit` from `offset`. */
    async ledger(memberId: string, limit: number, offset: number) {
      return db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          amountMinor: ledgerTransactions.amountMinor,
          balanceAfterMinor: ledgerEntries.balanceAfterMinor,
          at: ledgerTransactions.createdAt,
        })
        .from(ledgerTransactions)
        .leftJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.transactionId, ledgerTransactions.id),
            eq(ledgerEntries.account, sql`'member:' || ${ledgerTransactions.memberId}`),
          ),
        )
        .where(eq(ledgerTransactions.memberId, memberId))
        .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
        .limit(limit)
        .offset(offset);
    },
    async notes(memberId: string, limit = 100) {
      return db
        .select()
        .from(playerNotes)
        .where(eq(playerNotes.memberId, memberId))
        .orderBy(desc(playerNotes.at), desc(playerNotes.id))
        .limit(limit);
    },
    async addNote(row: typeof playerNotes.$inferInsert) {
      const [note] = await db.insert(playerNotes).values(row).returning();
      return note;
    },
  };
}
export type PlayersRepo = ReturnType<typeof playersRepo>;
