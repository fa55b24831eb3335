import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { games, vendors } from '../schema';

export type GameRow = typeof games.$inferSelect & { vendorName: string };

const columns = {
  gameId: games.gameId,
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  names: games.names,
  isHot: games.isHot,
  hotRank: games.hotRank,
  isNew: games.isNew,
  sort: games.sort,
  createdAt: games.createdAt,
  vendorName: vendors.displayName,
};

const vendorJoin = and(
  eq(vendors.code, games.vendorCode),
  eq(vendors.gameType, games.gameType),
  eq(vendors.gameClassify, games.gameClassify),
);

export function gamesRepo(db: Db) {
  return {
    /** Hot games in rank order. */
    async hot(limit: number): Promise<GameRow[]> {
      return db
        .select(columns)
        .from(games)
        .innerJoin(vendors, vendorJoin)
        .where(eq(games.isHot, true))
        .orderBy(asc(games.hotRank))
        .limit(limit);
    },
  };
}
export type GamesRepo = ReturnType<typeof gamesRepo>;
