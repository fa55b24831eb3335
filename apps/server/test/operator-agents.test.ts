// A brand's agents in the operator's console: the list, one agent's place in the tree, its
// contracts and settlements (support, risk and finance read); finance ends a contract and sets
// the brand's rebate rates.
import { randomUUID } from 'node:crypto';
import type { AgentsPage, OperatorAgentView, SettlementsPage } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { agentContracts, contractSettlements, members } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const salary = { tiers: [{ minBetsMinor: 0, minActive: 1, ratePermille: 5 }] };

describe.each(TEST_DATABASES)("a brand's agents in the console on $name", (database) => {
  const t = useTestApp(database);
  const ops = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T, code: res.json().errorCode as string | undefined };
  };
  /** top → mid → (a member, and 31 more agents under top for paging), under a prefix of its own. */
  const tree = async () => {
    const prefix = `ag${randomUUID().slice(0, 6)}`;
    const passwordHash = await hashPassword('Tree-pass-01');
    const row = (name: string, type: number, referrerId: string | null) => ({
      id: `${prefix}-${name}`,
      merchantCode: 'DEMO',
      username: `${prefix}${name}`,
      passwordHash,
      type,
      referrerId,
    });
    const db = t.runtime.database.db;
    await db.insert(members).values(row('top', 2, null));
    await db.insert(members).values(row('mid', 1, `${prefix}-top`));
    await db.insert(members).values(row('leaf', 0, `${prefix}-mid`));
    await db
      .insert(members)
      .values(Array.from({ length: 31 }, (_, i) => row(`n${String(i).padStart(2, '0')}`, 1, `${prefix}-top`)));
    const inForce = randomUUID();
    const offered = randomUUID();
    const answeredAt = new Date(Date.now() - 3 * 86_400_000);
    await db.insert(agentContracts).values([
      {
        id: inForce,
        merchantCode: 'DEMO',
        kind: 'dailySalary',
        status: 'accepted',
        uplineId: `${prefix}-top`,
        holderId: `${prefix}-mid`,
        terms: salary,
        offeredAt: new Date(answeredAt.getTime() - 3_600_000),
        answeredAt,
      },
      {
        id: offered,
        merchantCode: 'DEMO',
        kind: 'dividend',
        status: 'offered',
        uplineId: `${prefix}-top`,
        holderId: `${prefix}-mid`,
        terms: { period: 'month', tiers: [{ minNetLossMinor: 1, minActive: 1, sharePercent: 10 }] },
      },
    ]);
    const periodStart = new Date(answeredAt.getTime() + 86_400_000);
    await db.insert(contractSettlements).values({
      contractId: inForce,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + 86_400_000),
      betsMinor: 120_000,
      netLossMinor: 30_000,
      activePlayers: 1,
      amountMinor: 600,
    });
    return { prefix, inForce, offered };
  };

  it('support reads the list page by page, an agent between its uplines and its team, its contracts and settlements', async () => {
    const support = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const elsewhere = await signedInOperator(t, [{ role: 'finance', brand: 'LOTUS' }]);
    const { prefix, inForce } = await tree();

    const first = await ops<AgentsPage>('GET', `/__ops/agents?merchant=DEMO&q=${prefix}`, support.auth);
    expect(first.value).toMatchObject({ page: 1, pageSize: 30, more: true });
    // Agents only (the member is not listed), by name: the mid agent after the n.. ones, top last.
    expect(first.value.agents.map((a) => a.username)).toEqual([
      `${prefix}mid`,
      ...Array.from({ length: 29 }, (_, i) => `${prefix}n${String(i).padStart(2, '0')}`),
    ]);
    expect(first.value.agents[0]).toMatchObject({ upline: `${prefix}top`, team: 1, contracts: ['dailySalary'] });
    const second = await ops<AgentsPage>('GET', `/__ops/agents?merchant=DEMO&q=${prefix}&page=2`, support.auth);
    expect(second.value.agents.map((a) => a.username)).toEqual([`${prefix}n29`, `${prefix}n30`, `${prefix}top`]);
    expect(second.value.agents.at(-1)).toMatchObject({ upline: null, team: 32, contracts: [] });
    expect(second.value.more).toBe(false);
    // A number too long for any member finds none (and is no error).
    expect(
      (await ops<AgentsPage>('GET', '/__ops/agents?merchant=DEMO&q=9999999999', support.auth)).value.agents,
    ).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(
      (await ops<AgentsPage>('GET', `/__ops/agents?merchant=DEMO&q=${prefix}%25`, support.auth)).value.agents,
    ).toEqual([]);

    const mid = await ops<OperatorAgentView>(
      'GET',
      `/__ops/agents/${prefix.toUpperCase()}MID?merchant=DEMO`,
      support.auth,
    );
    expect(mid.value).toMatchObject({
      username: `${prefix}mid`,
      type: 1,
      currency: 'MMK',
      uplines: [`${prefix}top`],
      team: [expect.objectContaining({ username: `${prefix}leaf`, agent: false, team: 0 })],
      teamSize: 1,
    });
    expect(mid.value.contracts.map((c) => [c.kind, c.status, c.upline, c.holder])).toEqual([
      ['dividend', 'offered', `${prefix}top`, `${prefix}mid`],
      ['dailySalary', 'accepted', `${prefix}top`, `${prefix}mid`],
    ]);
    expect(mid.value.settlements).toEqual([
      expect.objectContaining({ contractId: inForce, holder: `${prefix}mid`, kind: 'dailySalary', amountMinor: 600 }),
    ]);
    const leaf = await ops<OperatorAgentView>('GET', `/__ops/agents/${prefix}leaf?merchant=DEMO`, support.auth);
    expect(leaf.value.uplines).toEqual([`${prefix}top`, `${prefix}mid`]);
    const top = await ops<OperatorAgentView>('GET', `/__ops/agents/${prefix}top?merchant=DEMO&page=2`, support.auth);
    expect(top.value).toMatchObject({ uplines: [], teamSize: 32, page: 2 });
    expect(top.value.team).toHaveLength(2);

    const brandWide = await ops<SettlementsPage>(
      'GET',
      '/__ops/settlements?merchant=DEMO&kind=dailySalary',
      support.auth,
    );
    expect(brandWide.value.settlements.some((s) => s.contractId === inForce)).toBe(true);
    expect(
      (
        await ops<SettlementsPage>('GET', '/__ops/settlements?merchant=DEMO&kind=dividend', support.auth)
      ).value.settlements.some((s) => s.contractId === inForce),
    ).toBe(false);

    for (const url of [
      '/__ops/agents?merchant=DEMO&page=0',
      `/__ops/agents?merchant=DEMO&q=${'x'.repeat(65)}`,
      '/__ops/settlements?merchant=DEMO&kind=weekly',
      `/__ops/agents/${prefix}mid?merchant=DEMO&extra=1`,
    ])
      expect((await ops('GET', url, support.auth)).status, url).toBe(400);
    expect((await ops('GET', `/__ops/agents/nobody-${prefix}?merchant=DEMO`, support.auth)).status).toBe(404);
    expect((await ops('GET', `/__ops/agents/${prefix}mid?merchant=DEMO`, elsewhere.auth)).status).toBe(403);
    expect((await ops('GET', '/__ops/agents?merchant=DEMO', elsewhere.auth)).status).toBe(403);
  });

  it('finance ends a contract once (an offer is withdrawn), sets the rebate rates; support may not; all audited', async () => {
    const finance = await signedInOperator(t, [{ role: 'finance', brand: 'DEMO' }]);
    const support = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const { prefix, inForce, offered } = await tree();
    const end = (id: string, auth: object, merchantCode = 'DEMO') =>
      ops('POST', `/__ops/agents/contracts/${id}/end`, auth, { merchantCode });

    expect((await end(inForce, support.auth)).status).toBe(403);
    // Another brand's code names no contract of its own.
    expect((await end(inForce, admin.auth, 'LOTUS')).status).toBe(404);
    expect(await end(inForce, finance.auth)).toMatchObject({ status: 200, value: { status: 'ended' } });
    expect(await end(inForce, finance.auth)).toMatchObject({ status: 409, code: 'contract.answered' });
    expect(await end(offered, finance.auth)).toMatchObject({ status: 200, value: { status: 'withdrawn' } });
    expect((await end(randomUUID(), finance.auth)).status).toBe(404);
    expect(
      (await ops('POST', '/__ops/agents/contracts/not-a-uuid/end', finance.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(400);
    const mid = await ops<OperatorAgentView>('GET', `/__ops/agents/${prefix}mid?merchant=DEMO`, finance.auth);
    expect(mid.value.contracts.map((c) => c.status)).toEqual(['withdrawn', 'ended']);

    const before = await ops<Record<string, number>>('GET', '/__ops/rebates?merchant=DEMO', support.auth);
    expect(Object.keys(before.value).sort()).toEqual(['FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
    const rates = { ...before.value, RNG: 9.5, LIVE: 0 };
    expect((await ops('PUT', '/__ops/rebates', support.auth, { merchantCode: 'DEMO', rates })).status).toBe(403);
    expect((await ops('PUT', '/__ops/rebates', finance.auth, { merchantCode: 'DEMO', rates })).status).toBe(200);
    expect((await ops('GET', '/__ops/rebates?merchant=DEMO', finance.auth)).value).toEqual(rates);
    // An agent's own rebate path reads what finance set.
    const api = apiClient(t, '10.93.7.1');
    const agent = {
      Authorization: (await api.login({ username: `${prefix}mid`, password: 'Tree-pass-01' })).json().value
        .token as string,
    };
    expect(
      (await api.get('/wps/relay/MCSFE_getCustomerRebateSettingByProductType?productType=RNG', agent)).json().value,
    ).toEqual([{ productType: 'RNG', ratePermille: 9.5 }]);
    for (const bad of [
      { merchantCode: 'DEMO', rates: { ...rates, RNG: 51 } },
      { merchantCode: 'DEMO', rates: { RNG: 1 } },
      { merchantCode: 'DEMO', rates: { ...rates, CARDS: 1 } },
      { merchantCode: 'DEMO', rates: { ...rates, RNG: '5' } },
    ])
      expect((await ops('PUT', '/__ops/rebates', finance.auth, bad)).status).toBe(400);
    expect(await ops('PUT', '/__ops/rebates', admin.auth, { merchantCode: 'NOPE', rates })).toMatchObject({
      status: 400,
      code: 'merchant.unknown',
    });
    await ops('PUT', '/__ops/rebates', finance.auth, { merchantCode: 'DEMO', rates: before.value });

    const audit = await ops<{ action: string; operator: string; target: string | null }[]>(
      'GET',
      `/__ops/audit?operator=${finance.username}`,
      admin.auth,
    );
    expect(audit.value.map((e) => e.action)).toEqual([
      'rebates.set',
      'rebates.set',
      'contract.ended',
      'contract.ended',
      'operator.enrolled',
    ]);
    expect(audit.value[3]?.target).toBe(`${prefix}mid`);
  });
});
