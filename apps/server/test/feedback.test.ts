import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const FEEDBACK = '/wps/member/feedback';

describe.each(TEST_DATABASES)('feedback on $name', (database) => {
  const t = useTestApp(database);

  it("keeps a member's feedback and lists their own, newest first", async () => {
    const api = apiClient(t, '10.8.2.1');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const sent = await api.put(FEEDBACK, { category: 'suggestion', content: '  More fishing games, please!  ' }, auth);
    expect(sent.json().value).toMatchObject({
      category: 'suggestion',
      content: 'More fishing games, please!',
      status: 'received',
      reply: null,
    });
    await api.put(FEEDBACK, { category: 'problem', content: 'The lottery page was slow tonight.' }, auth);
    const mine = (await api.get(FEEDBACK, auth)).json().value as { category: string }[];
    expect(mine.map((f) => f.category)).toEqual(['problem', 'suggestion']);
    // Another member sees none of it.
    const other = {
      Authorization: (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string,
    };
    expect((await api.get(FEEDBACK, other)).json().value).toEqual([]);
  });

  it('refuses text the database cannot hold (a NUL character) with a 400, and trial accounts', async () => {
    const api = apiClient(t, '10.8.2.3');
    const auth = {
      Authorization: (await api.login({ username: 'agent01', password: 'Agent-pass-01' })).json().value.token as string,
    };
    const nul = await api.put(FEEDBACK, { category: 'other', content: 'Hello \u0000 there, lobby.' }, auth);
    expect([nul.statusCode, nul.json()]).toEqual([
      400,
      { success: false, errorCode: 'request.invalid', data: { fields: ['body.content'] } },
    ]);
    const trial = { Authorization: (await api.post('/wps/session/login/freeplay')).json().value.token as string };
    const fromTrial = await api.put(FEEDBACK, { category: 'other', content: 'Hello there, lobby.' }, trial);
    expect([fromTrial.statusCode, fromTrial.json().errorCode]).toEqual([403, 'freeplay.rejected']);
  });

  it('refuses visitors, bad topics, too short or too long words, and floods', async () => {
    const api = apiClient(t, '10.8.2.2');
    expect((await api.put(FEEDBACK, { category: 'other', content: 'Hello there, lobby.' })).json().errorCode).toBe(
      'session.required',
    );
    const auth = {
      Authorization: (await api.login({ username: 'master01', password: 'Master-pass-01' })).json().value
        .token as string,
    };
    for (const body of [
      { category: 'spam', content: 'Hello there, lobby.' },
      { category: 'other', content: 'short' },
      { category: 'other', content: 'x'.repeat(501) },
      { category: 'other' },
    ]) {
      const res = await api.put(FEEDBACK, body, auth);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(body)).toEqual([400, 'request.invalid']);
    }
    expect((await api.get(FEEDBACK, auth)).json().value).toEqual([]);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await api.put(FEEDBACK, { category: 'other', content: `Note number ${i} for the team.` }, auth)).statusCode,
      ).toBe(200);
    const flood = await api.put(FEEDBACK, { category: 'other', content: 'One note too many for now.' }, auth);
    expect([flood.statusCode, flood.json().errorCode]).toEqual([429, 'request.tooMany']);
  });
});
