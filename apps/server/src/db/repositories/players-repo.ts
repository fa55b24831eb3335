import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { members, wallets } from '../schema';

export interface PlayerRow {
  id: string;
  memberNo: number;
  username: string;
  type: number;
  disabled: boolean;
  excludedUntil: Date | null;
  createdAt: Date;
  balanceMinor: number;
}

/** Escapes LIKE's wildcards: an operator's search is a prefix of a name, not a pattern. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A brand's players as operators look them up: by the start of the name, or the member number. */
export function playersRepo(db: Db) {
  const columns = {
    id: members.id,
    memberNo: members.memberNo,
    username: members.username,
    type: members.type,
    disabled: members.disabled,
    excludedUntil: members.excludedUntil,
    createdAt: members.createdAt,
    balanceMinor: sql<number>`coalesce(${wallets.balanceMinor}, 0)`.mapWith(Number),
  };
  return {
    async search(merchantCode: string, query: string, limit: number): Promise<PlayerRow[]> {
      const number = /^\d{1,10}$/.test(query) ? Number(query) : null;
      return db
        .select(columns)
        .from(members)
        .leftJoin(wallets, eq(wallets.memberId, members.id))
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            query
              ? or(
                  ilike(members.username, likePrefix(query)),
                  number === null ? undefined : eq(members.memberNo, number),
                )
              : undefined,
          ),
        )
        .orderBy(asc(sql`lower(${members.username})`))
        .limit(limit);
    },
    /** Locks or unlocks a player's account (no login while locked); the row before, or none. */
    async setDisabled(merchantCode: string, username: string, disabled: boolean): Promise<PlayerRow | undefined> {
      const [before] = await db
        .select(columns)
        .from(members)
        .leftJoin(wallets, eq(wallets.memberId, members.id))
        .where(and(eq(members.merchantCode, merchantCode), sql`lower(${members.username}) = lower(${username})`));
      if (!before) return undefined;
      await db.update(members).set({ disabled }).where(eq(members.id, before.id));
      return before;
    },
  };
}
export type PlayersRepo = ReturnType<typeof playersRepo>;
