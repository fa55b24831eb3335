import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { members } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const KPI = '/wps/relay/AGENT_getTeamKpi';
const INFO = '/wps/relay/AFFMAN_getAffiliateInfo';

describe.each(TEST_DATABASES)("an agent's team on $name", (database) => {
  const t = useTestApp(database);

  it("counts the team and its real play from the ledger; a non-agent is refused", async () => {
    const api = apiClient(t, '10.9.5.1');
    const agent = { Authorization: (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string };
    expect((await api.get(INFO, agent)).json().value).toEqual({ affiliateCode: 'AGENT01' });
    const empty = (await api.get(`${KPI}?period=today`, agent)).json().value;
    expect(empty).toEqual({ period: 'today', members: 0, activePlayers: 0, betsMinor: 0, payoutsMinor: 0, netMinor: 0 });

    // Two members join the team; one of them plays three rounds of 5.00 after a deposit.
    const db = t.runtime.database.db;
    await db.insert(members).values([
      { id: 'team-a', merchantCode: 'DEMO', username: 'teama', passwordHash: await hashPassword('Team-pass-01'), referrerId: 'DEMO-demo-agent' },
      { id: 'team-b', merchantCode: 'DEMO', username: 'teamb', passwordHash: await hashPassword('Team-pass-01'), referrerId: 'DEMO-demo-agent' },
    ]);
    const player = { Authorization: (await api.login({ username: 'teama', password: 'Team-pass-01' })).json().value.token as string };
    await api.post('/wps/transaction/deposit/demo', { amount: '100', requestId: 'team-deposit-1' }, player);
    const [game] = (await api.get('/wps/relay/GCSGAME_gameList?vassalage=BGS&pageSize=1')).json().value.games as { nodeId: string }[];
    let payouts = 0;
    for (let i = 0; i < 3; i++) {
      const dealt = (await api.post('/wps/relay/BGS_deal', { nodeId: game!.nodeId, bet: '5', requestId: `team-round-${i}` }, player)).json().value as { roundId: string; card: { rank: number } };
      const settled = (await api.post('/wps/relay/BGS_guess', { roundId: dealt.roundId, guess: dealt.card.rank >= 7 ? 'lower' : 'higher' }, player)).json().value as { payoutMinor: number };
      payouts += settled.payoutMinor;
    }
    const kpi = (await api.get(`${KPI}?period=7d`, agent)).json().value;
    expect(kpi).toEqual({ period: '7d', members: 2, activePlayers: 1, betsMinor: 1_500, payoutsMinor: payouts, netMinor: payouts - 1_500 });
    // The agent's own play and other members' play are not the team's.
    expect((await api.get(KPI, agent)).json().value.period).toBe('7d');

    const member = { Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string };
    expect((await api.get(KPI, member)).json().errorCode).toBe('agent.only');
    expect((await api.get(INFO, member)).statusCode).toBe(403);
    expect((await api.get(KPI)).statusCode).toBe(401);
    expect((await api.get(`${KPI}?period=year`, agent)).statusCode).toBe(400);
  });
});
