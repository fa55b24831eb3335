import { sql } from 'drizzle-orm';
import { openCache, type Cache } from './adapters/cache';
import { openEventBus, type EventBus } from './adapters/event-bus';
import { redisTargetOf } from './adapters/redis-client';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { seedDemoOperator } from './seed/demo-operator';
import { seedScale } from './seed/scale';
import { seedDemo } from './seed/seed';

export interface Runtime {
  database: Database;
  cache: Cache;
  /** What instances tell each other (ledger moves, revoked sessions, brand changes): the push channel's source. */
  events: EventBus;
  close(): Promise<void>;
}

/** Opens the database (migrated, demo brand seeded on first start), the cache and the event bus. */
export async function openRuntime(config: Config, log: (msg: string) => void = () => {}): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    replicaUrls: config.DATABASE_REPLICA_URLS,
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
      await seedDemoOperator(database.db, config, log);
      // The planner's statistics: PGlite has no autovacuum to gather them, and PostgreSQL's comes
      // later than the first requests after a seed or a migration (a rewritten table has none).
      // Without them a list query was planned for one row and ran its offer lookup once per game.
      if (database.kind === 'pglite' || migrated || demo || grew) await database.db.execute(sql`analyze`);
      return demo;
    });
    log(
      seeded ? `seeded demo brand ${config.DEFAULT_MERCHANT}` : `demo brand ${config.DEFAULT_MERCHANT} already present`,
    );
    const redis = redisTargetOf(config);
    const cache = await openCache(redis, config.REDIS_KEY_PREFIX);
    const events = await openEventBus({
      redis,
      redisPrefix: config.REDIS_KEY_PREFIX,
      databaseUrl: config.DATABASE_URL,
      onError: (err) => log(`event bus: ${err.message}`),
    }).catch(async (err: unknown) => {
      await cache.close();
      throw err;
    });
    return {
      database,
      cache,
      events,
      async close() {
        await events.close();
        await cache.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
