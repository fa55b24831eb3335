import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPENED_DATABASES } from './opened-databases';

/** One connection, so every query shares its prepared statements. */
const DATABASES = OPENED_DATABASES.map(({ name, open }) => ({ name, open: () => open({ poolSize: 1 }) }));

describe.each(DATABASES)('statements on $name', ({ open }) => {
  async function memory() {
    const { database, drop } = await open();
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    return {
      database,
      rows,
      prepared: async () => rows<{ statement: string }>(sql`select statement from pg_prepared_statements`),
      async close() {
        await database.close();
        await drop();
      },
    };
  }

  it('are prepared once and answer each call, side by side, with its own values', async () => {
    const c = await memory();
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, n) => c.rows<{ sum: number }>(sql`select ${n}::int + 1 as sum`)),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, (_, n) => [{ sum: n + 1 }]));
      expect((await c.prepared()).filter((s) => s.statement.includes('+ 1 as sum'))).toHaveLength(1);
      await c.rows(sql`select 42 as answer`);
      expect((await c.prepared()).some((s) => s.statement.includes('42 as answer'))).toBe(false);
    } finally {
      await c.close();
    }
  });

  it('carry nulls, arrays, JSON and dates both ways, and writes and their errors as before', async () => {
    const c = await memory();
    try {
      await c.rows(sql`create table kept (id text primary key, tags text[], doc jsonb, at timestamptz, n int)`);
      const at = new Date('2026-12-02T08:00:00.000Z');
      const insert = (id: string) =>
        c.rows(
          sql`insert into kept values (${id}, ${sql.param(['a', 'b'])}::text[], ${JSON.stringify({ k: [1, 'x'] })}::jsonb, ${at}, ${null}) returning id`,
        );
      expect(await insert('one')).toEqual([{ id: 'one' }]);
      await expect(insert('one')).rejects.toMatchObject({ cause: { code: '23505' } });
      const [row] = await c.rows<{ tags: string[]; doc: unknown; at: string; n: null }>(
        sql`select tags, doc, at, n from kept where id = ${'one'}`,
      );
      expect(row).toMatchObject({ tags: ['a', 'b'], doc: { k: [1, 'x'] }, n: null });
      expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
      // A transaction still sees and undoes its own writes.
      await c.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into kept (id) values (${'two'})`);
          throw new Error('undo');
        })
        .catch(() => {});
      expect(await c.rows(sql`select id from kept where id = ${'two'}`)).toEqual([]);
    } finally {
      await c.close();
    }
  });

  it('run again after the table changed under a prepared statement, and after one failed to parse', async () => {
    const c = await memory();
    try {
      const all = () => c.rows(sql`select * from changing where ${1} = 1`);
      await expect(all()).rejects.toThrow(/changing/);
      await c.rows(sql`create table changing (x int)`);
      await c.rows(sql`insert into changing values (${1})`);
      expect(await all()).toEqual([{ x: 1 }]);
      await c.rows(sql`alter table changing add column y int default 2`);
      expect(await all()).toEqual([{ x: 1, y: 2 }]);
      expect(await all()).toEqual([{ x: 1, y: 2 }]);
    } finally {
      await c.close();
    }
  });

  it('stay bounded: texts past the cap still run, unprepared', async () => {
    const c = await memory();
    try {
      for (let i = 0; i < 300; i++)
        expect(await c.rows(sql`select ${i}::int as v, ${sql.raw(String(i))} as shape`)).toEqual([{ v: i, shape: i }]);
      expect((await c.prepared()).length).toBeLessThanOrEqual(256);
    } finally {
      await c.close();
    }
  });
});
