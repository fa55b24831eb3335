import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { lean } from '../src/db/lean-prepared';
import { OPENED_DATABASES } from './opened-databases';

const owners = pgTable('lean_owners', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  bornAt: timestamp('born_at', { withTimezone: true }).notNull(),
  leftAt: timestamp('left_at', { withTimezone: true }),
});
const things = pgTable('lean_things', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id'),
  doc: jsonb('doc').$type<{ tags: string[] }>(),
  weight: bigint('weight', { mode: 'number' }).notNull(),
  kept: boolean('kept').notNull(),
});

describe.each(OPENED_DATABASES)('lean prepared queries on $name', ({ open }) => {
  it('answer the rows drizzle answers: columns, whole tables, expressions with their decoders, nulls', async () => {
    const { database, drop } = await open();
    const { db } = database;
    try {
      await db.execute(
        sql`create table lean_owners (id text primary key, name text not null, born_at timestamptz not null, left_at timestamptz)`,
      );
      await db.execute(
        sql`create table lean_things (id text primary key, owner_id text, doc jsonb, weight bigint not null, kept boolean not null)`,
      );
      await db.insert(owners).values([
        { id: 'o1', name: 'Ann "quoted" 名字', bornAt: new Date('2001-02-03T04:05:06.789Z'), leftAt: null },
        {
          id: 'o2',
          name: 'Bo',
          bornAt: new Date('1999-12-31T23:59:59.000Z'),
          leftAt: new Date('2026-01-01T00:00:00Z'),
        },
      ]);
      await db.insert(things).values([
        { id: 't1', ownerId: 'o1', doc: { tags: ['a', 'b'] }, weight: 2 ** 40, kept: true },
        { id: 't2', ownerId: 'o2', doc: null, weight: -3, kept: false },
        { id: 't3', ownerId: null, doc: { tags: [] }, weight: 0, kept: true },
      ]);
      const p = sql.placeholder;
      const flat = db
        .select({
          id: things.id,
          doc: things.doc,
          weight: things.weight,
          kept: things.kept,
          doubled: sql<number>`${things.weight} * 2`.mapWith(Number),
          label: sql<string>`upper(${things.id})`,
        })
        .from(things)
        .where(sql`${things.weight} >= ${p('least')}`)
        .orderBy(things.id)
        .prepare('lean_test_flat');
      const nested = db
        .select({
          thing: things,
          owner: owners,
          since: sql<number>`extract(year from ${owners.bornAt})`.mapWith(Number),
        })
        .from(things)
        .innerJoin(owners, eq(owners.id, things.ownerId))
        .where(eq(owners.id, p('owner')))
        .prepare('lean_test_nested');

      for (const least of [-10, 0, 10 ** 12])
        expect(await lean(flat).execute({ least })).toEqual(await flat.execute({ least }));
      for (const owner of ['o1', 'o2', 'none']) {
        const mine = await lean(nested).execute({ owner });
        expect(mine).toEqual(await nested.execute({ owner }));
        for (const row of mine) expect(row.owner.bornAt).toBeInstanceOf(Date);
      }
      expect((await lean(nested).execute({ owner: 'o2' }))[0]?.owner.leftAt?.toISOString()).toBe(
        '2026-01-01T00:00:00.000Z',
      );
    } finally {
      await database.close();
      await drop();
    }
  });

  it('leave an outer join to drizzle, which answers a missing side as null', async () => {
    const { database, drop } = await open();
    try {
      const outer = database.db
        .select({ thing: things, owner: owners })
        .from(things)
        .leftJoin(owners, eq(owners.id, things.ownerId))
        .prepare('lean_test_outer');
      expect(lean(outer)).toBe(outer);
    } finally {
      await database.close();
      await drop();
    }
  });
});
