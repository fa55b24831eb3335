import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { members } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const KPI = '/wps/relay/AGENT_getTeamKpi';
const INFO = '/wps/relay/AFFMAN_getAffiliateInfo';
const OPEN = '/wps/relay/AGENT_openAccount';
const TEAM = '/wps/relay/AGENT_getTeamMembers';

describe.each(TEST_DATABASES)("an agent's team on $name", (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });

  it('counts the team and its real play from the ledger; a non-agent is refused', async () => {
    const api = apiClient(t, '10.9.5.1');
    const agent = {
      Authorization: (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string,
    };
    expect((await api.get(INFO, agent)).json().value).toEqual({ affiliateCode: 'AGENT01' });
    const empty = (await api.get(`${KPI}?period=today`, agent)).json().value;
    expect(empty).toEqual({
      period: 'today',
      members: 0,
      activePlayers: 0,
      betsMinor: 0,
      payoutsMinor: 0,
      netMinor: 0,
    });

    // Two members join the team; one of them plays three rounds of 5.00 after a deposit.
    const db = t.runtime.database.db;
    await db.insert(members).values([
      {
        id: 'team-a',
        merchantCode: 'DEMO',
        username: 'teama',
        passwordHash: await hashPassword('Team-pass-01'),
        referrerId: 'DEMO-demo-agent',
      },
      {
        id: 'team-b',
        merchantCode: 'DEMO',
        username: 'teamb',
        passwordHash: await hashPassword('Team-pass-01'),
        referrerId: 'DEMO-demo-agent',
      },
    ]);
    const player = {
      Authorization: (await api.login({ username: 'teama', password: 'Team-pass-01' })).json().value.token as string,
    };
    await api.post('/__dev/deposit', { amount: '100', requestId: 'team-deposit-1' }, player);
    const [game] = (await api.get('/wps/relay/GCSGAME_gameList?vassalage=BGS&pageSize=1')).json().value.games as {
      nodeId: string;
    }[];
    let payouts = 0;
    for (let i = 0; i < 3; i++) {
      const dealt = (
        await api.post('/wps/relay/BGS_deal', { nodeId: game!.nodeId, bet: '5', requestId: `team-round-${i}` }, player)
      ).json().value as { roundId: string; card: { rank: number } };
      const settled = (
        await api.post(
          '/wps/relay/BGS_guess',
          { roundId: dealt.roundId, guess: dealt.card.rank >= 7 ? 'lower' : 'higher' },
          player,
        )
      ).json().value as { payoutMinor: number };
      payouts += settled.payoutMinor;
    }
    const kpi = (await api.get(`${KPI}?period=7d`, agent)).json().value;
    expect(kpi).toEqual({
      period: '7d',
      members: 2,
      activePlayers: 1,
      betsMinor: 1_500,
      payoutsMinor: payouts,
      netMinor: payouts - 1_500,
    });
    // The agent's own play and other members' play are not the team's.
    expect((await api.get(KPI, agent)).json().value.period).toBe('7d');

    const member = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    expect((await api.get(KPI, member)).json().errorCode).toBe('agent.only');
    expect((await api.get(INFO, member)).statusCode).toBe(403);
    expect((await api.get(KPI)).statusCode).toBe(401);
    expect((await api.get(`${KPI}?period=year`, agent)).statusCode).toBe(400);
  });

  it('opens a member or an agent account in the team, by the brand rules, over a sealed body', async () => {
    const api = apiClient(t, '10.9.5.2');
    const agent = {
      Authorization: (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string,
    };
    const open = (payload: object, who = agent) => api.sealed('POST', OPEN, payload, who);

    const opened = await open({ username: 'subagent77', password: 'Sub-pass-77', accountType: 'agent' });
    expect(opened.json().value).toMatchObject({ username: 'subagent77', type: 1, contracts: [] });
    await open({ username: 'player77', password: 'Player-pass-77', accountType: 'member' });
    const team = (await api.get(TEAM, agent)).json().value as { username: string; type: number }[];
    expect(
      team
        .filter((m) => ['subagent77', 'player77'].includes(m.username))
        .map((m) => [m.username, m.type])
        .sort(),
    ).toEqual([
      ['player77', 0],
      ['subagent77', 1],
    ]);

    // The new agent logs in with its own invitation code; the member is no agent.
    const sub = {
      Authorization: (await api.login({ username: 'subagent77', password: 'Sub-pass-77' })).json().value
        .token as string,
    };
    expect((await api.get(INFO, sub)).json().value.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const player = {
      Authorization: (await api.login({ username: 'player77', password: 'Player-pass-77' })).json().value
        .token as string,
    };
    expect((await api.get(INFO, player)).json().errorCode).toBe('agent.only');

    expect(
      (await open({ username: 'subagent77', password: 'Sub-pass-77', accountType: 'agent' })).json().errorCode,
    ).toBe('register.usernameTaken');
    const weak = await open({ username: 'x', password: 'short', accountType: 'member' });
    expect([weak.statusCode, weak.json().errorCode, weak.json().data.fields]).toEqual([
      400,
      'request.invalid',
      ['body.username', 'body.password'],
    ]);
    expect((await open({ username: 'someone99', password: 'Some-pass-99', accountType: 'boss' })).statusCode).toBe(400);
    expect(
      (await open({ username: 'someone99', password: 'Some-pass-99', accountType: 'member' }, player)).json().errorCode,
    ).toBe('agent.only');
    // A password never travels in the clear.
    const plain = await api.post(
      OPEN,
      { username: 'someone99', password: 'Some-pass-99', accountType: 'member' },
      agent,
    );
    expect([plain.statusCode, plain.json().errorCode]).toEqual([400, 'request.encryption']);
  });
});
