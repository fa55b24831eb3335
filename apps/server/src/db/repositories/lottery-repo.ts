import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { games, lotteryDraws, members, recentGames } from '../schema';

/** Lottery games and the numbers of their closed draws. */
export function lotteryRepo(db: Db) {
  return {
    /** The game type of a lottery or e-lottery game; undefined for any other node. */
    async lotteryType(nodeId: string): Promise<'LOTT' | 'ELOTT' | undefined> {
      const [row] = await db
        .select({ gameType: games.gameType })
        .from(games)
        .where(and(eq(games.nodeId, nodeId), inArray(games.gameType, ['LOTT', 'ELOTT'])));
      return row?.gameType as 'LOTT' | 'ELOTT' | undefined;
    },

    /** How many members of a brand launched each lottery since `since` (a member counts once per game). */
    async launchCounts(merchantCode: string, since: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ nodeId: recentGames.nodeId, launches: sql<number>`count(*)`.mapWith(Number) })
        .from(recentGames)
        .innerJoin(games, eq(games.nodeId, recentGames.nodeId))
        .innerJoin(members, eq(members.id, recentGames.memberId))
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            inArray(games.gameType, ['LOTT', 'ELOTT']),
            gte(recentGames.playedAt, since),
          ),
        )
        .groupBy(recentGames.nodeId);
      return new Map(rows.map((r) => [r.nodeId, r.launches]));
    },

    /** Keeps numbers drawn for draws that have none yet (the first writer wins), then reads them all. */
    async drawn(nodeId: string, draws: { numero: string; drawnAt: Date; numbers: number[] }[]) {
      if (draws.length === 0) return [];
      await db
        .insert(lotteryDraws)
        .values(draws.map((d) => ({ nodeId, ...d })))
        .onConflictDoNothing();
      return db
        .select({ numero: lotteryDraws.numero, drawnAt: lotteryDraws.drawnAt, numbers: lotteryDraws.numbers })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.nodeId, nodeId),
            inArray(
              lotteryDraws.numero,
              draws.map((d) => d.numero),
            ),
          ),
        );
    },
  };
}
export type LotteryRepo = ReturnType<typeof lotteryRepo>;
