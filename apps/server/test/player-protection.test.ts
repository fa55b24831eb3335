// Long on purpose: each limit, the cooling-off and the exclusions, through every path where money moves or a session starts.
import { randomUUID } from 'node:crypto';
import type { HiLoCard } from '@lobby/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { houseAccount, ledgerRepo } from '../src/db/repositories/ledger-repo';
import { protectionRepo } from '../src/db/repositories/protection-repo';
import { accountsService } from '../src/services/accounts-service';
import { playerProtection } from '../src/services/player-protection';
import { apiClient, bornYearsAgo, inHouseGameId } from './api';
import { TEST_DATABASES } from './databases';
import { latestEmail, latestSmsCode } from './dev-tools';
import { payoutTo, usePaymentProvider } from './fake-payment-provider';
import { useTestApp } from './harness';

const STATUS = '/wps/protection/status';
const LIMITS = '/wps/protection/limits';
const CONFIRM = '/wps/protection/limits/confirm';
const EXCLUDE = '/wps/protection/exclusion';
const SESSION = '/wps/protection/session';
const DEAL = '/wps/relay/BGS_deal';
const GUESS = '/wps/relay/BGS_guess';
const DEPOSIT = '/__dev/deposit';
const WITHDRAW = '/wps/transaction/withdraw';
const REVIEW = '/wps/protection/limits/reviewed';
const BALANCE = '/wps/v2/wallets/balance';
const LAUNCH = '/wps/game/launchGame';
const JOIN = '/wps/relay/MCSFE_joinPromotion';
const HOUR = 3_600_000;

/** A stacked deck: every card is a seven, so 'higher' always ties, and a tie loses. */
const seven = (): HiLoCard => ({ rank: 7, suit: 'S' });

