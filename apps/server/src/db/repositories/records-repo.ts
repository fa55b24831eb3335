import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { gameRounds, games, ledgerEntries, ledgerTransactions } from '../schema';
import { memberAccount } from './ledger-repo';

export interface RecordWindow {
  from: Date;
  to: Date;
}

/** A row's instant as PostgreSQL keeps it (microseconds), so a keyset cursor loses nothing. */
const exactTime = (column: SQL | typeof ledgerTransactions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A member's records from the ledger and the rounds: every movement with the balance after it
 * (keyset pages on (created_at, id), latest first) and the profit and loss of settled rounds per
 * day and game type. Totals are SQL aggregates over the whole filter.
 */
export function recordsRepo(db: Db) {
  return {
    async movements(
      memberId: string,
      filter: { kinds?: string[]; window?: RecordWindow; after?: { at: string; id: string }; limit: number },
    ) {
      const matching = and(
        eq(ledgerTransactions.memberId, memberId),
        filter.kinds ? inArray(ledgerTransactions.kind, filter.kinds) : undefined,
        filter.window ? gte(ledgerTransactions.createdAt, filter.window.from) : undefined,
        filter.window ? lt(ledgerTransactions.createdAt, filter.window.to) : undefined,
      );
      const page = filter.after
        ? and(
            matching,
            sql`(${ledgerTransactions.createdAt}, ${ledgerTransactions.id}) < (${filter.after.at}::timestamptz, ${filter.after.id})`,
          )
        : matching;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: ledgerTransactions.id,
            kind: ledgerTransactions.kind,
            amountMinor: ledgerTransactions.amountMinor,
            balanceAfterMinor: ledgerEntries.balanceAfterMinor,
            at: exactTime(ledgerTransactions.createdAt),
          })
          .from(ledgerTransactions)
          .innerJoin(
            ledgerEntries,
            and(
              eq(ledgerEntries.transactionId, ledgerTransactions.id),
              eq(ledgerEntries.account, memberAccount(memberId)),
            ),
          )
          .where(page)
          .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
          .limit(filter.limit + 1),
        db
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            inMinor:
              sql<number>`coalesce(sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.amountMinor} > 0), 0)`.mapWith(
                Number,
              ),
            outMinor:
              sql<number>`coalesce(-sum(${ledgerTransactions.amountMinor}) filter (where ${ledgerTransactions.amountMinor} < 0), 0)`.mapWith(
                Number,
              ),
          })
          .from(ledgerTransactions)
          .where(matching),
      ]);
      return {
        rows: rows.slice(0, filter.limit),
        more: rows.length > filter.limit,
        totals: totals ?? { count: 0, inMinor: 0, outMinor: 0 },
      };
    },

    async profitLoss(
      memberId: string,
      filter: {
        gameType?: string;
        window?: RecordWindow;
        utcOffsetMinutes: number;
        after?: { day: string; gameType: string };
        limit: number;
      },
    ) {
      // The member's calendar day of the bet: UTC shifted by their offset. A literal, not a
      // parameter: GROUP BY must see the same expression as the select list.
      if (!Number.isSafeInteger(filter.utcOffsetMinutes)) throw new Error('utc offset must be an integer');
      const offset = sql.raw(`interval '${filter.utcOffsetMinutes} minutes'`);
      const day = sql<string>`to_char((${gameRounds.createdAt} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;
      const matching = and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.status, 'settled'),
        filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
        filter.window ? gte(gameRounds.createdAt, filter.window.from) : undefined,
        filter.window ? lt(gameRounds.createdAt, filter.window.to) : undefined,
      );
      const figures = {
        rounds: sql<number>`count(*)`.mapWith(Number),
        betMinor: sql<number>`coalesce(sum(${gameRounds.betMinor}), 0)`.mapWith(Number),
        payoutMinor: sql<number>`coalesce(sum(${gameRounds.payoutMinor}), 0)`.mapWith(Number),
      };
      const after = filter.after
        ? sql`(${day} < ${filter.after.day} or (${day} = ${filter.after.day} and ${games.gameType} > ${filter.after.gameType}))`
        : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ day, gameType: games.gameType, ...figures })
          .from(gameRounds)
          .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
          .where(matching)
          .groupBy(day, games.gameType)
          .having(after)
          .orderBy(desc(day), asc(games.gameType))
          .limit(filter.limit + 1),
        db.select(figures).from(gameRounds).innerJoin(games, eq(games.nodeId, gameRounds.nodeId)).where(matching),
      ]);
      return {
        rows: rows.slice(0, filter.limit),
        more: rows.length > filter.limit,
        totals: totals ?? { rounds: 0, betMinor: 0, payoutMinor: 0 },
      };
    },
  };
}
export type RecordsRepo = ReturnType<typeof recordsRepo>;
