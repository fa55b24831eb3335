import { randomUUID } from 'node:crypto';
import type { Deposit } from '@lobby/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { Db } from '../database';
import { lean } from '../lean-prepared';
import { ledgerEntries, ledgerTransactions, wallets } from '../schema';

/** A database transaction: money moves only inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Brand accounts on the other side of a member's movements. */
export const houseAccount = (merchantCode: string) => `house:${merchantCode}`;
export const depositAccount = (merchantCode: string) => `deposit:${merchantCode}`;
export const bonusAccount = (merchantCode: string) => `bonus:${merchantCode}`;
export const withdrawAccount = (merchantCode: string) => `withdraw:${merchantCode}`;
/** The payment methods' fees members paid on deposits and withdrawals (what the provider keeps). */
export const feeAccount = (merchantCode: string) => `fee:${merchantCode}`;
export const freePlayAccount = (merchantCode: string) => `freeplay:${merchantCode}`;
/** Salaries and dividends the brand pays its agents' contracts. */
export const commissionAccount = (merchantCode: string) => `commission:${merchantCode}`;
/** A game provider's side of its players' bets and wins, per brand. */
export const providerAccount = (merchantCode: string, providerCode: string) =>
  `provider:${merchantCode}:${providerCode}`;
/** A payment provider's side of the deposits it took for a brand. */
export const paymentAccount = (merchantCode: string, providerCode: string) => `payment:${merchantCode}:${providerCode}`;
export const memberAccount = (memberId: string) => `member:${memberId}`;

export interface Movement {
  merchantCode: string;
  memberId: string;
  /** The client's (or the server's own, e.g. `payout:{roundId}`) name for this movement. */
  idempotencyKey: string;
  kind: 'deposit' | 'withdraw' | 'fee' | 'bet' | 'payout' | 'bonus' | 'salary' | 'dividend';
  /** What it does to the member's wallet: negative takes money out. */
  amountMinor: number;
  /** The brand account that takes the other side. */
  counterAccount: string;
}

