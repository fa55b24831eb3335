import type { CatalogueGame, CatalogueGamesQuery, OpsGameChange } from '@lobby/contract/operator';
import { and, asc, count, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../database';
import { likeContaining } from '../like-pattern';
import { games } from '../schema';

const row = {
  gameId: games.gameId,
  names: games.names,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  withdrawnAt: games.withdrawnAt,
  disabled: games.disabled,
  isHot: games.isHot,
  hotRank: games.hotRank,
  isNew: games.isNew,
  sort: games.sort,
  providerCode: games.providerCode,
};
type Row = { [K in keyof typeof row]: (typeof games.$inferSelect)[K] };

const view = (r: Row): CatalogueGame => ({
  gameId: r.gameId,
  name: r.names.en,
  vendorCode: r.vendorCode,
  gameType: r.gameType,
  shown: r.withdrawnAt === null,
  hot: r.isHot,
  hotRank: r.hotRank,
  isNew: r.isNew,
  sort: r.sort,
  provider: r.providerCode,
});

/** The platform's games as the catalogue operators list and switch them (not the lobby's lists). */
export function catalogueAdminRepo(db: Db) {
  const where = (query: Omit<CatalogueGamesQuery, 'page'>): SQL | undefined =>
    and(
      query.vendor ? eq(games.vendorCode, query.vendor) : undefined,
      query.gameType ? eq(games.gameType, query.gameType) : undefined,
      query.q ? ilike(games.nameSearchEn, likeContaining(query.q.toLowerCase())) : undefined,
      query.state === 'shown' ? isNull(games.withdrawnAt) : undefined,
      query.state === 'hidden' ? isNotNull(games.withdrawnAt) : undefined,
      query.state === 'hot' ? eq(games.isHot, true) : undefined,
      query.state === 'new' ? eq(games.isNew, true) : undefined,
    );
  return {
    /** A page of games by vendor, type, then each vendor's order; and how many match. */
    async page(query: Omit<CatalogueGamesQuery, 'page'>, limit: number, offset: number) {
      const filter = where(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(row)
          .from(games)
          .where(filter)
          .orderBy(asc(games.vendorCode), asc(games.gameType), asc(games.sort), asc(games.gameId))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(games).where(filter),
      ]);
      return { games: rows.map(view), total: total?.n ?? 0 };
    },

    /**
     * Changes a game's switches; answers it before and after, or null for an unknown game. Switched
     * off, it is withdrawn (every list and launch leave it); switched on, it comes back.
     */
    async change(gameId: string, change: OpsGameChange) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(row).from(games).where(eq(games.gameId, gameId)).for('update');
        if (!before) return null;
        const hot = change.hot ?? before.isHot;
        const [after] = await tx
          .update(games)
          .set({
            ...(change.shown === undefined
              ? {}
              : {
                  disabled: !change.shown,
                  withdrawnAt: change.shown ? null : sql`coalesce(${games.withdrawnAt}, now())`,
                }),
            isHot: hot,
            // A game no longer hot leaves the hot list's order too.
            hotRank: hot ? (change.hotRank !== undefined ? change.hotRank : before.hotRank) : null,
            ...(change.isNew === undefined ? {} : { isNew: change.isNew }),
            ...(change.sort === undefined ? {} : { sort: change.sort }),
          })
          .where(eq(games.gameId, gameId))
          .returning(row);
        // The row was locked above: the update finds it.
        return after ? { before: view(before), after: view(after) } : null;
      });
    },
  };
}
export type CatalogueAdminRepo = ReturnType<typeof catalogueAdminRepo>;
