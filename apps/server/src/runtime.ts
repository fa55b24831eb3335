import { sql } from 'drizzle-orm';
import { openCache, type Cache } from './adapters/cache';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { seedScale } from './seed/scale';
import { seedDemo } from './seed/seed';

export interface Runtime {
  database: Database;
  cache: Cache;
  close(): Promise<void>;
}

/** Opens the database (migrated, demo brand seeded on first start) and the cache. */
export async function openRuntime(config: Config, log: (msg: string) => void = () => {}): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    dataDir: config.DATA_DIR,
    onConnectionLost: (err) => log(`database connection lost: ${err.message}`),
  });
  try {
    // Instances started together migrate and seed one after another, never at once.
    const seeded = await database.alone(async () => {
      const migrated = await database.migrate();
      const demo = await seedDemo(database.db, config.DEFAULT_MERCHANT, { popups: !config.DEMO_WITHOUT_POPUPS });
      const grew = await seedScale(database.db, config.DEFAULT_MERCHANT, config.SEED_SCALE);
      if (grew) log(`grew the demo data ${config.SEED_SCALE} times`);
      // The planner's statistics: PGlite has no autovacuum to gather them, and PostgreSQL's comes
      // later than the first requests after a seed or a migration (a rewritten table has none).
      // Without them a list query was planned for one row and ran its offer lookup once per game.
      if (database.kind === 'pglite' || migrated || demo || grew) await database.db.execute(sql`analyze`);
      return demo;
    });
    log(
      seeded ? `seeded demo brand ${config.DEFAULT_MERCHANT}` : `demo brand ${config.DEFAULT_MERCHANT} already present`,
    );
    const cache = await openCache(config.REDIS_URL, config.REDIS_KEY_PREFIX);
    return {
      database,
      cache,
      async close() {
        await cache.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
