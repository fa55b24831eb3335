import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { TEST_DATABASES } from './databases';

describe('the PostgreSQL pool size', () => {
  it('is 10 unless DATABASE_POOL_SIZE says otherwise, and at least 1', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
  it.skipIf(!postgres)('bounds the connections one instance opens', async () => {
    const { env, drop } = await postgres!.create();
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2, dataDir: 'unused' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
      );
      const pids = new Set(answers.map((a) => (a as unknown as { rows: { pid: number }[] }).rows[0]!.pid));
      expect(pids.size).toBe(2);
    } finally {
      await database.close();
      await drop();
    }
  });
});
