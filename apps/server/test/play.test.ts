// Long on purpose: launching, the in-house table, records and their money moves, as one member plays through them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../src/db/schema';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const BALANCE = '/wps/v2/wallets/balance';
const LAUNCH = '/wps/game/launchGame';
const RECENT = '/wps/relay/GCS_recentGame';
const TABLE = '/wps/relay/BGS_table';
const DEAL = '/wps/relay/BGS_deal';
const GUESS = '/wps/relay/BGS_guess';
const ORDERS = '/lgw/orders';
const DEPOSIT = '/__dev/deposit';

type Round = {
  roundId: string;
  status: string;
  betMinor: number;
  payoutMinor: number;
  card: { rank: number };
  balanceMinor: number;
  next?: { rank: number };
  guess?: string;
};

describe.each(TEST_DATABASES)('launch, in-house game, wallet and betting records on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });

  async function member(ip: string) {
    const api = apiClient(t, ip);
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    return { api, auth };
  }
  const inHouse = async (api: ReturnType<typeof apiClient>) =>
    (await api.get('/wps/relay/GCSGAME_gameList?vassalage=BGS&pageSize=2')).json().value.games as {
      nodeId: string;
      vassalage: string;
    }[];

  it('plays rounds of Hi-Lo from the wallet: bet out, payout in, recent games and orders record them', async () => {
    const { api, auth } = await member('10.9.4.1');
    const start = (await api.get(BALANCE, auth)).json().value as { sumBalance: number; balanceMinor: number };
    expect(start.balanceMinor).toBeGreaterThan(0);
    expect(start.sumBalance).toBe(start.balanceMinor / 100);

    const [game, other] = await inHouse(api);
    const launched = (
      await api.get(`${LAUNCH}?nodeId=${game!.nodeId}&vassalage=BGS&accountType=1&platform=html5&clientType=2`, auth)
    ).json().value;
    expect(launched).toEqual({ kind: 'inHouse', url: `/m/play?nodeId=${game!.nodeId}&accountType=1` });
    const recent = (await api.get(`${RECENT}?page=1&pageSize=36`, auth)).json().value as {
      games: { nodeId: string }[];
    };
    expect(recent.games[0]!.nodeId).toBe(game!.nodeId);

    let balance = start.balanceMinor;
    for (let i = 0; i < 5; i++) {
      const dealt = (
        await api.post(DEAL, { nodeId: game!.nodeId, bet: '2.50', requestId: `round-${i}-abcdef` }, auth)
      ).json().value as Round;
      expect(dealt).toMatchObject({ status: 'open', betMinor: 250, balanceMinor: balance - 250 });
      // A retried deal is the same round, charged once.
      expect(
        (await api.post(DEAL, { nodeId: game!.nodeId, bet: '2.50', requestId: `round-${i}-abcdef` }, auth)).json()
          .value,
      ).toMatchObject({ roundId: dealt.roundId, balanceMinor: balance - 250 });
      // Coming back to the table finds the unfinished round.
      expect((await api.get(`${TABLE}?nodeId=${game!.nodeId}`, auth)).json().value).toMatchObject({
        open: { roundId: dealt.roundId, status: 'open' },
        balanceMinor: balance - 250,
      });
      // While it is open, another game does not launch, and no second round opens.
      expect((await api.get(`${LAUNCH}?nodeId=${other!.nodeId}&vassalage=BGS`, auth)).json().errorCode).toBe(
        'game.unfinished',
      );
      expect(
        (await api.post(DEAL, { nodeId: game!.nodeId, bet: '1', requestId: `second-${i}-abcdef` }, auth)).json()
          .errorCode,
      ).toBe('game.unfinished');
      const guess = dealt.card.rank >= 7 ? 'lower' : 'higher';
      const settled = (await api.post(GUESS, { roundId: dealt.roundId, guess }, auth)).json().value as Round;
      expect(settled.status).toBe('settled');
      expect(settled.balanceMinor).toBe(balance - 250 + settled.payoutMinor);
      expect(settled.payoutMinor > 0).toBe(
        guess === 'higher' ? settled.next!.rank > dealt.card.rank : settled.next!.rank < dealt.card.rank,
      );
      // Asking again answers the settled round; another guess is refused.
      expect((await api.post(GUESS, { roundId: dealt.roundId, guess }, auth)).json().value).toMatchObject({
        payoutMinor: settled.payoutMinor,
      });
      expect(
        (await api.post(GUESS, { roundId: dealt.roundId, guess: guess === 'higher' ? 'lower' : 'higher' }, auth)).json()
          .errorCode,
      ).toBe('game.roundClosed');
      balance = settled.balanceMinor;
    }
    expect((await api.get(BALANCE, auth)).json().value.balanceMinor).toBe(balance);
    expect((await api.get(`${TABLE}?nodeId=${game!.nodeId}`, auth)).json().value).toMatchObject({
      open: null,
      minBetMinor: 100,
      maxBetMinor: 100_000,
    });
    expect((await api.get(`${TABLE}?nodeId=100000`, auth)).statusCode).toBe(404);

    const orders = (await api.get(`${ORDERS}?pageSize=3`, auth)).json().value as {
      orders: { orderId: string; betMinor: number; winLossMinor: number; status: string }[];
      totalCount: number;
      totalPages: number;
    };
    expect(orders.totalCount).toBe(5);
    expect(orders.totalPages).toBe(2);
    expect(orders.orders.every((o) => o.status === 'settled' && o.betMinor === 250)).toBe(true);
    // A date window: today's rounds; a window in the past has none; bad windows are 400s.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    expect((await api.get(`${ORDERS}?startTime=${day(-1)}&endTime=${day(1)}`, auth)).json().value.totalCount).toBe(5);
    expect(
      (await api.get(`${ORDERS}?startTime=2001-01-01T00:00:00Z&endTime=2001-02-01T00:00:00Z`, auth)).json().value
        .totalCount,
    ).toBe(0);
    for (const bad of [
      `startTime=${day(-1)}`,
      `startTime=${day(1)}&endTime=${day(-1)}`,
      'startTime=1999-01-01T00:00:00Z&endTime=2000-01-02T00:00:00Z',
      'startTime=yesterday&endTime=today',
      'startTime=2026-01-01T00:00:00Z&endTime=2032-01-01T00:00:00Z',
    ]) {
      const res = await api.get(`${ORDERS}?${bad}`, auth);
      expect([res.statusCode, res.json().errorCode], bad).toEqual([400, 'request.invalid']);
    }
    const detail = (await api.get(`/lgw/orders/detail?orderId=${orders.orders[0]!.orderId}`, auth)).json().value;
    expect(detail.round.next.rank).toBeGreaterThan(0);
    expect(detail.winLossMinor).toBe(detail.payoutMinor - detail.betMinor);
  });

  it('refuses what cannot be: visitors, bets beyond the limits or the balance, impossible guesses, unknown games and rounds', async () => {
    const { api, auth } = await member('10.9.4.2');
    expect((await api.get(BALANCE)).json().errorCode).toBe('session.required');
    expect((await api.get(`${LAUNCH}?nodeId=100000&vassalage=JL`)).statusCode).toBe(401);
    expect((await api.get(`${RECENT}`)).statusCode).toBe(401);
    expect((await api.get(ORDERS)).statusCode).toBe(401);
    const [game] = await inHouse(api);
    for (const bet of ['0.99', '1000.01', '-5', '1.234', 'ten', '']) {
      const res = await api.post(DEAL, { nodeId: game!.nodeId, bet, requestId: 'limits-abcdef' }, auth);
      expect(res.statusCode, bet).toBe(400);
    }
    expect((await api.post(DEAL, { nodeId: '100000', bet: '1', requestId: 'not-inhouse-1' }, auth)).statusCode).toBe(
      404,
    );
    expect((await api.post(GUESS, { roundId: 'nope', guess: 'higher' }, auth)).statusCode).toBe(404);
    expect((await api.post(GUESS, { roundId: 'x', guess: 'same' }, auth)).statusCode).toBe(400);
    expect((await api.get(`${LAUNCH}?nodeId=999999&vassalage=JL`, auth)).statusCode).toBe(404);
    expect((await api.get(`${LAUNCH}?nodeId=<script>&vassalage=JL`, auth)).statusCode).toBe(400);
    expect((await api.get(`${ORDERS}?pageSize=500`, auth)).statusCode).toBe(400);

    // Betting more than the wallet holds is refused and moves nothing (a member with an empty wallet).
    const broke = await storedMember(t, api, { id: 'broke-member', username: 'broke01', password: 'Broke-pass-01' });
    expect((await api.get(BALANCE, broke)).json().value).toMatchObject({ balanceMinor: 0, sumBalance: 0 });
    expect(
      (await api.post(DEAL, { nodeId: game!.nodeId, bet: '1.00', requestId: 'too-much-abcdef' }, broke)).json()
        .errorCode,
    ).toBe('wallet.insufficient');
    expect((await api.get(BALANCE, broke)).json().value.balanceMinor).toBe(0);
    expect((await api.get(ORDERS, broke)).json().value.totalCount).toBe(0);
    // An ace cannot go lower, a king cannot go higher.
    for (let i = 0; i < 40; i++) {
      const dealt = (
        await api.post(DEAL, { nodeId: game!.nodeId, bet: '1', requestId: `edge-${i}-abcdef` }, auth)
      ).json().value as Round;
      const impossible = dealt.card.rank === 1 ? 'lower' : dealt.card.rank === 13 ? 'higher' : null;
      if (impossible)
        expect((await api.post(GUESS, { roundId: dealt.roundId, guess: impossible }, auth)).json().errorCode).toBe(
          'game.guess',
        );
      await api.post(GUESS, { roundId: dealt.roundId, guess: dealt.card.rank === 13 ? 'lower' : 'higher' }, auth);
      if (impossible) break;
    }
  });

  it("funds a wallet through the dev tools once per request id, and shows the brand's currency to visitors", async () => {
    const { api, auth } = await member('10.9.4.3');
    // No payment provider on this site: the brand's currency, and no way to pay in or out.
    expect((await api.get('/wps/relay/GCS_merchantWallet')).json().value).toMatchObject({
      currency: 'MMK',
      deposit: { methods: [] },
      withdraw: { methods: [] },
    });
    const before = (await api.get(BALANCE, auth)).json().value.balanceMinor as number;
    const first = (await api.post(DEPOSIT, { amount: '50.00', requestId: 'deposit-once-1' }, auth)).json().value;
    expect(first).toMatchObject({ balanceMinor: before + 5_000, currency: 'MMK' });
    expect(
      (await api.post(DEPOSIT, { amount: '50.00', requestId: 'deposit-once-1' }, auth)).json().value.balanceMinor,
    ).toBe(before + 5_000);
    expect((await api.post(DEPOSIT, { amount: '60.00', requestId: 'deposit-once-1' }, auth)).statusCode).toBe(409);
    expect((await api.post(DEPOSIT, { amount: '0.00', requestId: 'deposit-none-1' }, auth)).json().errorCode).toBe(
      'wallet.amount',
    );
    expect((await api.post(DEPOSIT, { amount: '5', requestId: 'short' }, auth)).statusCode).toBe(400);
    expect((await api.post(DEPOSIT, { amount: '50' })).statusCode).toBe(401);
    expect((await api.get(BALANCE, auth)).json().value.balanceMinor).toBe(before + 5_000);
    expect((await api.get('/wps/wallets/gcs', auth)).json().value).toEqual([
      { code: 'MAIN', balanceMinor: before + 5_000, sumBalance: (before + 5_000) / 100 },
    ]);
  });

  it('gives a trial account play money in its free-play wallet, played through the same ledger', async () => {
    const api = apiClient(t, '10.9.4.6');
    const trial = (await api.post('/wps/session/login/freeplay')).json().value as { token: string; type: number };
    expect(trial.type).toBe(4);
    const auth = { Authorization: trial.token };
    expect((await api.get(BALANCE, auth)).json().value).toMatchObject({ balanceMinor: 200_000, sumBalance: 2000 });
    const [game] = await inHouse(api);
    // A trial account always launches on the free-play wallet.
    expect(
      (await api.get(`${LAUNCH}?nodeId=${game!.nodeId}&vassalage=BGS&accountType=1`, auth)).json().value.url,
    ).toContain('accountType=0');
    const dealt = (await api.post(DEAL, { nodeId: game!.nodeId, bet: '10', requestId: 'trial-round-1' }, auth)).json()
      .value as Round;
    expect(dealt.balanceMinor).toBe(199_000);
    // Trial stakes go to the brand's free-play account, not the house's real money.
    const entries = await t.runtime.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, dealt.roundId));
    expect(entries.map((e) => e.account)).toHaveLength(2);
    expect(entries.map((e) => e.account)).toContain('freeplay:DEMO');
    expect((await api.post('/wps/relay/MCSFE_redeemPromoCode', { code: 'WELCOME10' }, auth)).json().errorCode).toBe(
      'feature.unavailable',
    );
    // Play money neither leaves nor grows by deposit.
    expect(
      (
        await api.post(
          '/wps/transaction/withdraw',
          {
            amount: '10',
            requestId: 'trial-withdraw-1',
            method: 'kbzpay',
            accountHolder: 'Trial',
            accountNumber: '0912345678',
          },
          auth,
        )
      ).json().errorCode,
    ).toBe('feature.unavailable');
    expect((await api.post(DEPOSIT, { amount: '10', requestId: 'trial-deposit-1' }, auth)).json().errorCode).toBe(
      'feature.unavailable',
    );
  });

  it('launches a third-party vendor game to our marked demo page', async () => {
    const { api, auth } = await member('10.9.4.4');
    const [slot] = (await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1')).json().value
      .games as { nodeId: string }[];
    const value = (await api.get(`${LAUNCH}?nodeId=${slot!.nodeId}&vassalage=PG`, auth)).json().value;
    expect(value.kind).toBe('demo');
    expect(value.url).toContain('/m/demo-game?');
    // A vendor entry (no game): the vendor's lobby of a type; the type is needed and must be the vendor's.
    expect((await api.get(`${LAUNCH}?vassalage=SBO&gameType=SPORTS`, auth)).json().value).toEqual({
      kind: 'demo',
      url: '/m/demo-game?vassalage=SBO&gameType=SPORTS&accountType=1&lobby=1',
    });
    expect((await api.get(`${LAUNCH}?vassalage=BGS&gameType=RNG`, auth)).json().value).toEqual({
      kind: 'inHouse',
      url: '/m/inHouse',
    });
    expect((await api.get(`${LAUNCH}?vassalage=SBO`, auth)).statusCode).toBe(400);
    expect((await api.get(`${LAUNCH}?vassalage=SBO&gameType=LIVE`, auth)).statusCode).toBe(404);
    // The launch fields of spec section 3 travel; a wrong one is a 400.
    const full = (
      await api.get(
        `${LAUNCH}?nodeId=${slot!.nodeId}&vassalage=PG&gameType=RNG&gameCode=PG-RNG-001&roomId=r1&supportPlay=1&freeplay=0&isGameH5=1&playType=ent`,
        auth,
      )
    ).json().value;
    expect(full.url).toContain('playType=ent');
    expect(full.url).toContain('roomId=r1');
    expect((await api.get(`${LAUNCH}?nodeId=${slot!.nodeId}&vassalage=PG&playType=fast`, auth)).statusCode).toBe(400);
    expect((await api.get(`${LAUNCH}?nodeId=${slot!.nodeId}&vassalage=PG&isGameH5=yes`, auth)).statusCode).toBe(400);
    // A member plays from the real wallet whatever accountType asks.
    expect(
      (await api.get(`${LAUNCH}?nodeId=${slot!.nodeId}&vassalage=PG&accountType=0`, auth)).json().value.url,
    ).toContain('accountType=1');
    expect((await api.get(`${RECENT}?vendor=PG`, auth)).json().value.totalCount).toBe(1);
    expect((await api.get(`${RECENT}?gameType=LIVE`, auth)).json().value.totalCount).toBe(0);
  });

  it("reports VIP progress from the real turnover, the week's biggest wins from real rounds, and the jackpot range", async () => {
    const { api, auth } = await member('10.9.4.5');
    const fresh = await storedMember(t, api, { id: 'vip-zero', username: 'vipzero', password: 'Vip-zero-pass-1' });
    expect((await api.get('/wps/relay/MCSFE_getPlayerRankProgress', fresh)).json().value).toEqual({
      level: 0,
      currentProgress: { completed: 0, total: 10 },
      playerRankProgress: { labelId: 'VIP1' },
    });
    expect((await api.get('/wps/relay/MCSFE_getPlayerRankProgress')).statusCode).toBe(401);

    // demo01 has staked in the rounds above: past level 1.
    const before = (await api.get('/wps/relay/MCSFE_getPlayerRankProgress', auth)).json().value;
    expect(before.level).toBeGreaterThanOrEqual(1);
    // Play until two rounds win more than their bets; the board shows the player once, at the bigger.
    const [game] = await inHouse(api);
    const wins: Round[] = [];
    for (let i = 0; i < 120 && wins.length < 2; i++) {
      const dealt = (
        await api.post(DEAL, { nodeId: game!.nodeId, bet: '1', requestId: `board-${i}-abcdef` }, auth)
      ).json().value as Round;
      const settled = (
        await api.post(GUESS, { roundId: dealt.roundId, guess: dealt.card.rank >= 7 ? 'lower' : 'higher' }, auth)
      ).json().value as Round;
      if (settled.payoutMinor > 100) wins.push(settled);
    }
    expect(wins).toHaveLength(2);
    const board = (await api.get('/wps/relay/ODSFE2_getWinnerBoard')).json().value as {
      vo: { winAmount: number; memberName: string; nodeId: string };
    }[];
    const names = board.map((w) => w.vo.memberName);
    expect(new Set(names).size).toBe(names.length);
    const mine = board.find((w) => w.vo.memberName === 'd***1');
    expect(mine?.vo.winAmount).toBeGreaterThanOrEqual(Math.max(...wins.map((w) => w.payoutMinor)) / 100);
    expect(board.map((w) => w.vo.winAmount)).toEqual([...board.map((w) => w.vo.winAmount)].sort((a, b) => b - a));
    expect(JSON.stringify(board)).not.toContain('demo01');
    expect(
      (await api.get('/wps/relay/MCSFE_getPlayerRankProgress', auth)).json().value.currentProgress.completed,
    ).toBeGreaterThan(before.currentProgress.completed);
    expect((await api.get('/wps/relay/VIS_getJackpot')).json().value).toEqual({
      min: 1_200_000_000,
      max: 1_300_000_000,
    });
  });
});

