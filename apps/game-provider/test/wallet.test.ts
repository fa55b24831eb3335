import { verify } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePlatform } from './fake-platform';
import { makeKeys, openGame, play, startProvider, tempDir, type Keys } from './support';

let keys: Keys;
let platform: FakePlatform;
let provider: Awaited<ReturnType<typeof startProvider>>;

beforeAll(() => {
  keys = makeKeys();
});
beforeEach(async () => {
  platform = new FakePlatform(keys.provider.publicKey);
  await platform.start();
  platform.player('m_player1', 'pt_token1', 100_000);
  provider = await startProvider(keys, { walletUrl: platform.url });
});
afterEach(async () => {
  await provider.app.close();
  await platform.stop();
});

const balance = () => platform.balances.get('m_player1')!;
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`never: ${what}`);
};

interface SpinAnswer {
  round: string;
  totalWin: number;
  balance: number;
  staked: number;
  won: number;
  pending: boolean;
  error?: string;
}

describe('real money through the platform wallet', () => {
  it('signs every call with its key and names itself', async () => {
    const game = await openGame(provider, keys);
    await play(provider, game.key, '/api/v1/session');
    const [info] = platform.callsOf('user/info');
    expect(info!.headers['x-provider']).toBe('LGP');
    const signature = Buffer.from(String(info!.headers['x-signature']), 'base64');
    expect(verify('sha256', Buffer.from(info!.raw), keys.provider.publicKey, signature)).toBe(true);
    expect(info!.body).toMatchObject({ token: 'pt_token1', game_code: 'lgp-slot-pg' });
  });

  it('opens with the player and balance of user/info', async () => {
    const game = await openGame(provider, keys);
    const res = await play(provider, game.key, '/api/v1/session');
    expect(res.json()).toMatchObject({ balance: 100_000, staked: 0, won: 0 });
  });

  it('bets before the result and closes every slot round with one win (0 for a loss)', async () => {
    const game = await openGame(provider, keys);
    await play(provider, game.key, '/api/v1/session');
    let expected = 100_000;
    for (let i = 0; i < 12; i++) {
      const spin = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
      expected += spin.totalWin - 200;
      expect(spin.balance).toBe(expected);
      expect(balance()).toBe(expected);
      expect(spin.pending).toBe(false);
    }
    const bets = platform.callsOf('transaction/bet');
    const wins = platform.callsOf('transaction/win');
    expect(bets).toHaveLength(12);
    expect(wins).toHaveLength(12);
    for (const [i, bet] of bets.entries()) {
      const win = wins[i]!;
      expect(bet.body).toMatchObject({ amount: 200, currency: 'USD', user: 'm_player1', game_code: 'lgp-slot-pg' });
      expect(win.body).toMatchObject({
        round: bet.body.round,
        reference_transaction_uuid: bet.body.transaction_uuid,
        round_closed: true,
      });
      // The bet is sent before the win, which is sent before the page hears of the result.
      expect(platform.calls.indexOf(bet)).toBeLessThan(platform.calls.indexOf(win));
    }
    expect(wins.some((w) => w.body.amount === 0)).toBe(true);
  });

  it('pays roulette: the whole layout is one bet, the pocket one win', async () => {
    const game = await openGame(provider, keys, { game_code: 'lgp-roulette-evo' });
    await play(provider, game.key, '/api/v1/session');
    const bets = [
      { key: 'red', amount: 500 },
      { key: 'n17', amount: 100 },
      { key: 's17-20', amount: 100 },
    ];
    const spin = (await play(provider, game.key, '/api/v1/roulette/spin', { bets })).json<
      SpinAnswer & { number: number; totalBet: number }
    >();
    expect(spin.totalBet).toBe(700);
    expect(platform.callsOf('transaction/bet')[0]!.body.amount).toBe(700);
    expect(platform.callsOf('transaction/win')[0]!.body.amount).toBe(spin.totalWin);
    expect(balance()).toBe(100_000 - 700 + spin.totalWin);
  });

  it.each([
    ['notEnoughMoney', () => platform.balances.set('m_player1', 100)],
    ['limitReached', () => platform.limited.add('m_player1')],
    ['userDisabled', () => platform.disabled.add('m_player1')],
    ['sessionEnded', () => (platform.tokens.get('pt_token1')!.expired = true)],
  ])('tells the player %s when the wallet refuses the bet, and pays nothing', async (error, refuse) => {
    const game = await openGame(provider, keys);
    await play(provider, game.key, '/api/v1/session');
    refuse();
    const res = await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 });
    expect(res.json()).toMatchObject({ error });
    if (error === 'notEnoughMoney') expect(res.json()).toMatchObject({ balance: 100 });
    expect(platform.callsOf('transaction/win')).toHaveLength(0);
    expect(platform.callsOf('transaction/rollback')).toHaveLength(0);
    expect(Object.keys(provider.store.state.rounds)).toHaveLength(0);
  });

  it('refuses a bet off the steps without calling the wallet', async () => {
    const game = await openGame(provider, keys);
    for (const bet of [210, 0, -20, 1.5]) {
      const res = await play(provider, game.key, '/api/v1/slot/spin', { bet });
      expect(res.json()).toEqual({ error: 'badBet' });
    }
    const roulette = await openGame(provider, keys, { game_code: 'lgp-roulette-km' });
    for (const bets of [
      [{ key: 'n37', amount: 100 }],
      [{ key: 'red', amount: 15 }],
      [{ key: 'red', amount: 200_000 }],
    ]) {
      expect((await play(provider, roulette.key, '/api/v1/roulette/spin', { bets })).json()).toEqual({
        error: 'badBet',
      });
    }
    expect(platform.callsOf('transaction/bet')).toHaveLength(0);
  });
});

