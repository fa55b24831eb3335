import { mkdirSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { MIGRATIONS_DIR } from '../paths';
import { servePglite, type ServedPglite } from './pglite-server';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';

/** Any fixed number, the same in every instance: the advisory lock of startup work. */
const STARTUP_LOCK = 0x10bb7;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Streaming replicas of the primary (DATABASE_REPLICA_URLS), for reads that tolerate lag:
   * src/db/read-routing.ts decides which reads. Empty with none, and always with PGlite.
   */
  replicas: Db[];
  /** Applies pending migrations (idempotent); true when there were any. */
  migrate(): Promise<boolean>;
  /**
   * Runs `work` as the only instance doing so (migrations and the first seed): PostgreSQL holds a
   * session advisory lock meanwhile, so instances started together take turns; PGlite has one
   * process per data folder anyway.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs the migrator, telling whether it applied anything (drizzle notes each migration it applies). */
async function countingApplied(db: Db, migrate: () => Promise<void>): Promise<boolean> {
  const count = async (query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const applied = async () =>
    (await count(
      sql`select count(*)::int as n from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
    ))
      ? count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
      : 0;
  const before = await applied();
  await migrate();
  return (await applied()) > before;
}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it, so it is
 * refused with a clear message (a lock beside the folder; one whose holder died is taken over after 15 s).
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    // A late refresh (a long pause of this process) must not stop a running server: carry on.
    // Retries outlast `stale`: a restart right after a crash (kill -9) waits for the dead lock, not an error.
    return await lockfile.lock(dataDir, {
      stale: 15_000,
      update: 5_000,
      realpath: false,
      retries: { retries: 6, factor: 1, minTimeout: 3_000 },
      onCompromised: () => {},
    });
  } catch (err) {
    if ((err as { code?: string }).code !== 'ELOCKED') throw err;
    throw new Error(
      `The PGlite data folder ${dataDir} is in use by another server. Several instances need PostgreSQL (DATABASE_URL).`,
    );
  }
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory for memory://). */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  /** PostgreSQL connections at most (default 10). */
  poolSize?: number;
  dataDir: string;
  /** PostgreSQL streaming replicas of `databaseUrl`, a pool of `poolSize` each. */
  replicaUrls?: string[];
  /** An idle PostgreSQL connection broke (restart, failover); the pool opens another when needed. */
  onConnectionLost?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const openPool = (connectionString: string) => {
      const pool = new pg.Pool({ connectionString, max: opts.poolSize ?? 10 });
      // Without a listener the pool's 'error' event would end the process.
      pool.on('error', (err) => opts.onConnectionLost?.(err));
      pool.on('connect', cacheStatements);
      return pool;
    };
    const pool = openPool(opts.databaseUrl);
    const replicaPools = (opts.replicaUrls ?? []).map(openPool);
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      replicas: replicaPools.map((replica) => drizzlePg(replica, { schema }) as unknown as Db),
      migrate: () => countingApplied(db, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
      async alone(work) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      async close() {
        await Promise.all([pool, ...replicaPools].map((p) => p.end()));
      },
    };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataDir(opts.dataDir);
  let served: ServedPglite;
  try {
    served = await servePglite(inMemory ? undefined : opts.dataDir);
  } catch (err) {
    await unlock();
    throw err;
  }
  // PGlite is one session: one connection, kept open (a new one would find the last one's
  // prepared statements, so each connection starts by dropping them).
  const pool = new pg.Pool({ ...served.connection, max: 1, idleTimeoutMillis: 0 });
  pool.on('error', (err) => opts.onConnectionLost?.(err));
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch(() => {});
    cacheStatements(client);
  });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    replicas: [],
    migrate: () => countingApplied(db, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
    // The folder's lock already makes this process its only writer (and an advisory lock would
    // hold the one connection that the work needs).
    alone: (work) => work(),
    async close() {
      await pool.end();
      await served.close();
      await unlock();
    },
  };
}