describe.each(TEST_DATABASES)('a site without a payment provider on $name', (database) => {
  const t = useTestApp(database);

  it('takes no money in or out, and has no way to fund a wallet without paying', async () => {
    const api = apiClient(t, '10.9.4.11');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const before = (await api.get(BALANCE, auth)).json().value.balanceMinor as number;
    expect((await api.post(DEPOSIT, { amount: '50', requestId: 'closed-deposit-1' }, auth)).statusCode).toBe(404);
    const asked = { amount: '5000', requestId: 'closed-deposit-2', method: 'kbzpay' };
    expect((await api.post('/wps/transaction/deposit', asked, auth)).json().errorCode).toBe('feature.unavailable');
    const payout = {
      amount: '5000',
      requestId: 'closed-withdraw-1',
      method: 'kbzpay',
      accountHolder: 'Demo',
      accountNumber: '0912345678',
    };
    expect((await api.post('/wps/transaction/withdraw', payout, auth)).json().errorCode).toBe('feature.unavailable');
    expect((await api.get(BALANCE, auth)).json().value.balanceMinor).toBe(before);
  });
});

describe.each(TEST_DATABASES)('feature flags switched by the operator on $name', (database) => {
  const t = useTestApp(database);
  const ops = useOperator(t);
  /** Switches the brand's flags (DEMO unless the body names another) as an admin would. */
  const whitelabel = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/__ops/whitelabel',
      headers: ops,
      payload: { merchantCode: 'DEMO', ...payload },
    });

  it('turns REWCEN3 and VIP benefits off and on again, refusing unknown flags', async () => {
    const api = apiClient(t, '10.9.4.9');
    const flags = async () =>
      (await api.get('/wps/system/settings/consolidated')).json().value.whitelabel as Record<string, boolean>;
    expect(await flags()).toMatchObject({ REWCEN3: true, vipBenefits: true });
    expect((await whitelabel({ flags: { REWCEN3: false, vipBenefits: false } })).statusCode).toBe(200);
    expect(await flags()).toMatchObject({ REWCEN3: false, vipBenefits: false, referral: true });
    expect((await whitelabel({ flags: { bogus: true } })).statusCode).toBe(400);
    expect((await whitelabel({ merchantCode: 'NOPE', flags: {} })).statusCode).toBe(400);
    await whitelabel({ flags: { REWCEN3: true, vipBenefits: true } });
    expect(await flags()).toMatchObject({ REWCEN3: true, vipBenefits: true });
  });

  it('credits a promo code once per member, only while REWCEN3 is on', async () => {
    const api = apiClient(t, '10.9.4.10');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const REDEEM = '/wps/relay/MCSFE_redeemPromoCode';
    const before = (await api.get(BALANCE, auth)).json().value.balanceMinor as number;
    await whitelabel({ flags: { REWCEN3: false } });
    expect((await api.post(REDEEM, { code: 'WELCOME10' }, auth)).json().errorCode).toBe('feature.unavailable');
    await whitelabel({ flags: { REWCEN3: true } });
    expect((await api.post(REDEEM, { code: 'welcome10' }, auth)).json().value).toEqual({
      amountMinor: 1_000,
      balanceMinor: before + 1_000,
    });
    expect((await api.post(REDEEM, { code: 'WELCOME10' }, auth)).json().errorCode).toBe('promoCode.used');
    expect((await api.post(REDEEM, { code: 'NOPE' }, auth)).json().errorCode).toBe('promoCode.invalid');
    expect((await api.post(REDEEM, { code: 'bad code!' }, auth)).statusCode).toBe(400);
    expect((await api.post(REDEEM, { code: 'LUCKY5' })).statusCode).toBe(401);
    expect((await api.get(BALANCE, auth)).json().value.balanceMinor).toBe(before + 1_000);
  });
});
