// Account records and profit and loss (issue 23): from the ledger and the rounds, filtered, keyset-paged, summed in SQL.
import { accountRecordsSchema, okEnvelopeOf, profitLossSchema, type AccountRecords } from '@lobby/contract';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bonusAccount,
  commissionAccount,
  depositAccount,
  feeAccount,
  houseAccount,
  ledgerRepo,
  withdrawAccount,
} from '../src/db/repositories/ledger-repo';
import { gameRounds, games } from '../src/db/schema';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const ACCOUNT = '/wps/member/records/account';
const PROFIT = '/wps/member/records/profit';
const PASSWORD = 'Records-pass-01';
const MERCHANT = 'DEMO';

type Movement = Parameters<ReturnType<typeof ledgerRepo>['post']>[1];

describe.each(TEST_DATABASES)('account records and profit and loss on $name', (database) => {
  const t = useTestApp(database);

  async function member(name: string, ip: string) {
    const id = `rec-${name}-${database.name}`;
    const api = apiClient(t, ip);
    const auth = await storedMember(t, api, { id, username: `${name}${database.name}`, password: PASSWORD });
    return { id, api, auth };
  }

  /** Posts a movement through the ledger (append-only: it is stamped now), then lets a few ms pass. */
  async function post(memberId: string, key: string, kind: Movement['kind'], amountMinor: number) {
    const counter = {
      deposit: depositAccount(MERCHANT),
      withdraw: withdrawAccount(MERCHANT),
      fee: feeAccount(MERCHANT),
      bet: houseAccount(MERCHANT),
      payout: houseAccount(MERCHANT),
      bonus: bonusAccount(MERCHANT),
      salary: commissionAccount(MERCHANT),
      dividend: commissionAccount(MERCHANT),
    }[kind];
    await ledgerRepo(t.runtime.database.db).postAlone({
      merchantCode: MERCHANT,
      memberId,
      idempotencyKey: `${memberId}:${key}`,
      kind,
      amountMinor,
      counterAccount: counter,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('lists every movement with its running balance, which ends at the wallet balance; kinds, dates and keyset pages filter it', async () => {
    const me = await member('account', '10.24.1.1');
    // One movement of each kind; the instants between the second and third and the fifth and sixth bound a window.
    const plan: [Movement['kind'], number][] = [
      ['deposit', 50_000],
      ['bet', -2_000],
      ['payout', 3_500],
      ['bonus', 1_000],
      ['salary', 700],
      ['dividend', 300],
      ['withdraw', -10_000],
      ['fee', -250],
      ['bet', -1_500],
    ];
    const marks: string[] = [];
    for (const [i, [kind, amount]] of plan.entries()) {
      await post(me.id, `rec-${i}`, kind, amount);
      if (i === 1 || i === 4) marks.push(new Date().toISOString());
    }

    const all = okEnvelopeOf(accountRecordsSchema).parse(
      (await me.api.get(`${ACCOUNT}?pageSize=100`, me.auth)).json(),
    ).value;
    expect(all.records).toHaveLength(plan.length);
    expect(all.nextCursor).toBeNull();
    // Latest first; each balance is the one before it plus its amount; the latest is the wallet's.
    const wallet = (await me.api.get('/wps/v2/wallets/balance', me.auth)).json().value.balanceMinor as number;
    expect(all.records[0]!.balanceAfterMinor).toBe(wallet);
    expect(wallet).toBe(plan.reduce((sum, [, amount]) => sum + amount, 0));
    const oldestFirst = [...all.records].reverse();
    oldestFirst.forEach((r, i) =>
      expect(r.balanceAfterMinor).toBe((i === 0 ? 0 : oldestFirst[i - 1]!.balanceAfterMinor) + r.amountMinor),
    );
    expect(oldestFirst.map((r) => r.kind)).toEqual([
      'deposit',
      'bet',
      'payout',
      'bonus',
      'commission',
      'commission',
      'withdraw',
      'fee',
      'bet',
    ]);
    expect(all.totals).toEqual({ count: 9, inMinor: 55_500, outMinor: 13_750 });
    const fees = (await me.api.get(`${ACCOUNT}?kind=fee`, me.auth)).json().value;
    expect(fees.records.map((r: { amountMinor: number }) => r.amountMinor)).toEqual([-250]);

    const bets = (await me.api.get(`${ACCOUNT}?kind=bet`, me.auth)).json().value;
    expect(bets.records.map((r: { amountMinor: number }) => r.amountMinor)).toEqual([-1_500, -2_000]);
    expect(bets.totals).toEqual({ count: 2, inMinor: 0, outMinor: 3_500 });
    expect((await me.api.get(`${ACCOUNT}?kind=commission`, me.auth)).json().value.totals.inMinor).toBe(1_000);

    // Between the marks: payout, bonus, salary.
    const window = `startTime=${encodeURIComponent(marks[0]!)}&endTime=${encodeURIComponent(marks[1]!)}`;
    const dated = (await me.api.get(`${ACCOUNT}?${window}`, me.auth)).json().value;
    expect(dated.records.map((r: { kind: string }) => r.kind)).toEqual(['commission', 'bonus', 'payout']);
    expect(dated.totals.count).toBe(3);

    // Pages of three follow the cursor to the end, each record once, in order; totals stay whole.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AccountRecords = okEnvelopeOf(accountRecordsSchema).parse(
        (
          await me.api.get(`${ACCOUNT}?pageSize=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, me.auth)
        ).json(),
      ).value;
      expect(page.totals.count).toBe(9);
      seen.push(...page.records.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all.records.map((r) => r.id));

    // Another member's records are theirs alone.
    const other = await member('account-other', '10.24.1.2');
    expect((await other.api.get(ACCOUNT, other.auth)).json().value).toEqual({
      records: [],
      nextCursor: null,
      totals: { count: 0, inMinor: 0, outMinor: 0 },
    });
  });

  it('sums settled rounds per day and game type (in the member time zone), with totals, a game type filter and pages', async () => {
    const me = await member('pnl', '10.24.2.1');
    const db = t.runtime.database.db;
    await post(me.id, 'pnl-deposit', 'deposit', 100_000);
    const pick = async (gameType: string) =>
      (await db.select({ nodeId: games.nodeId }).from(games).where(eq(games.gameType, gameType)).limit(1))[0]!.nodeId;
    const [slot, live] = [await pick('RNG'), await pick('LIVE')];
    const rounds: [string, string, number, number, string][] = [
      // node, status, bet, payout, when (UTC)
      [slot, 'settled', 1_000, 0, '2024-03-05T10:00:00.000Z'],
      [slot, 'settled', 1_000, 2_500, '2024-03-05T11:00:00.000Z'],
      [live, 'settled', 2_000, 1_000, '2024-03-05T12:00:00.000Z'],
      // 23:30 UTC on the 5th is the 6th at UTC+8.
      [slot, 'settled', 500, 0, '2024-03-05T23:30:00.000Z'],
      [live, 'settled', 3_000, 6_000, '2024-03-07T09:00:00.000Z'],
      // Still open: not yet profit or loss.
      [slot, 'open', 4_000, 0, '2024-03-07T10:00:00.000Z'],
    ];
    for (const [i, [nodeId, status, bet, payout, at]] of rounds.entries()) {
      await db.insert(gameRounds).values({
        id: `pnl-${database.name}-${i}`,
        merchantCode: MERCHANT,
        memberId: me.id,
        nodeId,
        status,
        betMinor: bet,
        payoutMinor: payout,
        detail: {},
        createdAt: new Date(at),
        settledAt: status === 'settled' ? new Date(at) : null,
      });
    }
    const answer = await me.api.get(PROFIT, me.auth);
    const utc = okEnvelopeOf(profitLossSchema).parse(answer.json()).value;
    expect(utc.rows).toEqual([
      { day: '2024-03-07', gameType: 'LIVE', rounds: 1, betMinor: 3_000, payoutMinor: 6_000, profitMinor: 3_000 },
      { day: '2024-03-05', gameType: 'LIVE', rounds: 1, betMinor: 2_000, payoutMinor: 1_000, profitMinor: -1_000 },
      { day: '2024-03-05', gameType: 'RNG', rounds: 3, betMinor: 2_500, payoutMinor: 2_500, profitMinor: 0 },
    ]);
    expect(utc.totals).toEqual({ rounds: 5, betMinor: 7_500, payoutMinor: 9_500, profitMinor: 2_000 });

    const east = (await me.api.get(`${PROFIT}?utcOffset=480`, me.auth)).json().value;
    expect(
      east.rows.map((r: { day: string; gameType: string; rounds: number }) => [r.day, r.gameType, r.rounds]),
    ).toEqual([
      ['2024-03-07', 'LIVE', 1],
      ['2024-03-06', 'RNG', 1],
      ['2024-03-05', 'LIVE', 1],
      ['2024-03-05', 'RNG', 2],
    ]);

    const slots = (await me.api.get(`${PROFIT}?gameType=RNG`, me.auth)).json().value;
    expect(slots.totals).toEqual({ rounds: 3, betMinor: 2_500, payoutMinor: 2_500, profitMinor: 0 });
    const window = `startTime=${encodeURIComponent('2024-03-07T00:00:00+00:00')}&endTime=${encodeURIComponent('2024-03-08T00:00:00+00:00')}`;
    expect((await me.api.get(`${PROFIT}?${window}`, me.auth)).json().value.totals).toEqual({
      rounds: 1,
      betMinor: 3_000,
      payoutMinor: 6_000,
      profitMinor: 3_000,
    });

    const first = (await me.api.get(`${PROFIT}?pageSize=2&utcOffset=480`, me.auth)).json().value;
    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).toBe('2024-03-06_RNG');
    const second = (await me.api.get(`${PROFIT}?pageSize=2&utcOffset=480&cursor=${first.nextCursor}`, me.auth)).json()
      .value;
    expect(second.rows.map((r: { day: string; gameType: string }) => `${r.day}_${r.gameType}`)).toEqual([
      '2024-03-05_LIVE',
      '2024-03-05_RNG',
    ]);
    expect(second.nextCursor).toBeNull();
    // Nothing else of the member's rounds moved: only their own are counted.
    const others = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, me.id), ne(gameRounds.status, 'settled')));
    expect(others).toHaveLength(1);
  });

  it('answers bad query parameters with a clear 4xx, never a 5xx', async () => {
    const me = await member('bad', '10.24.3.1');
    const bad = [
      `${ACCOUNT}?pageSize=0`,
      `${ACCOUNT}?pageSize=1000`,
      `${ACCOUNT}?pageSize=abc`,
      `${ACCOUNT}?kind=theft`,
      `${ACCOUNT}?startTime=2024-01-01T00:00:00Z`,
      `${ACCOUNT}?startTime=2024-02-01T00:00:00Z&endTime=2024-01-01T00:00:00Z`,
      `${ACCOUNT}?startTime=1990-01-01T00:00:00Z&endTime=2024-01-01T00:00:00Z`,
      `${ACCOUNT}?startTime=yesterday&endTime=today`,
      `${ACCOUNT}?cursor=nonsense`,
      `${ACCOUNT}?cursor=2024-13-45T99:99:99.000Z_abc`,
      `${ACCOUNT}?cursor=${encodeURIComponent("2024-01-01T00:00:00.000Z_x' or 1=1")}`,
      `${PROFIT}?utcOffset=100000`,
      `${PROFIT}?utcOffset=east`,
      `${PROFIT}?gameType=POKER`,
      `${PROFIT}?cursor=2024-01-01`,
      `${PROFIT}?pageSize=-1`,
    ];
    for (const url of bad) {
      const res = await me.api.get(url, me.auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    expect((await me.api.get(ACCOUNT)).statusCode).toBe(401);
    expect((await me.api.get(PROFIT)).statusCode).toBe(401);
  });
});
