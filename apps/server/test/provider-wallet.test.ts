// Long on purpose: the provider wallet API's conformance suite (docs/provider-protocol.md), as a provider meets it.
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { ProviderWalletAnswer } from '@lobby/contract/provider';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signBody } from '../src/adapters/provider-signature';
import { ledgerRepo, providerAccount } from '../src/db/repositories/ledger-repo';
import { protectionRepo } from '../src/db/repositories/protection-repo';
import { providersRepo } from '../src/db/repositories/providers-repo';
import { games, ledgerEntries, members, sessions } from '../src/db/schema';
import { playerProtection } from '../src/services/player-protection';
import { providerWallet } from '../src/services/provider-wallet';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const BALANCE = '/wps/v2/wallets/balance';
const DEPOSIT = '/__dev/deposit';
const LIMITS = '/wps/protection/limits';
const ORDERS = '/lgw/orders';
const LOGOUT = '/wps/session/logout';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const PROVIDER = 'LGPTEST';
const first = keyPair();
const next = keyPair();
const stranger = keyPair();

describe.each(TEST_DATABASES)('the provider wallet API on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const db = () => t.runtime.database.db;
  const repo = () => providersRepo(db());

  /** A fresh member with `deposit` in the wallet, a site session, and a wallet token for one game. */
  async function player(deposit = '100.00') {
    const api = apiClient(t, `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const id = `pw-${randomUUID().slice(0, 8)}`;
    const auth = await storedMember(t, api, { id, username: `pw${id.slice(3)}`, password: 'Wallet-pass-01' });
    if (deposit !== '0')
      expect((await api.post(DEPOSIT, { amount: deposit, requestId: randomUUID() }, auth)).statusCode).toBe(200);
    const hash = createHash('sha256').update(auth.Authorization).digest('hex');
    const [session] = await db().select().from(sessions).where(eq(sessions.tokenHash, hash));
    const [game] = await db()
      .select()
      .from(games)
      .where(sql`${games.vendorCode} = 'PG'`)
      .limit(1);
    await repo().saveProvider({
      code: PROVIDER,
      name: 'Test provider',
      apiUrl: 'http://127.0.0.1:9/',
      publicKeys: [first.publicKey, next.publicKey],
      enabled: true,
    });
    const service = providerWallet({
      providers: repo(),
      ledger: ledgerRepo(db()),
      protection: playerProtection({ repo: protectionRepo(db()), clock: () => new Date() }),
      currencyOf: async () => 'USD',
    });
    const token = await service.issueToken({
      providerCode: PROVIDER,
      merchantCode: 'DEMO',
      memberId: id,
      sessionId: session!.id,
      nodeId: game!.nodeId,
      gameCode: 'lgp-slot',
      language: 'en',
    });
    const base = { token, user: id, game_code: 'lgp-slot', currency: 'USD' };
    return { api, auth, id, token, base };
  }

  /** One signed call, as the provider makes it. */
  async function call(
    method: string,
    body: object | string,
    options: { key?: string; provider?: string; signature?: string | null } = {},
  ): Promise<ProviderWalletAnswer & { statusCode: number }> {
    const raw = typeof body === 'string' ? body : JSON.stringify({ request_uuid: randomUUID(), ...body });
    const signature =
      options.signature === undefined ? signBody(raw, options.key ?? first.privateKey) : options.signature;
    const res = await t.app.inject({
      method: 'POST',
      url: `/provider-wallet/v1/${method}`,
      headers: {
        'content-type': 'application/json',
        'x-provider': options.provider ?? PROVIDER,
        ...(signature === null ? {} : { 'x-signature': signature }),
      },
      payload: raw,
    });
    return { statusCode: res.statusCode, ...(res.json() as ProviderWalletAnswer) };
  }
  const siteBalance = async (p: Awaited<ReturnType<typeof player>>) =>
    (await p.api.get(BALANCE, p.auth)).json().value.balanceMinor as number;
  const bet = (p: Awaited<ReturnType<typeof player>>, amount: number, extra: object = {}) =>
    call('transaction/bet', { ...p.base, round: randomUUID(), transaction_uuid: randomUUID(), amount, ...extra });

  it('checks the signature before anything else: a missing, foreign or broken one moves nothing', async () => {
    const p = await player();
    const body = JSON.stringify({
      request_uuid: randomUUID(),
      ...p.base,
      round: 'r',
      transaction_uuid: randomUUID(),
      amount: 100,
    });
    expect(await call('transaction/bet', body, { signature: null })).toMatchObject({
      statusCode: 200,
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    expect(await call('transaction/bet', body, { key: stranger.privateKey })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    // Signed, then changed on the way.
    const signature = signBody(body, first.privateKey);
    expect(await call('transaction/bet', body.replace('"amount":100', '"amount":900'), { signature })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    expect(await call('transaction/bet', body, { signature: 'not base64 at all!' })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    expect(await call('transaction/bet', body, { provider: 'NOBODY' })).toMatchObject({
      status: 'RS_ERROR_INVALID_PARTNER',
    });
    // Even a body that does not parse is refused for its signature first.
    expect(await call('transaction/bet', '{"amount":', { key: stranger.privateKey })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    expect(await siteBalance(p)).toBe(10_000);
  });

  it('accepts either key while one is rotated, and only the new one once the old is removed', async () => {
    const p = await player();
    expect(await call('user/balance', p.base, { key: first.privateKey })).toMatchObject({
      status: 'RS_OK',
      balance: 10_000,
    });
    expect(await call('user/balance', p.base, { key: next.privateKey })).toMatchObject({ status: 'RS_OK' });
    await repo().saveProvider({
      code: PROVIDER,
      name: 'Test provider',
      apiUrl: 'http://127.0.0.1:9/',
      publicKeys: [next.publicKey],
      enabled: true,
    });
    expect(await call('user/balance', p.base, { key: first.privateKey })).toMatchObject({
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
    expect(await call('user/balance', p.base, { key: next.privateKey })).toMatchObject({ status: 'RS_OK' });
    await repo().saveProvider({
      code: PROVIDER,
      name: 'Test provider',
      apiUrl: 'http://127.0.0.1:9/',
      publicKeys: [first.publicKey, next.publicKey],
      enabled: false,
    });
    expect(await call('user/balance', p.base, { key: next.privateKey })).toMatchObject({
      status: 'RS_ERROR_INVALID_PARTNER',
    });
  });

  it('answers a body it cannot read with a status, never an error', async () => {
    const p = await player();
    expect(await call('transaction/bet', 'not json')).toMatchObject({
      statusCode: 200,
      status: 'RS_ERROR_WRONG_SYNTAX',
    });
    for (const amount of [1.5, -100, 0, '100', 2 ** 60]) {
      expect(await bet(p, amount as number)).toMatchObject({ status: 'RS_ERROR_WRONG_TYPES' });
    }
    expect(await call('transaction/win', { ...p.base, round: 'r', transaction_uuid: randomUUID() })).toMatchObject({
      status: 'RS_ERROR_WRONG_TYPES',
    });
    const huge = JSON.stringify({ ...p.base, pad: 'x'.repeat(70_000) });
    expect(await call('user/info', huge)).toMatchObject({ statusCode: 200, status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(await siteBalance(p)).toBe(10_000);
  });

  it('names the player behind a token, and refuses tokens of nobody, of another player or another game', async () => {
    const p = await player('25.00');
    expect(await call('user/info', { token: p.token, game_code: 'lgp-slot' })).toMatchObject({
      status: 'RS_OK',
      user: p.id,
      currency: 'USD',
      language: 'en',
      balance: 2_500,
    });
    expect(await call('user/balance', { ...p.base, token: 'pt_unknown' })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
    });
    expect(await call('user/balance', { ...p.base, user: 'someone-else' })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
    });
    expect(await call('user/balance', { ...p.base, game_code: 'lgp-roulette' })).toMatchObject({
      status: 'RS_ERROR_INVALID_TOKEN',
    });
    expect(await bet(p, 100, { currency: 'EUR' })).toMatchObject({ status: 'RS_ERROR_WRONG_CURRENCY' });
  });

  it('takes a bet once per transaction id: a replay answers the first answer, another call with its id is a duplicate', async () => {
    const p = await player();
    const body = { ...p.base, round: 'r-replay', transaction_uuid: randomUUID(), amount: 250 };
    const taken = await call('transaction/bet', body);
    expect(taken).toMatchObject({ status: 'RS_OK', balance: 9_750, user: p.id, currency: 'USD' });
    await bet(p, 100, { round: 'r-other' });
    // The replay says what the first call was told, and moves nothing.
    expect(await call('transaction/bet', body)).toMatchObject({ status: 'RS_OK', balance: 9_750 });
    expect(await call('transaction/bet', { ...body, amount: 300 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    expect(await call('transaction/win', { ...body, amount: 0 })).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    expect(await siteBalance(p)).toBe(9_650);
  });

  it('refuses a bet past the balance, and its replay the same, even once the money is there', async () => {
    const p = await player('10.00');
    const body = { ...p.base, round: 'r-poor', transaction_uuid: randomUUID(), amount: 1_001 };
    expect(await call('transaction/bet', body)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    await p.api.post(DEPOSIT, { amount: '50.00', requestId: randomUUID() }, p.auth);
    expect(await call('transaction/bet', body)).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await bet(p, 1_000)).toMatchObject({ status: 'RS_OK', balance: 5_000 });
  });

  it('never overdraws under parallel bets, and a bet sent many times at once moves money once', async () => {
    const p = await player('10.00');
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => bet(p, 100, { round: `r-par-${i}` })));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(10);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(6);
    expect(await siteBalance(p)).toBe(0);

    const q = await player('10.00');
    const body = { ...q.base, round: 'r-same', transaction_uuid: randomUUID(), amount: 300 };
    const same = await Promise.all(Array.from({ length: 8 }, () => call('transaction/bet', body)));
    expect(new Set(same.map((a) => `${a.status}:${a.balance}`))).toEqual(new Set(['RS_OK:700']));
    expect(await siteBalance(q)).toBe(700);
  });

  it('pays a win of a bet, settles the round in the betting records, and refuses a win without a bet unless free', async () => {
    const p = await player();
    const betId = randomUUID();
    await call('transaction/bet', { ...p.base, round: 'r-win', transaction_uuid: betId, amount: 500 });
    const won = await call('transaction/win', {
      ...p.base,
      round: 'r-win',
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: betId,
      amount: 1_250,
      round_closed: true,
    });
    expect(won).toMatchObject({ status: 'RS_OK', balance: 10_750 });
    const orders = (await p.api.get(`${ORDERS}?pageNo=1&pageSize=5`, p.auth)).json().value.orders as {
      orderId: string;
      status: string;
      betMinor: number;
      payoutMinor: number;
      winLossMinor: number;
    }[];
    expect(orders[0]).toMatchObject({ status: 'settled', betMinor: 500, payoutMinor: 1_250, winLossMinor: 750 });
    const detail = (await p.api.get(`/lgw/orders/detail?orderId=${orders[0]!.orderId}`, p.auth)).json();
    expect(detail.value).toMatchObject({ orderId: orders[0]!.orderId, betMinor: 500 });
    expect(detail.value.round).toBeUndefined();
    // The round's detail lists its bet and its win, as the provider sent them.
    expect(detail.value.moves).toEqual([
      { kind: 'bet', amountMinor: 500, at: expect.any(String), rolledBack: false },
      { kind: 'win', amountMinor: 1_250, at: expect.any(String), rolledBack: false },
    ]);

    expect(
      await call('transaction/win', { ...p.base, round: 'r-nobet', transaction_uuid: randomUUID(), amount: 100 }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(
      await call('transaction/win', {
        ...p.base,
        round: 'r-win',
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: randomUUID(),
        amount: 100,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(
      await call('transaction/win', {
        ...p.base,
        round: 'r-jackpot',
        transaction_uuid: randomUUID(),
        amount: 300,
        is_free: true,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 11_050 });
    expect(await siteBalance(p)).toBe(11_050);
  });

  it('gives a bet back once, refuses to undo a won one, and refuses a bet that was rolled back before it came', async () => {
    const p = await player();
    const betId = randomUUID();
    await call('transaction/bet', { ...p.base, round: 'r-rb', transaction_uuid: betId, amount: 400 });
    const undo = { ...p.base, round: 'r-rb', transaction_uuid: randomUUID(), reference_transaction_uuid: betId };
    expect(await call('transaction/rollback', undo)).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await call('transaction/rollback', undo)).toMatchObject({ status: 'RS_OK', balance: 10_000 });
    expect(await call('transaction/rollback', { ...undo, transaction_uuid: randomUUID() })).toMatchObject({
      status: 'RS_OK',
      balance: 10_000,
    });
    expect(await siteBalance(p)).toBe(10_000);
    const [voided] = (await p.api.get(`${ORDERS}?pageNo=1&pageSize=1`, p.auth)).json().value.orders as {
      orderId: string;
    }[];
    const moves = (await p.api.get(`/lgw/orders/detail?orderId=${voided!.orderId}`, p.auth)).json().value.moves;
    expect(moves[0]).toMatchObject({ kind: 'bet', amountMinor: 400, rolledBack: true });
    // A rollback moves its bet's amount back: it carries none of its own.
    expect(moves.slice(1)).toContainEqual(expect.objectContaining({ kind: 'rollback', amountMinor: 0 }));

    const wonBet = randomUUID();
    await call('transaction/bet', { ...p.base, round: 'r-won', transaction_uuid: wonBet, amount: 100 });
    await call('transaction/win', {
      ...p.base,
      round: 'r-won',
      transaction_uuid: randomUUID(),
      amount: 0,
      round_closed: true,
    });
    expect(
      await call('transaction/rollback', {
        ...p.base,
        round: 'r-won',
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: wonBet,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });

    // The rollback overtakes its bet: remembered, and the late bet moves nothing.
    const late = randomUUID();
    expect(
      await call('transaction/rollback', {
        ...p.base,
        round: 'r-late',
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: late,
      }),
    ).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(
      await call('transaction/bet', { ...p.base, round: 'r-late', transaction_uuid: late, amount: 700 }),
    ).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    expect(await siteBalance(p)).toBe(9_900);
  });

  it('refuses bets once the site session ends, but still pays the wins and rollbacks of rounds begun in time', async () => {
    const p = await player();
    const open = randomUUID();
    const refund = randomUUID();
    await call('transaction/bet', { ...p.base, round: 'r-end', transaction_uuid: open, amount: 300 });
    await call('transaction/bet', { ...p.base, round: 'r-end2', transaction_uuid: refund, amount: 200 });
    expect((await p.api.del(LOGOUT, p.auth)).statusCode).toBe(200);
    expect(await bet(p, 100)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(await call('user/balance', p.base)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED' });
    expect(
      await call('transaction/win', {
        ...p.base,
        round: 'r-end',
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: open,
        amount: 900,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 10_400 });
    expect(
      await call('transaction/rollback', {
        ...p.base,
        round: 'r-end2',
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: refund,
      }),
    ).toMatchObject({ status: 'RS_OK', balance: 10_600 });
  });

  it("holds bets to the member's limits and refuses a member on a break", async () => {
    const p = await player();
    expect((await p.api.put(LIMITS, { limits: [{ kind: 'stakePerBet', value: 500 }] }, p.auth)).statusCode).toBe(200);
    const over = { ...p.base, round: 'r-lim', transaction_uuid: randomUUID(), amount: 501 };
    expect(await call('transaction/bet', over)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
    expect(await call('transaction/bet', over)).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED' });
    expect(await bet(p, 500)).toMatchObject({ status: 'RS_OK', balance: 9_500 });

    await db()
      .update(members)
      .set({ excludedUntil: new Date(Date.now() + 86_400_000), exclusionKind: 'break24h' })
      .where(eq(members.id, p.id));
    expect(await bet(p, 100)).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
    expect(await siteBalance(p)).toBe(9_500);
  });

  it('keeps the ledger whole: the member account agrees with the wallet, the provider account mirrors the play', async () => {
    const providerTotal = async () => {
      const [row] = await db()
        .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`.mapWith(Number) })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.account, providerAccount('DEMO', PROVIDER)));
      return row!.total;
    };
    const before = await providerTotal();
    const p = await player();
    const b = randomUUID();
    await call('transaction/bet', { ...p.base, round: 'r-led', transaction_uuid: b, amount: 800 });
    await call('transaction/win', {
      ...p.base,
      round: 'r-led',
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: b,
      amount: 2_000,
    });
    expect(await providerTotal()).toBe(before - 1_200);
    const mine = await db()
      .select({ amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, `member:${p.id}`));
    expect(mine.reduce((sum, e) => sum + e.amount, 0)).toBe(await siteBalance(p));
    expect(await siteBalance(p)).toBe(11_200);
  });
});
