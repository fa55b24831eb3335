import type { Cache } from '../adapters/cache';
import type { Database, Db } from './database';

/**
 * Shared data whose reads may lag: the game catalogue (every brand's), or one brand's content
 * (banners, announcements, promotions, help).
 */
export type SharedData = 'catalogue' | `content:${string}`;

/**
 * Where reads go when there are streaming replicas (DATABASE_REPLICA_URLS). The rule:
 * - A member's own data (account, balance and ledger, favourites, recent games, records, read
 *   marks, applications) and anything in a transaction or about money always read from the
 *   primary, so a member never sees their own write undone: repositories take `db` for those.
 * - Shared data (the catalogue, a brand's content) reads from a replica, the replicas in turn,
 *   through `shared(...)`: it is the same for everyone, and a few seconds late is fine.
 * - Except right after it changed: a write of shared data through a repository calls `wrote(...)`,
 *   which keeps that data's reads on the primary for DATABASE_REPLICA_WINDOW_SECONDS, in the shared
 *   cache so every instance knows; the operator who added an announcement sees it at once.
 *   Catalogue syncs of the provider and SQL by hand show within the replicas' lag instead.
 * Without replicas every read is the primary's and the cache is never asked.
 */
export interface ReadRouting {
  /** The database a read of this shared data goes to now. */
  shared(data: SharedData): Promise<Db>;
  /** This shared data just changed: its reads stay on the primary for the window. */
  wrote(data: SharedData): Promise<void>;
}

/** Every read on the one database: PGlite, a PostgreSQL without replicas, repositories in tests. */
export const primaryOnly = (db: Db): ReadRouting => ({
  shared: async () => db,
  wrote: async () => {},
});

const pinKey = (data: SharedData) => `read-primary:${data}`;

export function readRouting(database: Database, cache: Cache, windowSeconds: number): ReadRouting {
  const { replicas } = database;
  if (replicas.length === 0) return primaryOnly(database.db);
  let turn = 0;
  return {
    async shared(data) {
      // A cache that cannot answer leaves the read on the primary: late never beats slow.
      const pinned = await cache.get<1>(pinKey(data)).catch(() => 1);
      if (pinned) return database.db;
      turn = (turn + 1) % replicas.length;
      return replicas[turn] ?? database.db;
    },
    async wrote(data) {
      await cache.set(pinKey(data), 1, windowSeconds);
    },
  };
}
