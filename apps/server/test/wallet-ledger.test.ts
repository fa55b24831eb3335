import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositAccount, houseAccount, ledgerRepo, memberAccount } from '../src/db/repositories/ledger-repo';
import { ledgerEntries, ledgerTransactions, members, wallets } from '../src/db/schema';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const MERCHANT = 'DEMO';

describe.each(TEST_DATABASES)('wallet ledger under concurrency on $name', (database) => {
  const t = useTestApp(database);

  async function newMember(id: string) {
    await t.runtime.database.db
      .insert(members)
      .values({ id, merchantCode: MERCHANT, username: id, passwordHash: 'not-a-login' });
    return id;
  }

  it('takes 1,200 concurrent bets and deposits at one wallet: balanced journal, no double apply, never below zero', async () => {
    const db = t.runtime.database.db;
    const ledger = ledgerRepo(db);
    const memberId = await newMember('ledger-concurrency');
    await ledger.postAlone({
      merchantCode: MERCHANT,
      memberId,
      idempotencyKey: 'opening',
      kind: 'deposit',
      amountMinor: 5_000,
      counterAccount: depositAccount(MERCHANT),
    });

    // 800 bets of 1.00 to 9.00 and 400 deposits of 2.00, each key sent twice or three times at once:
    // far more bets than the money can cover at times, so some must be refused.
    const movements = Array.from({ length: 1_200 }, (_, i) =>
      i % 3 === 2
        ? {
            idempotencyKey: `dep-${i}`,
            kind: 'deposit' as const,
            amountMinor: 200,
            counterAccount: depositAccount(MERCHANT),
          }
        : {
            idempotencyKey: `bet-${i}`,
            kind: 'bet' as const,
            amountMinor: -100 * (1 + (i % 9)),
            counterAccount: houseAccount(MERCHANT),
          },
    );
    const sends = movements.flatMap((m, i) => Array.from({ length: 2 + (i % 2) }, () => m));
    // Shuffled deterministically, so repeats of a key do not arrive side by side.
    sends.sort(
      (a, b) =>
        ((a.idempotencyKey.length * 7919 + a.amountMinor) % 13) -
        ((b.idempotencyKey.length * 7919 + b.amountMinor) % 13),
    );
    const results = await Promise.allSettled(
      sends.map((m) => ledger.postAlone({ merchantCode: MERCHANT, memberId, ...m })),
    );

    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) expect((r.reason as { code?: string }).code).toBe('wallet.insufficient');
    const applied = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed).length;

    // Each key was applied at most once.
    const txns = await db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.memberId, memberId));
    expect(new Set(txns.map((x) => x.key)).size).toBe(txns.length);
    expect(txns.length).toBe(applied + 1);
    // Every key sent is either applied or was refused every time (money ran out when it came).
    const appliedKeys = new Set(txns.map((x) => x.key));
    for (const m of movements) {
      const outcomes = results.filter((_, i) => sends[i]!.idempotencyKey === m.idempotencyKey);
      if (!appliedKeys.has(m.idempotencyKey)) expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(appliedKeys.size).toBeGreaterThan(400);

    // Double entry: every transaction's entries sum to zero.
    const unbalanced = await db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountMinor}) <> 0 or count(*) <> 2`);
    expect(unbalanced).toHaveLength(0);
    // The balance equals the sum of the member's entries, and no entry left it below zero.
    const [wallet] = await db.select().from(wallets).where(eq(wallets.memberId, memberId));
    const [sum] = await db
      .select({
        total: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number),
        lowest: sql<number>`min(${ledgerEntries.balanceAfterMinor})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, memberAccount(memberId)));
    expect(wallet!.balanceMinor).toBe(sum!.total);
    expect(sum!.lowest).toBeGreaterThanOrEqual(0);
    expect(wallet!.balanceMinor).toBe(5_000 + (await appliedTotal()));

    async function appliedTotal() {
      const rows = await db
        .select({ amount: ledgerTransactions.amountMinor, key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.memberId, memberId));
      return rows.filter((r) => r.key !== 'opening').reduce((s, r) => s + r.amount, 0);
    }
  }, 120_000);

  it('makes a new member’s wallet with the first movements, however many arrive at once; a first bet is refused', async () => {
    const db = t.runtime.database.db;
    const ledger = ledgerRepo(db);
    const memberId = await newMember('ledger-first-moves');
    await expect(
      ledger.postAlone({
        merchantCode: MERCHANT,
        memberId,
        idempotencyKey: 'first-bet',
        kind: 'bet',
        amountMinor: -100,
        counterAccount: houseAccount(MERCHANT),
      }),
    ).rejects.toMatchObject({ code: 'wallet.insufficient' });
    const deposits = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ledger.postAlone({
          merchantCode: MERCHANT,
          memberId,
          idempotencyKey: `first-${i}`,
          kind: 'deposit',
          amountMinor: 150,
          counterAccount: depositAccount(MERCHANT),
        }),
      ),
    );
    expect(deposits.filter((d) => d.status === 'rejected')).toEqual([]);
    expect(await ledger.balance(memberId)).toBe(3_000);
    expect(await db.select().from(wallets).where(eq(wallets.memberId, memberId))).toHaveLength(1);
  });

  it('answers a repeated key with the first result, refuses the key for another movement, and keeps the journal append-only', async () => {
    const db = t.runtime.database.db;
    const ledger = ledgerRepo(db);
    const memberId = await newMember('ledger-replay');
    // Keys are unique per brand: this test's keys must not be ones the concurrency test may have applied.
    const deposit = {
      merchantCode: MERCHANT,
      memberId,
      idempotencyKey: 'replay-dep-1',
      kind: 'deposit' as const,
      amountMinor: 1_000,
      counterAccount: depositAccount(MERCHANT),
    };
    const first = await ledger.postAlone(deposit);
    const again = await ledger.postAlone(deposit);
    expect(again).toEqual({ ...first, replayed: true });
    await expect(ledger.postAlone({ ...deposit, amountMinor: 2_000 })).rejects.toMatchObject({
      code: 'request.conflict',
    });
    await expect(
      ledger.postAlone({
        ...deposit,
        idempotencyKey: 'replay-bet-1',
        kind: 'bet',
        amountMinor: -1_001,
        counterAccount: houseAccount(MERCHANT),
      }),
    ).rejects.toMatchObject({
      code: 'wallet.insufficient',
    });
    expect(await ledger.balance(memberId)).toBe(1_000);
    // A refused movement leaves no trace.
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.memberId, memberId))).toHaveLength(1);
    await expect(
      db.update(ledgerEntries).set({ amountMinor: 5 }).where(eq(ledgerEntries.transactionId, first.transactionId)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, first.transactionId))).rejects.toThrow();
    // The CHECK constraint stands behind the conditional update.
    await expect(db.update(wallets).set({ balanceMinor: -1 }).where(eq(wallets.memberId, memberId))).rejects.toThrow();
  });
});
