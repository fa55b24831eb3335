import { TRIAL_TYPE } from '@lobby/domain';
import { and, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { lean } from '../lean-prepared';
import { gameRounds, games, members } from '../schema';
import type { Tx } from './ledger-repo';

export type RoundRow = typeof gameRounds.$inferSelect;

/**
 * A page of a member's rounds with their games' names, latest first, and how many there are; the
 * window variant within [from, to) (placeholders sent as given: times as ISO text).
 */
function preparePageQuery(db: Db, windowed: boolean) {
  const p = sql.placeholder;
  const mine = eq(gameRounds.memberId, p('memberId'));
  return db
    .select({
      round: {
        id: gameRounds.id,
        nodeId: gameRounds.nodeId,
        status: gameRounds.status,
        betMinor: gameRounds.betMinor,
        payoutMinor: gameRounds.payoutMinor,
        createdAt: gameRounds.createdAt,
        settledAt: gameRounds.settledAt,
      },
      names: games.names,
      vendorCode: games.vendorCode,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
    .where(windowed ? and(mine, gte(gameRounds.createdAt, p('from')), lt(gameRounds.createdAt, p('to'))) : mine)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(windowed ? 'rounds_page_window' : 'rounds_page');
}

/** Rounds of in-house games and of game providers: the betting records of a member. */
export function roundsRepo(db: Db) {
  // Betting records are a member's busiest read: built and planned once, only what a record shows.
  const pageQuery = lean(preparePageQuery(db, false));
  const windowPageQuery = lean(preparePageQuery(db, true));
  return {
    async openRound(memberId: string, executor: Db | Tx = db): Promise<RoundRow | undefined> {
      const [row] = await executor
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'open'), isNull(gameRounds.providerCode)));
      return row;
    },
    async byId(memberId: string, id: string, executor: Db | Tx = db, lock = false): Promise<RoundRow | undefined> {
      const query = executor
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.id, id), eq(gameRounds.memberId, memberId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async insert(tx: Tx, row: typeof gameRounds.$inferInsert): Promise<void> {
      await tx.insert(gameRounds).values(row);
    },
    async settle(tx: Tx, id: string, payoutMinor: number, detail: Record<string, unknown>): Promise<void> {
      await tx
        .update(gameRounds)
        .set({ status: 'settled', payoutMinor, detail, settledAt: new Date() })
        .where(eq(gameRounds.id, id));
    },
    /** A page of a member's rounds, latest first; within [from, to) when a window is given. */
    async page(memberId: string, page: { limit: number; offset: number }, window?: { from: Date; to: Date }) {
      const values = { memberId, limit: page.limit, offset: page.offset };
      const rows = window
        ? await windowPageQuery.execute({
            ...values,
            from: window.from.toISOString(),
            to: window.to.toISOString(),
          })
        : await pageQuery.execute(values);
      // Past the last page no row carries the total: count apart.
      const total =
        rows[0]?.total ??
        (page.offset > 0
          ? ((
              await db
                .select({ n: sql<number>`count(*)`.mapWith(Number) })
                .from(gameRounds)
                .where(
                  window
                    ? and(
                        eq(gameRounds.memberId, memberId),
                        gte(gameRounds.createdAt, window.from),
                        lt(gameRounds.createdAt, window.to),
                      )
                    : eq(gameRounds.memberId, memberId),
                )
            )[0]?.n ?? 0)
          : 0);
      return { rows, total };
    },
    /** The biggest wins (payouts) of a brand's real members since `since`: rounds that paid more than their bet; trial play is not shown. */
    /** Each player's biggest win since a date (one row per player), the biggest first. */
    async biggestWins(merchantCode: string, since: Date, limit: number) {
      const best = db
        .select({
          id: gameRounds.id,
          rank: sql<number>`row_number() over (partition by ${gameRounds.memberId} order by ${gameRounds.payoutMinor} desc, ${gameRounds.createdAt} desc)`.as(
            'rank',
          ),
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .where(
          and(
            eq(gameRounds.merchantCode, merchantCode),
            eq(gameRounds.status, 'settled'),
            gt(gameRounds.payoutMinor, gameRounds.betMinor),
            gte(gameRounds.createdAt, since),
            ne(members.type, TRIAL_TYPE),
          ),
        )
        .as('best');
      return db
        .select({ round: gameRounds, names: games.names, username: members.username })
        .from(best)
        .innerJoin(gameRounds, eq(gameRounds.id, best.id))
        .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .where(eq(best.rank, 1))
        .orderBy(desc(gameRounds.payoutMinor), desc(gameRounds.createdAt))
        .limit(limit);
    },
    async detail(memberId: string, id: string) {
      const [row] = await db
        .select({ round: gameRounds, names: games.names, vendorCode: games.vendorCode })
        .from(gameRounds)
        .innerJoin(games, eq(games.nodeId, gameRounds.nodeId))
        .where(and(eq(gameRounds.id, id), eq(gameRounds.memberId, memberId)));
      return row;
    },
  };
}
export type RoundsRepo = ReturnType<typeof roundsRepo>;