describe.each(TEST_DATABASES)('player protection on $name', (database) => {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const env: Record<string, string> = { LOBBY_DEV_TOOLS: '1' };
  // Withdrawals are paid through a payment provider: a fake one answers this suite's.
  usePaymentProvider(env);
  const payout = payoutTo;
  const t = useTestApp(database, env, { clock, draw: seven });
  const accounts = () => accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 48 * HOUR });
  let nodeId = '';

  beforeAll(async () => {
    nodeId = await inHouseGameId(apiClient(t));
  });
  beforeEach(() => {
    offset = 0;
  });

  /** A fresh member with `deposit` in the wallet, logged in from a client of its own. */
  async function player(name: string, deposit = '100.00', extra: { mobile?: string; email?: string } = {}) {
    const member = await accounts().register('DEMO', {
      username: name,
      password: 'Pass-word-1',
      ...(extra.mobile ? { countryDialingCode: '+95', mobile: extra.mobile } : {}),
      ...(extra.email ? { email: extra.email } : {}),
    });
    const api = apiClient(t, `10.23.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const token = (await api.login({ username: name, password: 'Pass-word-1' })).json().value.token as string;
    const auth = { Authorization: token };
    if (deposit)
      expect((await api.post(DEPOSIT, { amount: deposit, requestId: randomUUID() }, auth)).statusCode).toBe(200);
    return { member, api, auth };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  const setLimits = (p: Player, limits: { kind: string; value: number | null }[]) =>
    p.api.put(LIMITS, { limits }, p.auth);
  const balance = async (p: Player) => (await p.api.get(BALANCE, p.auth)).json().value.balanceMinor as number;
  const deal = (p: Player, bet: string) => p.api.post(DEAL, { nodeId, bet, requestId: randomUUID() }, p.auth);

  it('stops a losing streak at exactly the loss limit, naming the limit; nothing of the refused bet stays', async () => {
    const p = await player('loser01');
    expect((await setLimits(p, [{ kind: 'lossDaily', value: 1_000 }])).statusCode).toBe(200);
    for (let round = 1; round <= 5; round++) {
      const dealt = await deal(p, '2.00');
      expect(dealt.statusCode).toBe(200);
      const settled = await p.api.post(GUESS, { roundId: dealt.json().value.roundId, guess: 'higher' }, p.auth);
      expect(settled.json().value).toMatchObject({ status: 'settled', payoutMinor: 0 });
    }
    const refused = await deal(p, '1.00');
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { success: false, errorCode: 'limit.lossDaily', data: { amount: '10.00', amountMinor: 1_000 } },
    ]);
    expect(await balance(p)).toBe(9_000);
    // The table has no open round: the refused bet rolled back with its round.
    expect((await p.api.get(`/wps/relay/BGS_table?nodeId=${nodeId}`, p.auth)).json().value.open).toBeNull();
  });

  it('lets no concurrent bet slip past the loss limit: the wallet row is locked in the bet transaction', async () => {
    const p = await player('racer01');
    await setLimits(p, [{ kind: 'lossDaily', value: 1_000 }]);
    const db = t.runtime.database.db;
    const ledger = ledgerRepo(db);
    const protection = playerProtection({ repo: protectionRepo(db), clock });
    const started = clock();
    // Twelve stakes of 1.00 at once, as several tables would place them: exactly ten fit under 10.00.
    const bets = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        ledger.transaction(async (tx) => {
          await protection.lockWallet(tx, p.member.id, 'DEMO');
          await ledger.post(tx, {
            merchantCode: 'DEMO',
            memberId: p.member.id,
            idempotencyKey: `race:${p.member.id}:${i}`,
            kind: 'bet',
            amountMinor: -100,
            counterAccount: houseAccount('DEMO'),
          });
          await protection.checkBet(tx, p.member.id, 100, started);
        }),
      ),
    );
    expect(bets.filter((b) => b.status === 'fulfilled')).toHaveLength(10);
    const refusals = bets.flatMap((b) => (b.status === 'rejected' ? [(b.reason as { code: string }).code] : []));
    expect(refusals).toEqual(['limit.lossDaily', 'limit.lossDaily']);
    expect(await balance(p)).toBe(9_000);
    expect((await deal(p, '1.00')).json().errorCode).toBe('limit.lossDaily');
  });

  it('refuses a stake over the per-bet and daily stake limits, and play past the session time limit', async () => {
    const p = await player('staker01');
    await setLimits(p, [
      { kind: 'stakePerBet', value: 500 },
      { kind: 'stakeDaily', value: 800 },
    ]);
    expect((await deal(p, '5.01')).json()).toMatchObject({ errorCode: 'limit.stakePerBet', data: { amount: '5.00' } });
    const first = await deal(p, '5.00');
    await p.api.post(GUESS, { roundId: first.json().value.roundId, guess: 'higher' }, p.auth);
    expect((await deal(p, '3.01')).json()).toMatchObject({ errorCode: 'limit.stakeDaily', data: { amount: '8.00' } });
    expect((await deal(p, '3.00')).statusCode).toBe(200);

    const q = await player('timer01');
    await setLimits(q, [{ kind: 'sessionMinutes', value: 30 }]);
    expect((await deal(q, '1.00')).statusCode).toBe(200);
    offset = 31 * 60_000;
    expect((await deal(q, '1.00')).json()).toMatchObject({ errorCode: 'limit.sessionMinutes', data: { minutes: 30 } });
    const launch = await q.api.get(`${LAUNCH}?nodeId=${nodeId}&vassalage=BGS&accountType=1`, q.auth);
    expect(launch.json().errorCode).toBe('limit.sessionMinutes');
  });

  it('asks for a limit before a first deposit until answered, and for a review six months after the limits were set or kept', async () => {
    const review = async (p: Player) => (await p.api.get(STATUS, p.auth)).json().value.review;
    // A new member who has not deposited: asked, once, before the first deposit.
    const fresh = await player('prompted01', '');
    expect(await review(fresh)).toEqual({ depositPrompt: true, reviewDue: false, reviewedAt: null });
    const kept = (await fresh.api.post(REVIEW, undefined, fresh.auth)).json().value.review;
    expect(kept).toMatchObject({ depositPrompt: false, reviewDue: false, reviewedAt: expect.any(String) });

    // One who sets a deposit limit is not asked; six months on, a review is due until done.
    const careful = await player('prompted02', '');
    expect((await setLimits(careful, [{ kind: 'depositDaily', value: 5_000 }])).json().value.review).toMatchObject({
      depositPrompt: false,
      reviewDue: false,
    });
    offset = 181 * 24 * HOUR;
    expect((await review(careful)).reviewDue).toBe(false);
    offset = 183 * 24 * HOUR;
    expect((await review(careful)).reviewDue).toBe(true);
    expect((await careful.api.post(REVIEW, undefined, careful.auth)).json().value.review.reviewDue).toBe(false);

    // One who has deposited already is past the first deposit.
    offset = 0;
    expect(await review(await player('prompted03'))).toMatchObject({ depositPrompt: false, reviewDue: false });
    expect((await fresh.api.post(REVIEW)).statusCode).toBe(401);
  });

  it('lowers a limit at once, but a raise or removal waits 24 hours and then for the member to confirm it', async () => {
    const p = await player('cooler01', '');
    await setLimits(p, [{ kind: 'depositDaily', value: 5_000 }]);
    expect((await p.api.post(DEPOSIT, { amount: '40.00', requestId: randomUUID() }, p.auth)).statusCode).toBe(200);
    const over = await p.api.post(DEPOSIT, { amount: '20.00', requestId: randomUUID() }, p.auth);
    expect([over.statusCode, over.json()]).toEqual([
      409,
      { success: false, errorCode: 'limit.depositDaily', data: { amount: '50.00', amountMinor: 5_000 } },
    ]);
    expect(await balance(p)).toBe(4_000);

    const raised = (await setLimits(p, [{ kind: 'depositDaily', value: 20_000 }])).json().value;
    expect(raised.limits.find((l: { kind: string }) => l.kind === 'depositDaily')).toMatchObject({
      value: 5_000,
      pending: { value: 20_000, confirmable: false },
    });
    expect((await p.api.post(CONFIRM, { kind: 'depositDaily' }, p.auth)).json().errorCode).toBe('protection.notYet');
    offset = 23 * HOUR;
    expect((await p.api.post(CONFIRM, { kind: 'depositDaily' }, p.auth)).json().errorCode).toBe('protection.notYet');
    offset = 24 * HOUR + 60_000;
    // Past the wait the old limit still holds until the member confirms.
    const waiting = (await p.api.get(STATUS, p.auth)).json().value;
    expect(waiting.limits.find((l: { kind: string }) => l.kind === 'depositDaily')).toMatchObject({
      value: 5_000,
      pending: { value: 20_000, confirmable: true },
    });
    const confirmed = (await p.api.post(CONFIRM, { kind: 'depositDaily' }, p.auth)).json().value;
    expect(confirmed.limits.find((l: { kind: string }) => l.kind === 'depositDaily')).toEqual({
      kind: 'depositDaily',
      value: 20_000,
      pending: null,
    });

    const lowered = (await setLimits(p, [{ kind: 'depositDaily', value: 3_000 }])).json().value;
    expect(lowered.limits.find((l: { kind: string }) => l.kind === 'depositDaily')).toMatchObject({ value: 3_000 });
    const removal = (await setLimits(p, [{ kind: 'depositDaily', value: null }])).json().value;
    expect(removal.limits.find((l: { kind: string }) => l.kind === 'depositDaily')).toMatchObject({
      value: 3_000,
      pending: { value: null, confirmable: false },
    });
    const bad = await setLimits(p, [{ kind: 'depositDaily', value: -5 }]);
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
  });

  it('sets the limits chosen at registration from the start', async () => {
    const api = apiClient(t, '10.23.251.1');
    const registered = await api.sealed('PUT', '/wps/member/register', {
      username: 'careful01',
      password: 'abc123',
      confirmPassword: 'abc123',
      birthday: bornYearsAgo(30),
      protectionLimits: [
        { kind: 'depositDaily', value: 2_000 },
        { kind: 'lossWeekly', value: 5_000 },
      ],
      ...(await api.captcha()),
    });
    expect(registered.statusCode).toBe(200);
    const token = (await api.login({ username: 'careful01', password: 'abc123' })).json().value.token as string;
    const status = (await api.get(STATUS, { Authorization: token })).json().value;
    expect(status.limits.filter((l: { value: number | null }) => l.value !== null)).toEqual([
      { kind: 'depositDaily', value: 2_000, pending: null },
      { kind: 'lossWeekly', value: 5_000, pending: null },
    ]);
    expect(status).toMatchObject({ realityCheckMinutes: 60, exclusion: null });
    const deposit = await api.post(DEPOSIT, { amount: '20.01', requestId: randomUUID() }, { Authorization: token });
    expect(deposit.json().errorCode).toBe('limit.depositDaily');
  });

  it('answers the reality check: time played, staked and net result of this session', async () => {
    const p = await player('reality01');
    expect(
      (await p.api.put('/wps/protection/reality-check', { minutes: 15 }, p.auth)).json().value.realityCheckMinutes,
    ).toBe(15);
    expect((await p.api.put('/wps/protection/reality-check', { minutes: 7 }, p.auth)).statusCode).toBe(400);
    const dealt = await deal(p, '2.50');
    await p.api.post(GUESS, { roundId: dealt.json().value.roundId, guess: 'higher' }, p.auth);
    offset = 16 * 60_000;
    expect((await p.api.get(SESSION, p.auth)).json().value).toMatchObject({
      minutesPlayed: 16,
      stakedMinor: 250,
      netMinor: -250,
      realityCheckMinutes: 15,
    });
  });

  it('locks an excluded account out of every login, bet, deposit and marketing, but lets it withdraw', async () => {
    const p = await player('breaker01', '50000', { mobile: '9230000001', email: 'breaker@example.com' });
    const other = (await p.api.login({ username: 'breaker01', password: 'Pass-word-1' })).json().value.token as string;
    const taken = await p.api.post(EXCLUDE, { kind: 'break24h' }, p.auth);
    expect(taken.statusCode).toBe(200);
    const until = new Date(taken.json().value.exclusion.until).getTime();
    expect(Math.abs(until - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);

    // Every other session ends; this one may only see and withdraw the balance.
    expect((await p.api.memberInfo(other)).statusCode).toBe(401);
    for (const refused of [
      await deal(p, '1.00'),
      await p.api.get(`${LAUNCH}?nodeId=${nodeId}&vassalage=BGS&accountType=1`, p.auth),
      await p.api.post(
        '/wps/transaction/deposit',
        { method: 'kbzpay', amount: '10000', requestId: randomUUID() },
        p.auth,
      ),
      await p.api.post(JOIN, { promotionId: 'any' }, p.auth),
      await p.api.put(LIMITS, { limits: [{ kind: 'lossDaily', value: null }] }, p.auth),
    ]) {
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'protection.excluded']);
    }
    const withdrawn = await p.api.post(WITHDRAW, payout('20000', randomUUID()), p.auth);
    expect([withdrawn.statusCode, withdrawn.json().value.balanceMinor]).toEqual([200, 3_000_000]);
    expect((await p.api.get(STATUS, p.auth)).json().value.exclusion).toEqual({
      kind: 'break24h',
      until: taken.json().value.exclusion.until,
    });

    // Every way of logging in is refused, each only after the right secret.
    const api = apiClient(t, '10.23.252.1');
    expect((await api.login({ username: 'breaker01', password: 'wrong-1' })).json().errorCode).toBe('login.failed');
    const byPassword = await api.login({ username: 'breaker01', password: 'Pass-word-1' });
    expect([byPassword.statusCode, byPassword.json()]).toEqual([
      403,
      {
        success: false,
        errorCode: 'protection.excluded',
        data: { kind: 'break24h', until: taken.json().value.exclusion.until },
      },
    ]);
    const phone = { mobileNum: '9230000001', countryDialingCode: '+95' };
    await api.post('/wps/verification/sms/noLogin', phone);
    const code = await latestSmsCode(t.app, '+95 9230000001');
    expect((await api.login({ type: 'sms', ...phone, verificationCode: code })).json().errorCode).toBe(
      'protection.excluded',
    );
    await api.form('/wps/member/password/email', 'username=breaker01&email=breaker%40example.com');
    const temp = (await latestEmail(t.app, 'breaker@example.com'))?.match(/temporary password is (\S+)\./)?.[1];
    expect((await api.login({ username: 'breaker01', password: temp })).json().errorCode).toBe('protection.excluded');
    // A sign-in from elsewhere (Google) opens its session the same way, and is refused the same.
    const guarded = accountsService(accountsRepo(t.runtime.database.db), {
      sessionTtlMs: HOUR,
      exclusion: playerProtection({ repo: protectionRepo(t.runtime.database.db), clock }),
    });
    await expect(guarded.loginByMobile('DEMO', '+95', '9230000001')).rejects.toMatchObject({
      code: 'protection.excluded',
    });

    // A shorter one does not end it sooner; nothing ends it early.
    await p.api.post(EXCLUDE, { kind: 'break24h' }, p.auth);
    expect((await p.api.get(STATUS, p.auth)).json().value.exclusion.until).toBe(taken.json().value.exclusion.until);

    offset = 24 * HOUR + 60_000;
    expect((await api.login({ username: 'breaker01', password: 'Pass-word-1' })).statusCode).toBe(200);
  });

  it('shows agents a team member under exclusion, and leaves their play out of the team figures', async () => {
    const agent = apiClient(t, '10.23.253.1');
    const agentAuth = {
      Authorization: (await agent.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value
        .token as string,
    };
    const member = await accounts().register('DEMO', {
      username: 'teamrest01',
      password: 'Pass-word-1',
      referrerId: 'DEMO-demo-agent',
    });
    const api = apiClient(t, '10.23.253.2');
    const auth = {
      Authorization: (await api.login({ username: 'teamrest01', password: 'Pass-word-1' })).json().value
        .token as string,
    };
    await api.post(DEPOSIT, { amount: '50.00', requestId: randomUUID() }, auth);
    await api.post(DEAL, { nodeId, bet: '4.00', requestId: randomUUID() }, auth);
    const kpi = async () =>
      (await agent.get('/wps/relay/AGENT_getTeamKpi?period=today', agentAuth)).json().value as { betsMinor: number };
    const before = (await kpi()).betsMinor;
    expect(before).toBeGreaterThanOrEqual(400);
    await api.post(EXCLUDE, { kind: 'exclude6m' }, auth);
    expect((await kpi()).betsMinor).toBe(before - 400);
    const team = (await agent.get('/wps/relay/AGENT_getTeamMembers', agentAuth)).json().value as {
      username: string;
      excludedUntil?: string | null;
    }[];
    expect(team.find((m) => m.username === member.username)?.excludedUntil).toEqual(expect.any(String));
  });
});