describe('retries settle once', () => {
  it('sends a bet again with the same bytes when its answer was lost, and the money moves once', async () => {
    const game = await openGame(provider, keys);
    platform.fail('transaction/bet', 'lost');
    const spin = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(spin.error).toBeUndefined();
    const bets = platform.callsOf('transaction/bet');
    expect(bets).toHaveLength(2);
    expect(bets[1]!.raw).toBe(bets[0]!.raw);
    expect(platform.moves.filter((m) => m.method === 'transaction/bet')).toHaveLength(1);
    expect(balance()).toBe(100_000 - 200 + spin.totalWin);
  });

  it('retries a win through 500s, lost answers and dropped connections until answered, paying it once', async () => {
    const game = await openGame(provider, keys);
    platform.fail('transaction/win', 'error500', 'lost', 'drop', 'lost');
    const spin = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(spin.pending).toBe(true);
    // The page already shows what the balance will be.
    expect(spin.balance).toBe(100_000 - 200 + spin.totalWin);
    await until(() => Object.keys(provider.store.state.outbox).length === 0, 'the win is answered');
    const wins = platform.callsOf('transaction/win');
    expect(wins).toHaveLength(5);
    expect(new Set(wins.map((w) => w.raw)).size).toBe(1);
    expect(new Set(wins.map((w) => w.body.request_uuid)).size).toBe(1);
    expect(platform.moves.filter((m) => m.method === 'transaction/win')).toHaveLength(1);
    expect(balance()).toBe(100_000 - 200 + spin.totalWin);
  });

  it('gives a bet up after its attempts and rolls it back; a bet the platform did take is returned', async () => {
    const game = await openGame(provider, keys);
    platform.fail('transaction/bet', 'lost', 'error500', 'drop');
    platform.fail('transaction/rollback', 'error500');
    const res = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(res.error).toBe('noAnswer');
    expect(platform.callsOf('transaction/bet')).toHaveLength(3);
    await until(() => Object.keys(provider.store.state.outbox).length === 0, 'the rollback is answered');
    const rollbacks = platform.callsOf('transaction/rollback');
    expect(rollbacks).toHaveLength(2);
    expect(rollbacks[0]!.body).toMatchObject({
      reference_transaction_uuid: platform.callsOf('transaction/bet')[0]!.body.transaction_uuid,
      round: platform.callsOf('transaction/bet')[0]!.body.round,
    });
    expect(platform.callsOf('transaction/win')).toHaveLength(0);
    // The first attempt took the stake; the rollback gave it back.
    expect(balance()).toBe(100_000);
  });

  it('rolls back a bet the platform never saw, so the platform refuses it if it turns up late', async () => {
    const game = await openGame(provider, keys);
    platform.fail('transaction/bet', 'drop', 'drop', 'drop');
    const res = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(res.error).toBe('noAnswer');
    await until(() => platform.callsOf('transaction/rollback').length === 1, 'the rollback is sent');
    await until(() => Object.keys(provider.store.state.outbox).length === 0, 'the rollback is answered');
    expect(balance()).toBe(100_000);
    // The platform now refuses that bet, should it arrive after all.
    const late = await fetch(`${platform.url}/transaction/bet`, {
      method: 'POST',
      body: platform.callsOf('transaction/bet')[0]!.raw,
      headers: platform.callsOf('transaction/bet')[0]!.headers as Record<string, string>,
    });
    expect(await late.json()).toEqual({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });
  });

  it('keeps owed wins across a restart and pays them once after it', async () => {
    await provider.app.close();
    const dataDir = tempDir();
    provider = await startProvider(keys, { walletUrl: platform.url, dataDir });
    const game = await openGame(provider, keys);
    // Each attempt is taken by the platform and its answer lost, until the process stops.
    platform.fail('transaction/win', ...Array<'lost'>(10_000).fill('lost'));
    const spin = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(spin.pending).toBe(true);
    await provider.app.close();
    expect(Object.values(provider.store.state.outbox)).toHaveLength(1);

    // A new process on the same data folder carries on.
    platform.heal();
    provider = await startProvider(keys, { walletUrl: platform.url, dataDir });
    await until(() => Object.keys(provider.store.state.outbox).length === 0, 'the win is answered after the restart');
    const wins = platform.callsOf('transaction/win');
    expect(new Set(wins.map((w) => w.raw)).size).toBe(1);
    expect(platform.moves.filter((m) => m.method === 'transaction/win')).toHaveLength(1);
    expect(balance()).toBe(100_000 - 200 + spin.totalWin);
    // The page of before the restart still plays.
    expect((await play(provider, game.key, '/api/v1/session')).statusCode).toBe(200);
  });

  it('rolls back, after a restart, a bet that was in flight when the process stopped', async () => {
    await provider.app.close();
    const dataDir = tempDir();
    provider = await startProvider(keys, { walletUrl: platform.url, dataDir });
    const game = await openGame(provider, keys);
    // The process stops while the bet's answer is awaited: no attempt answers.
    platform.down('drop');
    const spin = play(provider, game.key, '/api/v1/slot/spin', { bet: 200 });
    await until(() => platform.callsOf('transaction/bet').length >= 1, 'the bet is sent');
    const stored = JSON.parse(JSON.stringify(provider.store.state)) as typeof provider.store.state;
    expect(Object.values(stored.rounds).map((r) => r.state)).toEqual(['betting']);
    await spin;
    await provider.app.close();
    platform.heal();
    // Restart from the state saved while the bet was in flight.
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dataDir}/state.json`, JSON.stringify({ ...stored, outbox: {} }));
    const before = platform.callsOf('transaction/rollback').length;
    provider = await startProvider(keys, { walletUrl: platform.url, dataDir });
    await until(() => Object.keys(provider.store.state.outbox).length === 0, 'the rollback is answered');
    const rollback = platform.callsOf('transaction/rollback').slice(before);
    expect(rollback).toHaveLength(1);
    expect(rollback[0]!.body.reference_transaction_uuid).toBe(Object.values(stored.rounds)[0]!.betTransaction);
    expect(Object.keys(provider.store.state.rounds)).toHaveLength(0);
    expect(balance()).toBe(100_000);
  });
});

describe('crash rounds settle on the server', () => {
  it('pays an automatic cash-out, or closes the round lost, without the page asking', async () => {
    const game = await openGame(provider, keys, { game_code: 'lgp-crash-sv3' });
    const bet = (await play(provider, game.key, '/api/v1/crash/bet', { bet: 1000, target: 101 })).json<{
      round: { id: string };
    }>();
    expect(bet.round.id).toMatch(/^lgp-/);
    await until(() => platform.callsOf('transaction/win').length === 1, 'the round is settled');
    const win = platform.callsOf('transaction/win')[0]!.body;
    expect([0, 1010]).toContain(win.amount);
    expect(win.round_closed).toBe(true);
    expect(balance()).toBe(100_000 - 1000 + Number(win.amount));
  });

  it('refuses a second bet while a round is in play, and a cash-out counts when the server hears it', async () => {
    const game = await openGame(provider, keys, { game_code: 'lgp-crash-av' });
    await play(provider, game.key, '/api/v1/crash/bet', { bet: 1000, target: null });
    const second = await play(provider, game.key, '/api/v1/crash/bet', { bet: 1000, target: null });
    const first = platform.callsOf('transaction/win').length;
    // Either the round is still in play (busy), or it crashed at once (3 % of rounds).
    if (first === 0) expect(second.json()).toMatchObject({ error: 'busy' });
    const out = (await play(provider, game.key, '/api/v1/crash/cashout')).json<{
      round: { cashout: number | null; win: number; settled: boolean };
    }>();
    expect(out.round.settled).toBe(true);
    const win = platform.callsOf('transaction/win').at(-1)!.body;
    expect(win.amount).toBe(out.round.win);
    if (out.round.cashout !== null) expect(out.round.win).toBe(Math.floor((1000 * out.round.cashout) / 100));
  });
});

describe('demo mode', () => {
  it('plays every game with its own play money and never calls the wallet', async () => {
    const demo = { mode: 'demo' as const, token: '' };
    const slot = await openGame(provider, keys, demo);
    const opened = (await play(provider, slot.key, '/api/v1/session')).json<{ balance: number }>();
    expect(opened.balance).toBe(200_000);
    let expected = 200_000;
    for (let i = 0; i < 5; i++) {
      const spin = (await play(provider, slot.key, '/api/v1/slot/spin', { bet: 400 })).json<SpinAnswer>();
      expected += spin.totalWin - 400;
      expect(spin.balance).toBe(expected);
    }
    const roulette = await openGame(provider, keys, { ...demo, game_code: 'lgp-roulette-sexy' });
    const r = (
      await play(provider, roulette.key, '/api/v1/roulette/spin', { bets: [{ key: 'black', amount: 100 }] })
    ).json<SpinAnswer>();
    expect(r.balance).toBe(200_000 - 100 + r.totalWin);
    const crash = await openGame(provider, keys, { ...demo, game_code: 'lgp-crash-tf' });
    await play(provider, crash.key, '/api/v1/crash/bet', { bet: 100, target: 101 });
    await play(provider, crash.key, '/api/v1/crash/cashout');
    expect(platform.calls).toHaveLength(0);
  });
});

describe('slot pace', () => {
  it('answers a spin no sooner than 2.5 s after it was asked for, whatever the page does', async () => {
    await provider.app.close();
    provider = await startProvider(keys, { walletUrl: platform.url, env: { SLOT_MIN_SPIN_MS: '2500' } });
    const game = await openGame(provider, keys, { mode: 'demo', token: '' });
    const asked = performance.now();
    const spin = (await play(provider, game.key, '/api/v1/slot/spin', { bet: 200 })).json<SpinAnswer>();
    expect(spin.error).toBeUndefined();
    expect(performance.now() - asked).toBeGreaterThanOrEqual(2500);
    // And one spin at a time: a second while the first is under way is refused.
    const [first, second] = await Promise.all([
      play(provider, game.key, '/api/v1/slot/spin', { bet: 200 }),
      play(provider, game.key, '/api/v1/slot/spin', { bet: 200 }),
    ]);
    expect([first.json<SpinAnswer>().error, second.json<SpinAnswer>().error].sort()).toEqual(['busy', undefined]);
  });
});