export interface Posted {
  transactionId: string;
  balanceAfterMinor: number;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

/** A member's wallet that a committed transaction moved. */
export interface MovedWallet {
  merchantCode: string;
  memberId: string;
}

/**
 * The wallet ledger (DESIGN.md section 4): each movement is one transaction row (unique per
 * idempotency key) with two journal entries summing to zero, and the member's running balance
 * moved by one conditional UPDATE, which the database serializes per wallet: no lost update, and
 * the balance cannot go below zero (the WHERE clause, and a CHECK constraint behind it).
 */
export function ledgerRepo(db: Db, onCommitted: (moved: MovedWallet[]) => void = () => {}) {
  // The balance is read on every screen of a member's: built and planned once.
  const balanceQuery = lean(
    db
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, sql.placeholder('memberId')))
      .prepare('wallet_balance'),
  );
  // The wallets each open transaction moved, told once it commits (a rolled-back move never is).
  const movedIn = new WeakMap<Tx, Map<string, MovedWallet>>();
  async function committing<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const moved = new Map<string, MovedWallet>();
    const result = await db.transaction((tx) => {
      movedIn.set(tx, moved);
      return work(tx);
    });
    if (moved.size) onCommitted([...moved.values()]);
    return result;
  }

  async function replay(tx: Tx, movement: Movement): Promise<Posted> {
    const [row] = await tx
      .select({
        id: ledgerTransactions.id,
        memberId: ledgerTransactions.memberId,
        kind: ledgerTransactions.kind,
        amountMinor: ledgerTransactions.amountMinor,
        balanceAfterMinor: ledgerEntries.balanceAfterMinor,
      })
      .from(ledgerTransactions)
      .innerJoin(
        ledgerEntries,
        and(
          eq(ledgerEntries.transactionId, ledgerTransactions.id),
          eq(ledgerEntries.account, memberAccount(movement.memberId)),
        ),
      )
      .where(
        and(
          eq(ledgerTransactions.merchantCode, movement.merchantCode),
          eq(ledgerTransactions.idempotencyKey, movement.idempotencyKey),
        ),
      );
    // The same key for another movement is the client's mistake, not a replay.
    if (
      !row ||
      row.memberId !== movement.memberId ||
      row.kind !== movement.kind ||
      row.amountMinor !== movement.amountMinor
    ) {
      throw new AppError('request.conflict', 409);
    }
    return { transactionId: row.id, balanceAfterMinor: row.balanceAfterMinor ?? 0, replayed: true };
  }

  return {
    /** Applies a movement inside `tx` once per key; 'wallet.insufficient' when it would overdraw. */
    async post(tx: Tx, movement: Movement): Promise<Posted> {
      const { merchantCode, memberId, idempotencyKey, kind, amountMinor, counterAccount } = movement;
      if (!Number.isSafeInteger(amountMinor)) throw new AppError('wallet.amount');
      const id = randomUUID();
      // The wallet moved by the conditional UPDATE and both journal entries, as data-modifying CTEs;
      // `when` holds the move back (until the transaction row is in).
      const moveAndJournal = (when: SQL) => sql`
        moved as (
          update ${wallets} set balance_minor = balance_minor + ${amountMinor}::bigint, updated_at = now()
          where member_id = ${memberId} and balance_minor + ${amountMinor}::bigint >= 0 and ${when}
          returning balance_minor
        ), journal as (
          insert into ${ledgerEntries} (transaction_id, account, amount_minor, balance_after_minor)
          select ${id}::text, ${memberAccount(memberId)}::text, ${amountMinor}::bigint, balance_minor from moved
          union all
          select ${id}::text, ${counterAccount}::text, ${-amountMinor}::bigint, null::bigint from moved
        )`;
      type Answer = { rows: { posted?: number; balance: string | number | bigint | null }[] };
      // Stamped with the clock, not the transaction's start, and after the member's last movement
      // (an embedded database's clock may tick in milliseconds): two movements of one transaction
      // (a deposit and its fee) keep their order in the records.
      // The usual movement in one round trip: the transaction row (once per key) with the move and
      // its journal. Every bet and payout paid three round trips for this before.
      const [row] = (
        (await tx.execute(sql`
        with posted as (
          insert into ${ledgerTransactions} (id, merchant_code, idempotency_key, kind, member_id, amount_minor, created_at)
          values (${id}, ${merchantCode}, ${idempotencyKey}, ${kind}, ${memberId}, ${amountMinor}, greatest(
            clock_timestamp(),
            (select max(created_at) + interval '1 microsecond' from ${ledgerTransactions} where member_id = ${memberId})
          ))
          on conflict (merchant_code, idempotency_key) do nothing
          returning id
        ), ${moveAndJournal(sql`exists (select 1 from posted)`)}
        select (select count(*) from posted)::int as posted, (select balance_minor from moved) as balance`)) as unknown as Answer
      ).rows;
      if (!row || Number(row.posted) === 0) return replay(tx, movement);

      let balance = row.balance;
      if (balance === null) {
        // Not moved: the member has no wallet yet (the first movement makes it), or not the money.
        await tx.insert(wallets).values({ memberId, merchantCode }).onConflictDoNothing();
        const [again] = (
          (await tx.execute(sql`
          with ${moveAndJournal(sql`true`)}
          select (select balance_minor from moved) as balance`)) as unknown as Answer
        ).rows;
        balance = again?.balance ?? null;
      }
      if (balance === null) throw new AppError('wallet.insufficient', 409);
      movedIn.get(tx)?.set(memberId, { merchantCode, memberId });
      return { transactionId: id, balanceAfterMinor: Number(balance), replayed: false };
    },

    /** A movement on its own: one transaction of its own. */
    async postAlone(movement: Movement): Promise<Posted> {
      return committing((tx) => this.post(tx, movement));
    },

    /** Inside a transaction pass `tx`: PGlite runs a query of `db` only after the transaction ends. */
    async balance(memberId: string, executor: Db | Tx = db): Promise<number> {
      const [row] =
        executor === db
          ? await balanceQuery.execute({ memberId })
          : await executor
              .select({ balanceMinor: wallets.balanceMinor })
              .from(wallets)
              .where(eq(wallets.memberId, memberId));
      return row?.balanceMinor ?? 0;
    },

    /** What a member has staked in all (their bets, minor units): the VIP turnover. */
    async turnover(memberId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(-sum(${ledgerTransactions.amountMinor}), 0)`.mapWith(Number) })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'bet')));
      return row?.total ?? 0;
    },

    /** A member's deposits, oldest first: what deposit-matching bonuses are worked out from. */
    async deposits(memberId: string): Promise<Deposit[]> {
      return db
        .select({ amountMinor: ledgerTransactions.amountMinor, at: ledgerTransactions.createdAt })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'deposit')))
        .orderBy(asc(ledgerTransactions.createdAt));
    },

    /** A transaction for movements; the wallets they moved are told to `onCommitted` after it commits. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return committing(work);
    },
  };
}
export type LedgerRepo = ReturnType<typeof ledgerRepo>;
