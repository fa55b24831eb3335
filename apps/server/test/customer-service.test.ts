import { decodeServicePath } from '@lobby/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const R = '/wps/relay';

describe.each(TEST_DATABASES)('customer service on $name', (database) => {
  const t = useTestApp(database, { SUPPORT_REPLY_DELAY_MS: '50' });
  // Answers chats (support) and sends inbox messages (content).
  const ops = useOperator(t);
  /** An inbox message of the brand's operator: to one member by username, or to every member. */
  const sendInbox = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/__ops/inbox', headers: ops, payload: { merchantCode: 'DEMO', ...payload } });
  const member = async (ip: string) => {
    const api = apiClient(t, ip);
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    return { api, auth: { Authorization: token } };
  };

  it('serves the customer-service paths obfuscated, each decoding with its last 8 characters', async () => {
    const api = apiClient(t, '10.9.2.1');
    const settings = (await api.get('/wps/system/settings/consolidated')).json().value as {
      customerService: { title: string; path: string }[];
    };
    const cs = settings.customerService.find((e) => e.title === 'CS')!;
    expect(cs.path).not.toContain('liveChat');
    expect(decodeServicePath(cs.path)).toBe('/m/liveChat');
    expect(decodeServicePath(settings.customerService.find((e) => e.title === 'whatsapp')!.path)).toBe(
      'https://wa.me/6590000000',
    );
    // A new key each time.
    const again = (await api.get('/wps/system/settings/consolidated')).json().value as {
      customerService: { title: string; path: string }[];
    };
    expect(again.customerService.find((e) => e.title === 'CS')!.path).not.toBe(cs.path);
  });

  it('launches chat on our page, stores a conversation and the support desk answers it', async () => {
    const { api, auth } = await member('10.9.2.2');
    const launch = await api.get(
      `${R}/CBS_launchChat?b2c=1&language=EN&backUrl=%2Fm%2Fhome&headerColor=%23141a2b&title=Support&template=v2`,
      auth,
    );
    expect(launch.json().value.url).toBe(
      '/m/liveChat?language=EN&backUrl=%2Fm%2Fhome&headerColor=%23141a2b&title=Support&template=v2',
    );
    // The language defaults to CN; a foreign back URL is refused.
    expect((await api.get(`${R}/CBS_launchChat?b2c=1`, auth)).json().value.url).toContain('language=CN');
    for (const back of [
      'https%3A%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '%2F%5Cevil.example',
      '%2Fm%2F%5Cevil.example',
    ]) {
      expect((await api.get(`${R}/CBS_launchChat?b2c=1&backUrl=${back}`, auth)).statusCode, back).toBe(400);
    }

    const sent = await api.post(`${R}/CBS_sendMessage`, { text: '  Where is my deposit?  ', language: 'EN' }, auth);
    expect(sent.json().value).toMatchObject({ from: 'member', text: 'Where is my deposit?' });
    await api.post(`${R}/CBS_sendMessage`, { text: 'It was 50.', language: 'EN' }, auth);
    await expect
      .poll(async () => (await api.get(`${R}/CBS_unreadCount`, auth)).json().value, { timeout: 15_000 })
      .toBe(1);
    const messages = (await api.get(`${R}/CBS_getMessages`, auth)).json().value as { from: string; text: string }[];
    // The desk answers the conversation's first message once; on a busy machine its answer may come
    // before the member's second message, so the order of the two sides is not the test.
    expect(messages.filter((m) => m.from === 'member').map((m) => m.text)).toEqual([
      'Where is my deposit?',
      'It was 50.',
    ]);
    const answers = messages.filter((m) => m.from === 'support');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.text).toContain('A support agent has it');
    // Reading the conversation reads the answer.
    expect((await api.get(`${R}/CBS_unreadCount`, auth)).json().value).toBe(0);

    await t.app.inject({
      method: 'POST',
      url: '/__ops/chat/reply',
      headers: ops,
      payload: { merchantCode: 'DEMO', username: 'demo01', text: 'Your deposit arrived.' },
    });
    expect((await api.get(`${R}/CBS_unreadCount`, auth)).json().value).toBe(1);
  });

  it('refuses empty, oversized and floods of messages, and visitors and trial accounts', async () => {
    const { api, auth } = await member('10.9.2.3');
    expect((await api.post(`${R}/CBS_sendMessage`, { text: '   ' }, auth)).statusCode).toBe(400);
    expect((await api.post(`${R}/CBS_sendMessage`, { text: 'x'.repeat(501) }, auth)).statusCode).toBe(400);
    // Characters as people count them: 500 emoji are 500, 501 are too many.
    expect((await api.post(`${R}/CBS_sendMessage`, { text: '😀'.repeat(500) }, auth)).statusCode).toBe(200);
    expect((await api.post(`${R}/CBS_sendMessage`, { text: '😀'.repeat(501) }, auth)).statusCode).toBe(400);
    expect((await api.post(`${R}/CBS_sendMessage`, { text: 'hi', language: 'FR' }, auth)).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await api.post(`${R}/CBS_sendMessage`, { text: `n${i}` }, auth)).statusCode);
    expect(statuses).toContain(429);
    expect((await api.get(`${R}/CBS_getMessages`)).json().errorCode).toBe('session.required');
    const trial = (await api.post('/wps/session/login/freeplay')).json().value.token as string;
    expect((await api.get(`${R}/CBS_launchChat?b2c=1`, { Authorization: trial })).json().errorCode).toBe(
      'freeplay.rejected',
    );
    expect((await api.get(`${R}/CBS_unreadCount`, { Authorization: trial })).json().value).toBe(0);
    expect((await api.get(`${R}/CSP_unreadCount`, { Authorization: trial })).json().value).toBe(0);
    expect((await api.get(`${R}/CSP_getInbox`, { Authorization: trial })).json().errorCode).toBe('freeplay.rejected');
  });

  it('keeps an inbox with read marks: brand-wide and personal messages, in the asked language', async () => {
    const { api, auth } = await member('10.9.2.4');
    const inbox = (await api.get(`${R}/CSP_getInbox`, auth)).json().value as {
      id: string;
      title: string;
      read: boolean;
    }[];
    expect(inbox.map((m) => m.title)).toEqual(['Keep your account safe', 'Welcome to the lobby']);
    const unread = (await api.get(`${R}/CSP_unreadCount`, auth)).json().value as number;
    expect(unread).toBe(2);
    expect((await api.post(`${R}/CSP_markRead`, { id: inbox[0]!.id }, auth)).statusCode).toBe(200);
    expect((await api.get(`${R}/CSP_unreadCount`, auth)).json().value).toBe(1);
    await sendInbox({ username: 'demo01', title: 'For you', content: '<p>Only yours</p>' });
    await sendInbox({ username: 'demo02x', title: 'Nobody', content: '' });
    expect((await api.get(`${R}/CSP_unreadCount`, auth)).json().value).toBe(2);
    const cn = (await api.get(`${R}/CSP_getInbox`, { ...auth, Language: 'cn' })).json().value as { title: string }[];
    // The brand's broadcasts in the asked language; the member's own message in whichever it was written.
    expect(cn.map((m) => m.title)).toEqual(['For you', '保护您的账户安全', '欢迎来到游戏大厅']);
    expect((await api.post(`${R}/CSP_markRead`, { id: 'nope' }, auth)).statusCode).toBe(404);
    expect((await api.post(`${R}/CSP_markRead`, {}, auth)).statusCode).toBe(400);
  });

  it("shows and counts a member's personal message in every language, a broadcast only in its own", async () => {
    const { api, auth } = await member('10.9.2.6');
    const languages = ['my', 'en', 'cn'] as const;
    const look = async () =>
      Object.fromEntries(
        await Promise.all(
          languages.map(async (language) => {
            const headers = { ...auth, Language: language };
            const titles = ((await api.get(`${R}/CSP_getInbox`, headers)).json().value as { title: string }[]).map(
              (m) => m.title,
            );
            const unread = (await api.get(`${R}/CSP_unreadCount`, headers)).json().value as number;
            return [language, { titles, unread }] as const;
          }),
        ),
      );
    const send = (payload: Record<string, string>) => sendInbox({ content: '<p>Hi</p>', ...payload });
    const before = await look();

    expect(
      (await send({ username: 'demo01', language: 'en', title: 'Your withdrawal is on its way' })).statusCode,
    ).toBe(200);
    expect((await send({ language: 'en', title: 'Maintenance tonight' })).statusCode).toBe(200);
    const after = await look();
    for (const language of languages) {
      expect(after[language]!.titles[0], language).toBe(
        language === 'en' ? 'Maintenance tonight' : 'Your withdrawal is on its way',
      );
      expect(after[language]!.titles, language).toContain('Your withdrawal is on its way');
      expect(after[language]!.titles.includes('Maintenance tonight'), language).toBe(language === 'en');
      expect(after[language]!.unread - before[language]!.unread, language).toBe(language === 'en' ? 2 : 1);
    }
  });

  it('pages the inbox: a hundred newest by default, more with a larger limit, a bad limit refused', async () => {
    const { api, auth } = await member('10.9.2.5');
    for (let i = 0; i < 120; i++)
      expect((await sendInbox({ username: 'demo01', title: 'Digest', content: '<p>Hi</p>' })).statusCode).toBe(200);
    const count = async (query: string) => (await api.get(`${R}/CSP_getInbox${query}`, auth)).json().value.length;
    expect(await count('')).toBe(100);
    expect(await count('?limit=200')).toBeGreaterThanOrEqual(122);
    expect(await count('?limit=5')).toBe(5);
    for (const bad of ['0', '-1', '1001', 'x', '1.5'])
      expect((await api.get(`${R}/CSP_getInbox?limit=${bad}`, auth)).statusCode).toBe(400);
  });
});
