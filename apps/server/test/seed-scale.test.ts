import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { seedScale } from '../src/seed/scale';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const one = async <T>(t: { runtime: { database: { db: unknown } } }, query: ReturnType<typeof sql>) =>
  (
    (await (t.runtime.database.db as { execute: (q: unknown) => Promise<unknown> }).execute(query)) as {
      rows: T[];
    }
  ).rows[0] as T;

describe.each(TEST_DATABASES)('the demo data grown for the growth benchmark on $name', (database) => {
  const t = useTestApp(database);

  it('grows catalogue, members, ledger and bets twice over, consistently, once', async () => {
    const count = (table: string) =>
      one<{ n: number }>(t, sql`select count(*)::int as n from ${sql.identifier(table)}`).then((r) => r.n);
    const gamesBefore = await count('games');
    expect(await seedScale(t.runtime.database.db, 'DEMO', 2)).toBe(true);
    expect(await seedScale(t.runtime.database.db, 'DEMO', 2)).toBe(false);
    expect(await count('games')).toBe(2 * gamesBefore);
    expect((await one<{ n: number }>(t, sql`select count(*)::int as n from members where id like 'load-%'`)).n).toBe(
      2_000,
    );
    expect(
      (await one<{ n: number }>(t, sql`select count(*)::int as n from game_rounds where id like 'load-%'`)).n,
    ).toBe(64_000);
    // Double entry: every transaction sums to zero; each wallet is its member's last balance.
    expect(
      (
        await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from (select transaction_id from ledger_entries group by 1 having sum(amount_minor) <> 0) x`,
        )
      ).n,
    ).toBe(0);
    expect(
      (
        await one<{ n: number }>(
          t,
          sql`select count(*)::int as n from wallets w where w.member_id like 'load-%' and w.balance_minor <> (
                select sum(e.amount_minor) from ledger_entries e where e.account = 'member:' || w.member_id)`,
        )
      ).n,
    ).toBe(0);

    // The grown data reads through the API like any other: a member's records and the lists.
    await t.runtime.database.db.execute(
      sql`update members set password_hash = ${await hashPassword('Load-pass-01')} where id = 'load-7'`,
    );
    const api = apiClient(t, '10.61.0.1');
    const token = (await api.login({ username: 'load7', password: 'Load-pass-01' })).json().value.token as string;
    const orders = (await api.get('/lgw/orders?pageNo=1&pageSize=20', { Authorization: token })).json();
    expect(orders.value.totalCount).toBe(32);
    expect((await api.get('/wps/v2/wallets/balance', { Authorization: token })).json().value.balanceMinor).toBe(
      100_000 - 32 * 100 + 16 * 190,
    );
    const list = (await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=36')).json();
    expect(list.value.totalCount).toBeGreaterThan(1_000);
  });
});
