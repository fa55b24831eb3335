// Long on purpose: the whole contract flow between agents (offer, answer, settlement) on both databases, one story.
import { dividendPay, periodContaining, salaryPay } from '@lobby/domain';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { depositAccount, houseAccount, ledgerRepo } from '../src/db/repositories/ledger-repo';
import { ledgerEntries, ledgerTransactions, members } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const REQUEST = '/wps/relay/MCSFE_getContractRequest';
const OFFER = '/wps/relay/AGENT_offerContract';
const TEAM = '/wps/relay/AGENT_getTeamMembers';
const REBATES = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';
const PATH = {
  dailySalary: '/wps/relay/MCSFE_processDailySalaryContract',
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  hourSalary: '/wps/relay/MCSFE_processContractHourSalary',
  dividend: '/wps/relay/MCSFE_processContractDividend',
} as const;

const salary = (ratePermille: number) => ({ tiers: [{ minBetsMinor: 0, minActive: 1, ratePermille }] });
const dividend = { period: 'month', tiers: [{ minNetLossMinor: 1, minActive: 1, sharePercent: 20 }] };

describe.each(TEST_DATABASES)('contracts on $name', (database) => {
  const t = useTestApp(database);
  // Settling now is finance's, over every brand.
  const ops = useOperator(t, [{ role: 'finance', brand: '*' }]);
  const api = apiClient(t, '10.9.6.1');
  const login = async (username: string, password: string) => ({
    Authorization: (await api.login({ username, password })).json().value.token as string,
  });

  it('an upline offers its team member each contract; the member is asked in order and answers', async () => {
    const upline = await login('master01', 'Master-pass-01');
    const agent = await login('agent01', 'Agent-pass-01');
    expect((await api.get(REQUEST, agent)).json().value).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    expect((await api.get(TEAM, upline)).json().value).toEqual([
      expect.objectContaining({ username: 'agent01', type: 1, contracts: [] }),
    ]);

    for (const offer of [
      { kind: 'dailySalary', terms: salary(10) },
      { kind: 'realTimeSalary', terms: salary(2) },
      { kind: 'dividend', terms: dividend },
      { kind: 'hourSalary', terms: salary(1) },
    ]) {
      const res = await api.post(OFFER, { downline: 'agent01', offer }, upline);
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({
        kind: offer.kind,
        status: 'offered',
        upline: 'master01',
        holder: 'agent01',
      });
    }
    expect((await api.get(REQUEST, agent)).json().value).toEqual({
      dailysalreqtype: 3,
      divtypecompperiodreq: 3,
      contracthoursalreq: 1,
    });
    const team = (await api.get(TEAM, upline)).json().value[0].contracts as { kind: string; status: string }[];
    expect(team.map((c) => c.kind).sort()).toEqual(['dailySalary', 'dividend', 'hourSalary', 'realTimeSalary']);

    // A second daily offer replaces the first, which can no longer be accepted.
    const first = (await api.get(PATH.dailySalary, agent)).json().value.offer.id as string;
    await api.post(OFFER, { downline: 'agent01', offer: { kind: 'dailySalary', terms: salary(12) } }, upline);
    const stale = await api.post(PATH.dailySalary, { action: 'accept', contractId: first }, agent);
    expect([stale.statusCode, stale.json().errorCode]).toEqual([409, 'contract.answered']);
    const view = (await api.get(PATH.dailySalary, agent)).json().value;
    expect(view.offer.terms).toEqual(salary(12));
    expect(view.history).toEqual([expect.objectContaining({ id: first, status: 'withdrawn' })]);

    const accepted = (await api.post(PATH.dailySalary, { action: 'accept', contractId: view.offer.id }, agent)).json()
      .value;
    expect(accepted.offer).toBeNull();
    expect(accepted.active).toMatchObject({ status: 'accepted', terms: salary(12) });
    expect((await api.get(REQUEST, agent)).json().value).toEqual({
      dailysalreqtype: 2,
      divtypecompperiodreq: 3,
      contracthoursalreq: 1,
    });
    const again = await api.post(PATH.dailySalary, { action: 'reject', contractId: view.offer.id }, agent);
    expect(again.json().errorCode).toBe('contract.answered');

    const hour = (await api.get(PATH.hourSalary, agent)).json().value.offer.id as string;
    // An answer on another kind's path is not an answer to this offer.
    expect((await api.post(PATH.dividend, { action: 'accept', contractId: hour }, agent)).json().errorCode).toBe(
      'contract.answered',
    );
    await api.post(PATH.hourSalary, { action: 'reject', contractId: hour }, agent);
    expect((await api.get(REQUEST, agent)).json().value).toEqual({
      dailysalreqtype: 2,
      divtypecompperiodreq: 3,
      contracthoursalreq: 0,
    });
  });

  it('refuses offers outside the team, unsound terms, non-agents and malformed bodies', async () => {
    const upline = await login('master01', 'Master-pass-01');
    const agent = await login('agent01', 'Agent-pass-01');
    const member = await login('demo01', 'Demo-pass-01');
    const refused = async (body: unknown, who = upline) => {
      const res = await api.post(OFFER, body as object, who);
      return [res.statusCode, res.json().errorCode];
    };
    expect(await refused({ downline: 'demo01', offer: { kind: 'dailySalary', terms: salary(5) } })).toEqual([
      422,
      'contract.downline',
    ]);
    expect(await refused({ downline: 'nobody', offer: { kind: 'dailySalary', terms: salary(5) } })).toEqual([
      422,
      'contract.downline',
    ]);
    expect(await refused({ downline: 'agent01', offer: { kind: 'dailySalary', terms: salary(31) } })).toEqual([
      422,
      'contract.terms',
    ]);
    expect(
      await refused({
        downline: 'agent01',
        offer: {
          kind: 'dividend',
          terms: {
            period: 'month',
            tiers: [
              { minNetLossMinor: 5, minActive: 0, sharePercent: 10 },
              { minNetLossMinor: 5, minActive: 0, sharePercent: 20 },
            ],
          },
        },
      }),
    ).toEqual([422, 'contract.terms']);
    expect(await refused({ downline: 'agent01', offer: { kind: 'weekly', terms: salary(5) } })).toEqual([
      400,
      'request.invalid',
    ]);
    expect(await refused({ downline: 'agent01', offer: { kind: 'dailySalary', terms: { tiers: [] } } })).toEqual([
      400,
      'request.invalid',
    ]);
    expect(await refused({ downline: 'agent01', offer: { kind: 'dailySalary', terms: salary(5) } }, member)).toEqual([
      403,
      'agent.only',
    ]);
    // agent01 holds a daily salary of 12 per mille (first test): its own member cannot get more.
    await t.runtime.database.db.insert(members).values({
      id: 'sub-1',
      merchantCode: 'DEMO',
      username: 'subagent1',
      passwordHash: await hashPassword('Sub-pass-01'),
      type: 1,
      referrerId: 'DEMO-demo-agent',
    });
    expect(await refused({ downline: 'subagent1', offer: { kind: 'dailySalary', terms: salary(13) } }, agent)).toEqual([
      422,
      'contract.terms',
    ]);
    expect(await refused({ downline: 'subagent1', offer: { kind: 'dailySalary', terms: salary(12) } }, agent)).toEqual([
      200,
      undefined,
    ]);
    // Salaries pay on the same bets, so they share one ceiling: agent01 holds 12 per mille daily,
    // its upline (no contract of its own) may add at most 18 of another salary kind.
    expect(await refused({ downline: 'agent01', offer: { kind: 'hourSalary', terms: salary(19) } })).toEqual([
      422,
      'contract.terms',
    ]);
    expect(await refused({ downline: 'agent01', offer: { kind: 'hourSalary', terms: salary(18) } })).toEqual([
      200,
      undefined,
    ]);
    // And again on acceptance: the real-time offer of 2 (first test) no longer fits beside 12 + 18.
    const hourOffer = (await api.get(PATH.hourSalary, agent)).json().value.offer.id as string;
    expect((await api.post(PATH.hourSalary, { action: 'accept', contractId: hourOffer }, agent)).statusCode).toBe(200);
    const realTime = (await api.get(PATH.realTimeSalary, agent)).json().value.offer.id as string;
    const late = await api.post(PATH.realTimeSalary, { action: 'accept', contractId: realTime }, agent);
    expect([late.statusCode, late.json().errorCode]).toEqual([422, 'contract.terms']);
    expect(
      (
        await api.post(
          PATH.realTimeSalary,
          { action: 'accept', contractId: '00000000-0000-4000-8000-000000000000' },
          agent,
        )
      ).statusCode,
    ).toBe(404);

    // Contracts are between agents: a plain member of the team is offered none, asked nothing and refused the pages.
    await t.runtime.database.db.insert(members).values({
      id: 'plain-1',
      merchantCode: 'DEMO',
      username: 'plainmember',
      passwordHash: await hashPassword('Plain-pass-01'),
      referrerId: 'DEMO-demo-upline',
    });
    expect(await refused({ downline: 'plainmember', offer: { kind: 'dailySalary', terms: salary(5) } })).toEqual([
      422,
      'contract.downline',
    ]);
    const plain = await login('plainmember', 'Plain-pass-01');
    expect((await api.get(REQUEST, plain)).json().value).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    const page = await api.get(PATH.dividend, plain);
    expect([page.statusCode, page.json().errorCode]).toEqual([403, 'agent.only']);

    expect((await api.post(PATH.dailySalary, { action: 'sign', contractId: 'x' }, agent)).statusCode).toBe(400);
    expect((await api.get(REQUEST)).statusCode).toBe(401);
    expect((await api.get(`${REBATES}?productType=CARDS`, member)).statusCode).toBe(400);
    expect((await api.get(`${REBATES}?productType=LIVE`, member)).json().value).toEqual([
      { productType: 'LIVE', ratePermille: 6 },
    ]);
    expect((await api.get(REBATES, agent)).json().value).toHaveLength(6);

    const trial = { Authorization: (await api.post('/wps/session/login/freeplay', {})).json().value.token as string };
    expect((await api.get(REQUEST, trial)).json().errorCode).toBe('freeplay.rejected');
  });

  it('settles a period from the team bets once, however often it runs', async () => {
    const db = t.runtime.database.db;
    await db.insert(members).values({
      id: 'team-p',
      merchantCode: 'DEMO',
      username: 'teamplayer',
      passwordHash: await hashPassword('Team-pass-01'),
      referrerId: 'DEMO-demo-agent',
    });
    const agent = await login('agent01', 'Agent-pass-01');
    const upline = await login('master01', 'Master-pass-01');
    const ledger = ledgerRepo(db);
    await ledger.postAlone({
      merchantCode: 'DEMO',
      memberId: 'team-p',
      idempotencyKey: 'settle-deposit',
      kind: 'deposit',
      amountMinor: 50_000,
      counterAccount: depositAccount('DEMO'),
    });
    // A bet before the dividend is accepted counts for the salary already in force, not for the dividend.
    await ledger.postAlone({
      merchantCode: 'DEMO',
      memberId: 'team-p',
      idempotencyKey: 'settle-bet-0',
      kind: 'bet',
      amountMinor: -2_000,
      counterAccount: houseAccount('DEMO'),
    });
    const offer = (
      await api.post(OFFER, { downline: 'agent01', offer: { kind: 'dividend', terms: dividend } }, upline)
    ).json().value as { id: string };
    await api.post(PATH.dividend, { action: 'accept', contractId: offer.id }, agent);
    // The team's recorded play: bets of 100.00 and a payout of 30.00, in the ledger like any round's.
    for (const [key, kind, amountMinor] of [
      ['settle-bet-1', 'bet', -6_000],
      ['settle-bet-2', 'bet', -4_000],
      ['settle-payout-1', 'payout', 3_000],
    ] as const) {
      await ledger.postAlone({
        merchantCode: 'DEMO',
        memberId: 'team-p',
        idempotencyKey: key,
        kind,
        amountMinor,
        counterAccount: houseAccount('DEMO'),
      });
    }
    const team = { betsMinor: 10_000, netLossMinor: 7_000, activePlayers: 1 };
    const balance = async () => (await api.get('/wps/v2/wallets/balance', agent)).json().value.balanceMinor as number;
    const before = await balance();

    // Settle the month's dividend and today's salary as if their periods had closed: twice in a row and twice at once.
    const now = new Date();
    const settle = (kind: string, at: Date) => api.post('/__ops/settle', { kind, at: at.toISOString() }, ops);
    const runs = async (kind: string, at: Date) =>
      [
        await settle(kind, at),
        await settle(kind, at),
        ...(await Promise.all([settle(kind, at), settle(kind, at)])),
      ].map((r) => r.json().value.paidMinor as number);
    const dividendPaid = dividendPay(dividend as never, team);
    expect(dividendPaid).toBe(1_400);
    expect(await runs('dividend', periodContaining('dividend', now, 'month').end)).toEqual([dividendPaid, 0, 0, 0]);
    const daily = (await api.get(PATH.dailySalary, agent)).json().value;
    const salaryPaid = salaryPay(daily.active.terms, { ...team, betsMinor: 12_000 });
    expect(salaryPaid).toBe(144);
    expect(await runs('dailySalary', periodContaining('dailySalary', now).end)).toEqual([salaryPaid, 0, 0, 0]);
    // A period that has not closed yet is not settled.
    expect((await settle('hourSalary', now)).json().value.paidMinor).toBe(0);
    const expected = dividendPaid + salaryPaid;
    expect((await balance()) - before).toBe(expected);
    // A period before the contract was accepted pays nothing.
    expect(await runs('dailySalary', periodContaining('dailySalary', now).start)).toEqual([0, 0, 0, 0]);

    // The ledger holds one payment per contract and period, each balanced.
    const paid = await db
      .select({
        key: ledgerTransactions.idempotencyKey,
        amount: ledgerTransactions.amountMinor,
        kind: ledgerTransactions.kind,
      })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.memberId, 'DEMO-demo-agent'), like(ledgerTransactions.idempotencyKey, 'contract:%')),
      );
    expect(paid.map((p) => p.kind).sort()).toEqual(['dividend', 'salary']);
    expect(paid.every((p) => !p.key.includes('hour'))).toBe(true);
    expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(expected);
    const entries = await db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'commission:DEMO'));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(-expected);

    const views = (await api.get(PATH.dividend, agent)).json().value;
    expect(views.settlements).toEqual([
      expect.objectContaining({
        contractId: offer.id,
        betsMinor: 10_000,
        netLossMinor: team.netLossMinor,
        activePlayers: 1,
        amountMinor: dividendPay(dividend as never, team),
      }),
    ]);
  });
});
