import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../adapters/password-hash';
import type { Db } from '../db/database';
import { houseAccount } from '../db/repositories/ledger-repo';
import { members } from '../db/schema';

/** Members the demo's data has per unit of scale; each with its wallet and history. */
const MEMBERS_PER_SCALE = 1_000;
/** Settled Hi-Lo rounds per member: with their bets, payouts and the first deposit, ~100 ledger rows. */
const ROUNDS_PER_MEMBER = 32;
const BET_MINOR = 100;
const FIRST_DEPOSIT_MINOR = 100_000;

/**
 * Grows the demo data `scale` times for the growth benchmark (SEED_SCALE): the catalogue over
 * more vendors (each vendor copied, each game copied within it), and `scale` thousand members of
 * the brand, each with a first deposit and settled Hi-Lo rounds written as the ledger writes them
 * (a transaction per movement, two entries summing to zero, the balance after each). Written
 * with set-based SQL, since row-by-row inserts of ten million rows would take hours; once (a
 * second call finds the first load member and does nothing).
 */
export async function seedScale(db: Db, merchantCode: string, scale: number): Promise<boolean> {
  if (scale <= 1) return false;
  const first = await db.select({ id: members.id }).from(members).where(eq(members.id, 'load-1'));
  if (first.length > 0) return false;
  const vendorCopies = Math.max(1, Math.floor(Math.sqrt(scale)));
  const gameCopies = Math.ceil(scale / vendorCopies);
  const memberCount = MEMBERS_PER_SCALE * scale;
  const passwordHash = await hashPassword(`load-${Math.random()}`);
  const house = houseAccount(merchantCode);

  await db.transaction(async (tx) => {
    // Vendor k > 0 is a copy of each vendor named CODE{k}; game copy c > 0 a copy within it.
    await tx.execute(sql`
      insert into vendors (code, game_type, display_name, game_classify, is_hot, sort)
      select v.code || k, v.game_type, v.display_name || ' ' || k, v.game_classify, false, v.sort + 100 * k
      from vendors v, generate_series(1, ${vendorCopies - 1}::int) k
      on conflict do nothing`);
    await tx.execute(sql`
      insert into games (game_id, node_id, game_code, vendor_code, game_type, game_classify, names, is_hot, is_new, sort)
      select g.game_id || '-' || k || '-' || c,
             (900000000 + row_number() over (order by g.game_id, k, c))::text,
             g.game_code || '-' || k || '-' || c,
             case when k = 0 then g.vendor_code else g.vendor_code || k end,
             g.game_type, g.game_classify,
             jsonb_set(g.names, '{en}', to_jsonb((g.names ->> 'en') || ' ' || (k * ${gameCopies}::int + c + 1))),
             false, false, g.sort * ${gameCopies}::int + c
      from games g, generate_series(0, ${vendorCopies - 1}::int) k, generate_series(0, ${gameCopies - 1}::int) c
      where (k, c) <> (0, 0)`);
    const found = (await tx.execute(
      sql`select node_id from games where vendor_code = 'BGS' order by sort, game_id limit 1`,
    )) as unknown as { rows: { node_id: string }[] };
    const [inHouse] = found.rows;
    if (!inHouse) throw new Error('the seed has no in-house game to play');

    await tx.execute(sql`
      insert into members (id, merchant_code, username, password_hash)
      select 'load-' || m, ${merchantCode}, 'load' || m, ${passwordHash}
      from generate_series(1, ${memberCount}::int) m`);
    // Rounds alternate a loss and a win of 1.90 for a bet of 1.00, an hour apart, oldest first.
    await tx.execute(sql`
      insert into game_rounds (id, merchant_code, member_id, node_id, status, bet_minor, payout_minor, detail, created_at, settled_at)
      select 'load-' || m || '-' || r, ${merchantCode}, 'load-' || m, ${inHouse.node_id}, 'settled', ${BET_MINOR}::int,
             case when r % 2 = 0 then ${(BET_MINOR * 19) / 10}::int else 0 end,
             jsonb_build_object(
               'card', jsonb_build_object('rank', 2 + (m + r) % 11, 'suit', 'S'),
               'guess', 'higher',
               'next', jsonb_build_object('rank', case when r % 2 = 0 then 13 else 1 end, 'suit', 'H')),
             now() - make_interval(hours => ${ROUNDS_PER_MEMBER}::int + 1 - r),
             now() - make_interval(hours => ${ROUNDS_PER_MEMBER}::int + 1 - r)
      from generate_series(1, ${memberCount}::int) m, generate_series(1, ${ROUNDS_PER_MEMBER}::int) r`);
    // Every movement in order: the first deposit, then each round's bet and any payout.
    await tx.execute(sql`
      create temporary table load_moves on commit drop as
      select 'load-' || m as member_id, 'load-deposit-' || m as id, 'deposit' as kind,
             'load-deposit:' || m as key, ${FIRST_DEPOSIT_MINOR}::bigint as amount,
             now() - make_interval(hours => ${ROUNDS_PER_MEMBER}::int + 2) as at
      from generate_series(1, ${memberCount}::int) m
      union all
      select member_id, 'load-bet-' || id, 'bet', 'bet:' || member_id || ':' || id, -bet_minor, created_at from game_rounds
      where id like 'load-%'
      union all
      select member_id, 'load-payout-' || id, 'payout', 'payout:' || id, payout_minor, settled_at + interval '1 second'
      from game_rounds where id like 'load-%' and payout_minor > 0`);
    await tx.execute(sql`
      insert into ledger_transactions (id, merchant_code, idempotency_key, kind, member_id, amount_minor, created_at)
      select id, ${merchantCode}, key, kind, member_id, amount, at from load_moves`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account, amount_minor, balance_after_minor)
      select id, 'member:' || member_id, amount, sum(amount) over (partition by member_id order by at, id) from load_moves
      union all
      select id, ${house}, -amount, null from load_moves`);
    await tx.execute(sql`
      insert into wallets (member_id, merchant_code, balance_minor)
      select member_id, ${merchantCode}, sum(amount) from load_moves group by member_id`);
  });
  await db.execute(sql`analyze`);
  return true;
}
