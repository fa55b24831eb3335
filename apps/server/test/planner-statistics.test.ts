import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
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
