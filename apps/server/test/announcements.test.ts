import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const FEED = '/wps/relay/MCSFE_getListAnnouncements';
const MARK = '/wps/relay/MCSFE_markAnnouncementRead';

describe.each(TEST_DATABASES)('announcements on $name', (database) => {
  const t = useTestApp(database);
  const ops = useOperator(t, [{ role: 'content', brand: 'DEMO' }]);
  const login = async (ip: string) => {
    const api = apiClient(t, ip);
    const answer = await api.login({ username: 'demo01', password: 'Demo-pass-01' });
    return {
      api,
      token: answer.json().value.token as string,
      firstTimeLogin: answer.json().value.firstTimeLogin as boolean,
    };
  };

  it('gives a visitor the notices for visitors in their language, newest first, none read', async () => {
    const api = apiClient(t, '10.8.0.1');
    const en = (await api.get(`${FEED}?types=PL`)).json().value;
    expect(en.map((a: { title: string }) => a.title)).toEqual([
      'Scheduled maintenance on Tuesday',
      'Welcome bonus 100% on your first deposit',
      'Play responsibly',
    ]);
    expect(en.every((a: { execution: string; read: boolean }) => a.execution === 'B' && !a.read)).toBe(true);
    const dates = en.map((a: { startDate: string }) => Date.parse(a.startDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(en[1].announcementImages).toEqual([{ url: '/static/banners/DEMO-m_home-1.svg?language=en', sequence: 1 }]);
    const my = (await api.get(`${FEED}?types=PL`, { Language: 'my' })).json().value;
    expect(my[0].title).toBe('အင်္ဂါနေ့ ပုံမှန်ပြုပြင်ထိန်းသိမ်းမှု');
    const cn = (await api.get(`${FEED}?types=PL&language=cn`)).json().value;
    expect(cn[0].title).toBe('周二例行维护');
    // Popups are their own feed.
    expect((await api.get(`${FEED}?types=PU`)).json().value.map((a: { type: string }) => a.type)).toEqual(['PU']);
  });

  it('gives a member the member notices (and the first-login one on the first login) with read marks that stick', async () => {
    const first = await login('10.8.0.2');
    expect(first.firstTimeLogin).toBe(true);
    const feed = (await first.api.get(`${FEED}?types=PL`, { Authorization: first.token })).json().value as {
      id: string;
      execution: string;
      read: boolean;
    }[];
    expect(feed.map((a) => a.execution).sort()).toEqual(['A', 'A', 'A', 'F']);
    const target = feed.find((a) => a.execution === 'A')!;
    const marked = await first.api.post(MARK, { id: target.id }, { Authorization: first.token });
    expect(marked.statusCode).toBe(200);
    // Twice is fine.
    expect((await first.api.post(MARK, { id: target.id }, { Authorization: first.token })).statusCode).toBe(200);

    const later = await login('10.8.0.3');
    const again = (await later.api.get(`${FEED}?types=PL`, { Authorization: later.token })).json().value as {
      id: string;
      execution: string;
      read: boolean;
    }[];
    expect(again.map((a) => a.execution)).not.toContain('F');
    expect(again.find((a) => a.id === target.id)!.read).toBe(true);
    expect(again.filter((a) => a.read)).toHaveLength(1);
  });

  it('gives the agent feed (the Agent content type) to agents only', async () => {
    const api = apiClient(t, '10.8.0.9');
    const agent = (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string;
    const member = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    const forAgent = (await api.get(`${FEED}?types=AG`, { Authorization: agent })).json().value as {
      type: string;
      title: string;
    }[];
    expect(forAgent.map((a) => [a.type, a.title])).toEqual([['AG', 'Commission statements every Monday']]);
    // Asked with the player feed, an agent gets both.
    expect(
      new Set(
        ((await api.get(`${FEED}?types=PL,AG`, { Authorization: agent })).json().value as { type: string }[]).map(
          (a) => a.type,
        ),
      ),
    ).toEqual(new Set(['PL', 'AG']));
    // A member or a visitor gets none of it, without an error.
    expect((await api.get(`${FEED}?types=AG`, { Authorization: member })).json()).toEqual({ success: true, value: [] });
    expect((await api.get(`${FEED}?types=AG`)).json()).toEqual({ success: true, value: [] });
    expect(
      ((await api.get(`${FEED}?types=PL,AG`, { Authorization: member })).json().value as { type: string }[]).every(
        (a) => a.type === 'PL',
      ),
    ).toBe(true);
    expect(
      (
        (await api.get(`${FEED}?types=AG&language=cn`, { Authorization: agent })).json().value as { title: string }[]
      )[0]!.title,
    ).toBe('每周一发布佣金结算');
  });

  it('treats a trial account as having read everything, and lets only members mark', async () => {
    const api = apiClient(t, '10.8.0.4');
    const trial = (await api.post('/wps/session/login/freeplay')).json().value.token as string;
    const feed = (await api.get(`${FEED}?types=PL`, { Authorization: trial })).json().value as {
      id: string;
      read: boolean;
    }[];
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.every((a) => a.read)).toBe(true);
    const refused = await api.post(MARK, { id: feed[0]!.id }, { Authorization: trial });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('freeplay.rejected');
  });

  it('answers mistakes with 4xx envelopes', async () => {
    const api = apiClient(t, '10.8.0.5');
    expect((await api.post(MARK, { id: 'x' })).json()).toEqual({ success: false, errorCode: 'session.required' });
    expect((await api.get(`${FEED}?types=PL`, { Authorization: 'no-such-token' })).statusCode).toBe(401);
    const { token } = await login('10.8.0.6');
    const unknown = await api.post(MARK, { id: 'nope' }, { Authorization: token });
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.post(MARK, { id: '' }, { Authorization: token });
    expect(malformed.statusCode).toBe(400);
    expect((await api.get(`${FEED}?types=XX`)).statusCode).toBe(400);
    // Banners are still their own answer.
    expect((await api.get(`${FEED}?types=B&groupName=m_home`)).json().value[0]).toMatchObject({ groupName: 'm_home' });
  });

  it('serves what the operator wrote, hostile HTML included, for the site to sanitize', async () => {
    const api = apiClient(t, '10.8.0.7');
    const hostile = '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const publish = (payload: object) => api.post('/__ops/announcements', { merchantCode: 'DEMO', ...payload }, ops);
    const stored = await publish({ language: 'cn', title: 'Hostile', content: hostile });
    expect(stored.statusCode).toBe(200);
    const feed = (await api.get(`${FEED}?types=PL&language=cn`)).json().value as { title: string; content: string }[];
    expect(feed[0]).toMatchObject({ title: 'Hostile', content: hostile });
    expect((await publish({ title: '' })).statusCode).toBe(400);
  });
});
