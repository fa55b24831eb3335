import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { TEST_DATABASES } from './databases';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('statements on PostgreSQL', () => {
  /** One connection, so every query below shares its prepared statements. */
  async function oneConnection() {
    const { env, drop } = await postgres!.create();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1, dataDir: 'unused' });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    return {
      rows,
      prepared: async () =>
        rows<{ name: string; statement: string }>(sql`select name, statement from pg_prepared_statements`),
      async close() {
        await database.close();
        await drop();
      },
    };
  }

  it('are prepared once per connection and answer with each call’s own values', async () => {
    const c = await oneConnection();
    try {
      for (const n of [1, 2, 3]) expect(await c.rows(sql`select ${n}::int + 1 as sum`)).toEqual([{ sum: n + 1 }]);
      const same = (await c.prepared()).filter((s) => s.statement.includes('+ 1 as sum'));
      expect(same).toHaveLength(1);
      // A statement without parameters is sent as it is.
      await c.rows(sql`select 42 as answer`);
      expect((await c.prepared()).some((s) => s.statement.includes('42 as answer'))).toBe(false);
    } finally {
      await c.close();
    }
  });

  it('stay bounded: texts past the cap still run, unprepared', async () => {
    const c = await oneConnection();
    try {
      for (let i = 0; i < 300; i++) {
        expect(await c.rows(sql`select ${i}::int as v, ${sql.raw(String(i))} as shape`)).toEqual([{ v: i, shape: i }]);
      }
      expect((await c.prepared()).length).toBeLessThanOrEqual(256);
    } finally {
      await c.close();
    }
  });

  it('survive a statement that fails to parse: the next one of that text is prepared anew', async () => {
    const c = await oneConnection();
    try {
      const count = () => c.rows(sql`select count(*)::int + ${0} as n from late_table`);
      await expect(count()).rejects.toThrow(/late_table/);
      await c.rows(sql`create table late_table (x int)`);
      expect(await count()).toEqual([{ n: 0 }]);
    } finally {
      await c.close();
    }
  });
});
