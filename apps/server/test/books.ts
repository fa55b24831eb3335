// The ledger's books, checked after money moves, and a payment provider's callback delivered as it would be.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { ledgerEntries, wallets } from '../src/db/schema';

/** Every wallet equals its member's entries, and all entries sum to zero. */
export async function expectReconciled(db: Db) {
  const [sum] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number) })
    .from(ledgerEntries);
  expect(sum!.total).toBe(0);
  const drift = await db.execute(sql`
    select w.member_id from ${wallets} w
    left join ${ledgerEntries} e on e.account = 'member:' || w.member_id
    group by w.member_id, w.balance_minor
    having w.balance_minor <> coalesce(sum(e.amount_minor), 0)`);
  expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
}
