// A member on a break or self-excluded may still sign in to take out their balance (issue 23):
// the login's `withdraw` purpose opens a session that reaches the balance, the withdrawal and the logout only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { ledgerTransactions } from '../src/db/schema';
import { accountsService } from '../src/services/accounts-service';
import { apiClient, inHouseGameId } from './api';
import { TEST_DATABASES } from './databases';
import { latestSmsCode } from './dev-tools';
import { payoutTo, usePaymentProvider } from './fake-payment-provider';
import { useTestApp } from './harness';

const EXCLUDE = '/wps/protection/exclusion';
const LIMITS = '/wps/protection/limits';
const STATUS = '/wps/protection/status';
const DEAL = '/wps/relay/BGS_deal';
const DEPOSIT = '/__dev/deposit';
const WITHDRAW = '/wps/transaction/withdraw';
const BALANCE = '/wps/v2/wallets/balance';
const LAUNCH = '/wps/game/launchGame';
const JOIN = '/wps/relay/MCSFE_joinPromotion';
const HEAD_ICON = '/wps/member/info/icon';
const LOGOUT = '/wps/session/logout';
const RENEW = '/wps/session/renew';
const CHANGE_PASSWORD = '/wps/member/password';
const SECOND_STEP = '/wps/session/login/two-factor';
const PASSWORD = 'Pass-word-1';
const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('withdraw-only sessions on $name', (database) => {
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const env: Record<string, string> = { LOBBY_DEV_TOOLS: '1' };
  // Withdrawals are paid through a payment provider: a fake one answers this suite's.
  usePaymentProvider(env);
  const payout = payoutTo;
  const t = useTestApp(database, env, { clock });
  let nodeId = '';
  let clients = 0;

  beforeAll(async () => {
    nodeId = await inHouseGameId(apiClient(t));
  });
  beforeEach(() => {
    offset = 0;
  });

  /** A fresh member with 50,000 in the wallet, logged in from a client of its own. */
  async function player(username: string, phone?: { countryDialingCode: string; mobile: string }) {
    const member = await accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: HOUR }).register('DEMO', {
      username,
      password: PASSWORD,
      ...phone,
    });
    clients += 1;
    const api = apiClient(t, `10.24.${clients}.1`);
    const auth = { Authorization: (await api.login({ username, password: PASSWORD })).json().value.token as string };
    expect((await api.post(DEPOSIT, { amount: '50000', requestId: randomUUID() }, auth)).statusCode).toBe(200);
    return { member, api, auth };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  /** Takes a 24-hour break and logs out: the state in which no usual login opens. */
  async function onBreak(p: Player) {
    const taken = await p.api.post(EXCLUDE, { kind: 'break24h' }, p.auth);
    expect(taken.statusCode).toBe(200);
    expect((await p.api.del(LOGOUT, p.auth)).statusCode).toBe(200);
    return taken.json().value.exclusion as { kind: string; until: string };
  }

  /** What a withdraw-only session is refused, with the answer's status and code. */
  const refusals = async (p: Player, auth: Record<string, string>) =>
    Promise.all(
      [
        p.api.post(DEPOSIT, { amount: '10.00', requestId: randomUUID() }, auth),
        p.api.post(DEAL, { nodeId, bet: '1.00', requestId: randomUUID() }, auth),
        p.api.get(`${LAUNCH}?nodeId=${nodeId}&vassalage=BGS&accountType=1`, auth),
        p.api.post(JOIN, { promotionId: 'any' }, auth),
        p.api.post(HEAD_ICON, { iconId: 3 }, auth),
        p.api.put(LIMITS, { limits: [{ kind: 'lossDaily', value: 1_000 }] }, auth),
      ].map(async (answer) => [(await answer).statusCode, (await answer).json().errorCode]),
    );

  it('refuses an excluded member the usual login, and opens a withdraw-only session that withdraws once per key', async () => {
    const p = await player('wdonly01');
    const exclusion = await onBreak(p);
    const refused = await p.api.login({ username: 'wdonly01', password: PASSWORD });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, errorCode: 'protection.excluded', data: exclusion },
    ]);

    const opened = await p.api.login({ username: 'wdonly01', password: PASSWORD, purpose: 'withdraw' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().value).toMatchObject({ userName: 'wdonly01', withdrawOnly: true, mustChangePassword: false });
    const auth = { Authorization: opened.json().value.token as string };
    expect((await p.api.memberInfo(auth.Authorization)).json().value.account).toBe('wdonly01');
    expect((await p.api.get(BALANCE, auth)).json().value.balanceMinor).toBe(5_000_000);
    expect((await p.api.get(STATUS, auth)).json().value.exclusion).toEqual(exclusion);

    // The same key twice (a retry after a lost answer): one debit, the same answer.
    const requestId = randomUUID();
    const first = await p.api.post(WITHDRAW, payout('20000', requestId), auth);
    const again = await p.api.post(WITHDRAW, payout('20000', requestId), auth);
    expect([first.statusCode, first.json().value.balanceMinor]).toEqual([200, 3_000_000]);
    expect(again.json()).toEqual(first.json());
    const debits = await t.runtime.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.memberId, p.member.id),
          eq(ledgerTransactions.idempotencyKey, `withdraw:hold:${first.json().value.withdrawal.reference}`),
        ),
      );
    expect(debits).toHaveLength(1);
    expect((await p.api.get(BALANCE, auth)).json().value.balanceMinor).toBe(3_000_000);

    for (const answer of await refusals(p, auth)) expect(answer).toEqual([403, 'protection.excluded']);
    // Renewed, it stays withdraw-only; it sets no new password either.
    expect((await p.api.post(RENEW, undefined, auth)).json().value.withdrawOnly).toBe(true);
    const change = await p.api.sealed(
      'PUT',
      CHANGE_PASSWORD,
      { old_password: PASSWORD, password: 'Pass-word-2', confimpsw: 'Pass-word-2' },
      auth,
    );
    expect([change.statusCode, change.json().errorCode]).toEqual([403, 'protection.withdrawOnly']);

    // The break over, the session is still only for withdrawing; a usual login opens a full one.
    offset = 24 * HOUR + 60_000;
    for (const answer of await refusals(p, auth)) expect(answer).toEqual([403, 'protection.withdrawOnly']);
    const full = await p.api.login({ username: 'wdonly01', password: PASSWORD });
    expect([full.statusCode, full.json().value.withdrawOnly]).toEqual([200, false]);

    expect((await p.api.del(LOGOUT, auth)).statusCode).toBe(200);
    expect((await p.api.get(BALANCE, auth)).statusCode).toBe(401);
  });

  it('keeps an SMS code refused only for the exclusion for the withdraw-only login, and spends it there', async () => {
    const p = await player('wdonly07', { countryDialingCode: '+95', mobile: '9200000405' });
    const exclusion = await onBreak(p);
    const phone = { mobileNum: '9200000405', countryDialingCode: '+95' };
    expect((await p.api.post('/wps/verification/sms/noLogin', phone)).statusCode).toBe(200);
    const code = (await latestSmsCode(t.app, '+95 9200000405'))!;
    const refused = await p.api.login({ type: 'sms', ...phone, verificationCode: code });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { success: false, errorCode: 'protection.excluded', data: exclusion },
    ]);
    const opened = await p.api.login({ type: 'sms', ...phone, verificationCode: code, purpose: 'withdraw' });
    expect([opened.statusCode, opened.json().value.withdrawOnly]).toEqual([200, true]);
    const spent = await p.api.login({ type: 'sms', ...phone, verificationCode: code, purpose: 'withdraw' });
    expect([spent.statusCode, spent.json().errorCode]).toEqual([400, 'verification.invalid']);
  });

  it('opens a withdraw-only session, just as narrow, for a member who is not excluded', async () => {
    const p = await player('wdonly02');
    const opened = await p.api.login({ username: 'wdonly02', password: PASSWORD, purpose: 'withdraw' });
    expect([opened.statusCode, opened.json().value.withdrawOnly]).toEqual([200, true]);
    const auth = { Authorization: opened.json().value.token as string };
    const withdrawn = await p.api.post(WITHDRAW, payout('10000', randomUUID()), auth);
    expect(withdrawn.json().value.balanceMinor).toBe(4_000_000);
    for (const answer of await refusals(p, auth)) expect(answer).toEqual([403, 'protection.withdrawOnly']);
    // Nor may it take a break for the member: that is a full session's choice.
    expect((await p.api.post(EXCLUDE, { kind: 'break24h' }, auth)).json().errorCode).toBe('protection.withdrawOnly');
    // The member's usual session is untouched by it.
    expect((await p.api.get(STATUS, p.auth)).json().value.exclusion).toBeNull();
    expect((await p.api.post(DEAL, { nodeId, bet: '1.00', requestId: randomUUID() }, p.auth)).statusCode).toBe(200);
  });

  it('carries the withdraw purpose through the two-factor ticket', async () => {
    const p = await player('wdonly03');
    const setup = await p.api.post('/wps/member/security/two-factor/setup', undefined, p.auth);
    const secret = setup.json().value.secret as string;
    const code = (steps: number) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    const enabled = await p.api.post('/wps/member/security/two-factor/enable', { code: code(0) }, p.auth);
    const [recoveryCode] = enabled.json().value.recoveryCodes as string[];
    await onBreak(p);

    // Without the purpose the code is right, but the session is refused as before.
    const usual = await p.api.login({ username: 'wdonly03', password: PASSWORD });
    expect(usual.json().errorCode).toBe('login.twoFactorRequired');
    const usualEnd = await p.api.post(SECOND_STEP, { ticket: usual.json().data.twoFactorTicket, code: recoveryCode });
    expect([usualEnd.statusCode, usualEnd.json().errorCode]).toEqual([403, 'protection.excluded']);

    const first = await p.api.login({ username: 'wdonly03', password: PASSWORD, purpose: 'withdraw' });
    expect([first.statusCode, first.json().errorCode]).toEqual([401, 'login.twoFactorRequired']);
    // The authenticator's next code (the one that turned it on is spent).
    const done = await p.api.post(SECOND_STEP, { ticket: first.json().data.twoFactorTicket, code: code(1) });
    expect([done.statusCode, done.json().value.withdrawOnly]).toEqual([200, true]);
    const auth = { Authorization: done.json().value.token as string };
    expect((await p.api.post(WITHDRAW, payout('10000', randomUUID()), auth)).statusCode).toBe(200);
    expect((await p.api.post(DEAL, { nodeId, bet: '1.00', requestId: randomUUID() }, auth)).json().errorCode).toBe(
      'protection.excluded',
    );
  });

  it('answers wrong passwords with the withdraw purpose exactly as without it, captcha included', async () => {
    const twin = async (username: string, purpose: object) => {
      await onBreak(await player(username));
      // A browser the account never logged in from: the captcha comes after two failures.
      clients += 1;
      const stranger = apiClient(t, `10.24.${clients}.2`);
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const res = await stranger.login({ username, password: 'wrong-pass-1', ...purpose });
        answers.push([res.statusCode, res.json()]);
      }
      return answers;
    };
    const usual = await twin('wdonly04', {});
    expect(await twin('wdonly05', { purpose: 'withdraw' })).toEqual(usual);
    expect(usual.map(([, body]) => (body as { errorCode: string }).errorCode)).toContain('login.failed');
    expect(usual.map(([, body]) => (body as { errorCode: string }).errorCode)).toContain('captcha.required');
  });

  it('refuses a purpose it does not know, naming the field', async () => {
    const p = await player('wdonly06');
    const bad = await p.api.login({ username: 'wdonly06', password: PASSWORD, purpose: 'play' });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
    expect(bad.json().data.fields).toContain('body.purpose');
  });
});
