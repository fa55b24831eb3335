// A player's profile in the operator's console: limits, exclusion, sessions, logins, notes and
// the wallet's movements, read by support, risk and finance; risk ends sessions and excludes.
import { randomUUID } from 'node:crypto';
import type { OperatorPlayerProfile, PlayerLedgerPage, PlayerNote } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

describe.each(TEST_DATABASES)("a player's profile in the console on $name", (database) => {
  // The dev tools' local deposit fills the wallet the ledger pages read.
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const ops = async <T>(method: 'GET' | 'POST', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T, code: res.json().errorCode as string | undefined };
  };
  const player = async () => {
    const username = `pp${randomUUID().slice(0, 8)}`;
    const api = apiClient(t, `10.94.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    const auth = await storedMember(t, api, { id: randomUUID(), username, password: 'Profile-pass-1' });
    return { username, api, auth };
  };

  it('support reads the profile and the ledger page by page, and leaves a note; another brand cannot', async () => {
    const support = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const elsewhere = await signedInOperator(t, [{ role: 'support', brand: 'LOTUS' }]);
    const p = await player();
    for (let i = 0; i < 32; i += 1)
      expect((await p.api.post('/__dev/deposit', { amount: '1.00', requestId: randomUUID() }, p.auth)).statusCode).toBe(
        200,
      );
    await p.api.put('/wps/protection/limits', { limits: [{ kind: 'lossDaily', value: 5_000 }] }, p.auth);

    const profile = await ops<OperatorPlayerProfile>('GET', `/__ops/players/${p.username}?merchant=DEMO`, support.auth);
    expect(profile.value).toMatchObject({
      username: p.username,
      locked: false,
      balanceMinor: 3_200,
      exclusion: null,
      limits: [expect.objectContaining({ kind: 'lossDaily', value: 5_000 })],
      logins: [expect.objectContaining({ success: true, method: 'password' })],
      notes: [],
    });
    expect(profile.value.sessions).toHaveLength(1);

    const first = await ops<PlayerLedgerPage>('GET', `/__ops/players/${p.username}/ledger?merchant=DEMO`, support.auth);
    expect(first.value).toMatchObject({ page: 1, pageSize: 30, more: true });
    expect(first.value.entries).toHaveLength(30);
    expect(first.value.entries[0]).toMatchObject({ amountMinor: 100, balanceAfterMinor: 3_200 });
    const second = await ops<PlayerLedgerPage>(
      'GET',
      `/__ops/players/${p.username}/ledger?merchant=DEMO&page=2`,
      support.auth,
    );
    expect(second.value.entries.map((e) => e.balanceAfterMinor)).toEqual([200, 100]);
    expect(second.value.more).toBe(false);

    const note = await ops<PlayerNote>('POST', `/__ops/players/${p.username}/notes`, support.auth, {
      merchantCode: 'DEMO',
      text: '  Asked about the weekly bonus.  ',
    });
    expect(note.value).toMatchObject({ operator: support.username, text: 'Asked about the weekly bonus.' });
    const again = await ops<OperatorPlayerProfile>('GET', `/__ops/players/${p.username}?merchant=DEMO`, support.auth);
    expect(again.value.notes.map((n) => n.text)).toEqual(['Asked about the weekly bonus.']);

    for (const [method, url, payload] of [
      ['POST', `/__ops/players/${p.username}/notes`, { merchantCode: 'DEMO', text: '   ' }],
      ['GET', `/__ops/players/${p.username}/ledger?merchant=DEMO&page=0`, undefined],
    ] as const)
      expect((await ops(method, url, support.auth, payload)).status, url).toBe(400);
    expect((await ops('GET', `/__ops/players/nobody-here?merchant=DEMO`, support.auth)).status).toBe(404);
    expect((await ops('GET', `/__ops/players/${p.username}?merchant=DEMO`, elsewhere.auth)).status).toBe(403);
    // Support may not end sessions or exclude.
    expect(
      (await ops('POST', `/__ops/players/${p.username}/sessions/end`, support.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(403);
  });

  it('risk ends the sessions and imposes an exclusion: the player is logged out and cannot log in to play', async () => {
    const risk = await signedInOperator(t, [{ role: 'risk', brand: 'DEMO' }]);
    const p = await player();
    expect((await p.api.memberInfo(p.auth.Authorization)).statusCode).toBe(200);
    const ended = await ops('POST', `/__ops/players/${p.username}/sessions/end`, risk.auth, { merchantCode: 'DEMO' });
    expect(ended.status).toBe(200);
    expect((await p.api.memberInfo(p.auth.Authorization)).statusCode).toBe(401);

    const excluded = await ops<{ kind: string; until: string }>(
      'POST',
      `/__ops/players/${p.username}/exclude`,
      risk.auth,
      { merchantCode: 'DEMO', kind: 'break7d' },
    );
    expect(excluded.value.kind).toBe('break7d');
    expect(new Date(excluded.value.until).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const profile = await ops<OperatorPlayerProfile>('GET', `/__ops/players/${p.username}?merchant=DEMO`, risk.auth);
    expect(profile.value.exclusion).toEqual(excluded.value);
    expect(profile.value.sessions).toEqual([]);
    // A shorter one never shortens it.
    const shorter = await ops<{ kind: string }>('POST', `/__ops/players/${p.username}/exclude`, risk.auth, {
      merchantCode: 'DEMO',
      kind: 'break24h',
    });
    expect(shorter.value.kind).toBe('break7d');
    expect(
      (await ops('POST', `/__ops/players/${p.username}/exclude`, risk.auth, { merchantCode: 'DEMO', kind: 'forever' }))
        .status,
    ).toBe(400);

    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const audit = await ops<{ action: string }[]>('GET', `/__ops/audit?operator=${risk.username}`, admin.auth);
    expect(audit.value.map((e) => e.action).filter((a) => a.startsWith('player.'))).toEqual([
      'player.excluded',
      'player.excluded',
      'player.sessionsEnded',
    ]);
  });
});
