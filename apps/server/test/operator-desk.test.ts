// The live-chat desk in the operator's console: open, mine and closed conversations; claim,
// answer (which claims), close (a member's next message opens it again) and canned replies.
import { randomUUID } from 'node:crypto';
import { PATHS } from '@lobby/contract';
import type { CannedReply, ChatQueueEntry } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

describe.each(TEST_DATABASES)('the live-chat desk on $name', (database) => {
  const t = useTestApp(database);
  const ops = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T };
  };
  const member = async () => {
    const username = `dk${randomUUID().slice(0, 8)}`;
    const api = apiClient(t, `10.95.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const auth = await storedMember(t, api, { id: randomUUID(), username, password: 'Desk-pass-1' });
    const write = (text: string) => api.post(PATHS.sendChat, { text, language: 'EN' }, auth);
    return { username, write };
  };
  const queue = async (auth: object, view: string) =>
    (await ops<ChatQueueEntry[]>('GET', `/__ops/chats?merchant=DEMO&view=${view}`, auth)).value;

  it('an answer claims the conversation; another agent takes it over; closed, it waits until the member writes again', async () => {
    const ann = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const bob = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const m = await member();
    expect((await m.write('Where is my deposit?')).statusCode).toBe(200);
    const open = (await queue(ann.auth, 'open')).find((c) => c.username === m.username);
    expect(open).toMatchObject({ lastFrom: 'member', claimedBy: null, closed: false });

    const answer = { merchantCode: 'DEMO', username: m.username };
    expect((await ops('POST', '/__ops/chat/reply', ann.auth, { ...answer, text: 'Looking now.' })).status).toBe(200);
    expect((await queue(ann.auth, 'mine')).map((c) => c.username)).toContain(m.username);
    expect((await queue(bob.auth, 'mine')).map((c) => c.username)).not.toContain(m.username);

    expect((await ops('POST', `/__ops/chats/${m.username}/claim`, bob.auth, { merchantCode: 'DEMO' })).status).toBe(
      200,
    );
    expect((await queue(bob.auth, 'mine')).find((c) => c.username === m.username)?.claimedBy).toBe(bob.username);
    expect((await queue(ann.auth, 'mine')).map((c) => c.username)).not.toContain(m.username);
    // Bob's answer keeps it his.
    await ops('POST', '/__ops/chat/reply', bob.auth, { ...answer, text: 'Found it: credited.' });
    expect((await queue(bob.auth, 'mine')).find((c) => c.username === m.username)?.claimedBy).toBe(bob.username);

    expect((await ops('POST', `/__ops/chats/${m.username}/close`, bob.auth, { merchantCode: 'DEMO' })).status).toBe(
      200,
    );
    expect((await queue(ann.auth, 'open')).map((c) => c.username)).not.toContain(m.username);
    expect((await queue(ann.auth, 'closed')).find((c) => c.username === m.username)).toMatchObject({
      closed: true,
      claimedBy: null,
    });
    await m.write('One more question.');
    expect((await queue(ann.auth, 'open')).find((c) => c.username === m.username)).toMatchObject({
      lastFrom: 'member',
      closed: false,
      claimedBy: null,
    });

    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const audit = await ops<{ action: string }[]>('GET', `/__ops/audit?operator=${bob.username}`, admin.auth);
    expect(audit.value.map((e) => e.action).filter((a) => a.startsWith('chat.'))).toEqual([
      'chat.closed',
      'chat.replied',
      'chat.claimed',
    ]);
    expect((await ops('POST', '/__ops/chats/nobody-here/claim', bob.auth, { merchantCode: 'DEMO' })).status).toBe(404);
    expect((await ops('GET', '/__ops/chats?merchant=DEMO&view=everything', bob.auth)).status).toBe(400);
  });

  it("keeps the brand's canned replies, checked, for its support agents", async () => {
    const agent = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const other = await signedInOperator(t, [{ role: 'support', brand: 'LOTUS' }]);
    expect((await ops<CannedReply[]>('GET', '/__ops/canned-replies?merchant=DEMO', agent.auth)).value).toEqual([]);
    const replies = [
      { title: 'Deposit delay', text: 'Deposits arrive within 10 minutes; I am checking yours now.' },
      { title: 'Goodbye', text: 'Thank you for contacting us.' },
    ];
    expect((await ops('PUT', '/__ops/canned-replies', agent.auth, { merchantCode: 'DEMO', replies })).status).toBe(200);
    expect((await ops<CannedReply[]>('GET', '/__ops/canned-replies?merchant=DEMO', agent.auth)).value).toEqual(replies);
    expect((await ops('GET', '/__ops/canned-replies?merchant=DEMO', other.auth)).status).toBe(403);
    for (const bad of [[{ title: '', text: 'x' }], [{ title: 'x', text: 'y'.repeat(501) }], Array(51).fill(replies[0])])
      expect(
        (await ops('PUT', '/__ops/canned-replies', agent.auth, { merchantCode: 'DEMO', replies: bad })).status,
      ).toBe(400);
  });
});
