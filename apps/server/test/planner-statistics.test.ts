import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { TEST_DATABASES, testConfig } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('planner statistics after a start on $name', (database) => {
  const t = useTestApp(database);

  it('are gathered for the catalogue, so lists are planned for its real size', async () => {
    const { rows } = (await t.runtime.database.db.execute(
      sql`select reltuples::float8 as tuples from pg_class where relname = 'games'`,
    )) as unknown as { rows: { tuples: number }[] };
    // -1 means never analyzed (PGlite has no autovacuum to do it).
    expect(rows[0]!.tuples).toBeGreaterThan(500);
  });
});

describe.each(TEST_DATABASES)('migrations on $name', (database) => {
  const t = useTestApp(database);

  it('on an empty database apply every one and say so', async () => {
    const created = await database.create();
    const config = testConfig(created.env);
    const fresh = await openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: 2, dataDir: config.DATA_DIR });
    try {
      expect(await fresh.migrate()).toBe(true);
      expect(await fresh.migrate()).toBe(false);
    } finally {
      await fresh.close();
      await created.drop();
    }
  });

  it('tell whether they applied anything, so a start after an upgrade gathers statistics again', async () => {
    // The harness's start migrated already: nothing is left to apply.
    expect(await t.runtime.database.migrate()).toBe(false);
    const { rows } = (await t.runtime.database.db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'games' and attname = 'name_search_en'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });
});
