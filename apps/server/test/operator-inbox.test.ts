// Inbox messages to a segment of a brand's members (the console's content): each member of it
// gets the message as their own, in any language they read; the others do not.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const INBOX = '/wps/relay/CSP_getInbox';

describe.each(TEST_DATABASES)('inbox messages to a segment on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const member = async (deposit: boolean) => {
    const api = apiClient(t, `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const username = `sg${randomUUID().slice(0, 8)}`;
    const auth = await storedMember(t, api, { id: randomUUID(), username, password: 'Segment-pass-1' });
    if (deposit) await api.post('/__dev/deposit', { amount: '5.00', requestId: randomUUID() }, auth);
    const titles = async (language: string) =>
      ((await api.get(INBOX, { ...auth, Language: language })).json().value as { title: string }[]).map((m) => m.title);
    return { titles };
  };

  it('reaches depositors only, or only those who never deposited; a member and a segment at once is refused', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'DEMO' }]);
    const [payer, newcomer] = [await member(true), await member(false)];
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/__ops/inbox',
        headers: content.auth,
        payload: { merchantCode: 'DEMO', content: '<p>Thank you.</p>', ...payload },
      });
    const toPayers = await send({ segment: 'depositors', title: 'For our depositors' });
    expect(toPayers.json().value.reached).toBeGreaterThanOrEqual(1);
    await send({ segment: 'nonDepositors', title: 'Make your first deposit', language: 'cn' });
    // Their own message, whatever language they read.
    expect(await payer.titles('en')).toContain('For our depositors');
    expect(await payer.titles('my')).toContain('For our depositors');
    expect(await payer.titles('en')).not.toContain('Make your first deposit');
    expect(await newcomer.titles('en')).toContain('Make your first deposit');
    expect(await newcomer.titles('en')).not.toContain('For our depositors');

    expect((await send({ segment: 'depositors', username: 'demo01', title: 'Both' })).statusCode).toBe(400);
    expect((await send({ segment: 'whales', title: 'Unknown' })).statusCode).toBe(400);
  });
});
