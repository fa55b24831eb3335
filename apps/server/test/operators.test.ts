// Operators' accounts (issue: the operator's console): sign-in with a mandatory authenticator,
// temporary locks, sessions, roles per brand on every /__ops route, and the append-only audit log.
import { randomUUID } from 'node:crypto';
import { OPERATOR_ROLES, type AuditEntry, type OperatorGrant, type OperatorRole } from '@lobby/contract/operator';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorsRepo } from '../src/db/repositories/operators-repo';
import { OPERATOR_MAX_FAILURES } from '../src/services/operator-accounts';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { codeOf, OPERATOR_PASSWORD, signedInOperator, type TestOperator } from './operators';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface OpsRoute {
  method: Method;
  url: string;
  payload?: object;
  /** The role (or roles, any of which) the route needs; admin may always. */
  role: OperatorRole | OperatorRole[];
  /** The brand the route acts in; null: an action over every brand. */
  brand: 'DEMO' | null;
}

const ROUTES: OpsRoute[] = [
  { method: 'GET', url: '/__ops/operators', role: 'admin', brand: null },
  {
    method: 'POST',
    url: '/__ops/operators',
    payload: { username: 'nobody-made', grants: [{ role: 'content', brand: 'DEMO' }] },
    role: 'admin',
    brand: null,
  },
  {
    method: 'PUT',
    url: '/__ops/operators/nobody-here/grants',
    payload: { grants: [{ role: 'content', brand: 'DEMO' }] },
    role: 'admin',
    brand: null,
  },
  { method: 'POST', url: '/__ops/operators/nobody-here/unlock', role: 'admin', brand: null },
  { method: 'POST', url: '/__ops/operators/nobody-here/reset', role: 'admin', brand: null },
  { method: 'POST', url: '/__ops/operators/nobody-here/disable', role: 'admin', brand: null },
  { method: 'POST', url: '/__ops/brands', payload: {}, role: 'admin', brand: null },
  { method: 'GET', url: '/__ops/audit', role: 'admin', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/brands/DEMO', role: 'admin', brand: 'DEMO' },
  { method: 'PUT', url: '/__ops/brands/DEMO', payload: { merchantCode: 'DEMO' }, role: 'admin', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/kyc/DEMO', role: 'risk', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/kyc/DEMO/nobody/front', role: 'risk', brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/kyc/DEMO/nobody/review',
    payload: { decision: 'approved' },
    role: 'risk',
    brand: 'DEMO',
  },
  {
    method: 'PUT',
    url: '/__ops/kyc/DEMO/policy',
    payload: { requireForWithdrawal: false },
    role: 'risk',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/announcements',
    payload: { merchantCode: 'DEMO', title: 'Authorised?', content: '<p>x</p>' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/inbox',
    payload: { merchantCode: 'DEMO', username: 'demo01', title: 'Authorised?', content: '<p>x</p>' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/promotions',
    payload: { merchantCode: 'DEMO', title: 'Authorised?', content: '<p>x</p>' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/help',
    payload: { merchantCode: 'DEMO', title: 'Authorised?', content: '<p>x</p>' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/promotions/review',
    payload: { merchantCode: 'DEMO', username: 'demo01', promotionId: 'none', decision: 'rejected' },
    role: 'risk',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/chat/reply',
    payload: { merchantCode: 'DEMO', username: 'demo01', text: 'Authorised?' },
    role: 'support',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/chats?merchant=DEMO', role: 'support', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/players?merchant=DEMO&q=demo', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/players/nobody-here/lock',
    payload: { merchantCode: 'DEMO' },
    role: 'risk',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/chats/demo01?merchant=DEMO', role: 'support', brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/chats/nobody-here/claim',
    payload: { merchantCode: 'DEMO' },
    role: 'support',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/chats/nobody-here/close',
    payload: { merchantCode: 'DEMO' },
    role: 'support',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/canned-replies?merchant=DEMO', role: 'support', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/promotions/applications?merchant=DEMO', role: 'risk', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/promotions?merchant=DEMO', role: 'content', brand: 'DEMO' },
  { method: 'GET', url: '/__ops/help?merchant=DEMO', role: 'content', brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/help/none/remove',
    payload: { merchantCode: 'DEMO' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/promotions/none/end',
    payload: { merchantCode: 'DEMO' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'GET',
    url: '/__ops/promotions/applications/none/nobody-here/images/none?merchant=DEMO',
    role: 'risk',
    brand: 'DEMO',
  },
  {
    method: 'PUT',
    url: '/__ops/canned-replies',
    payload: { merchantCode: 'DEMO', replies: [] },
    role: 'support',
    brand: 'DEMO',
  },
  {
    method: 'PUT',
    url: '/__ops/whitelabel',
    payload: { merchantCode: 'DEMO', flags: {} },
    role: 'admin',
    brand: 'DEMO',
  },
  { method: 'POST', url: '/__ops/settle', payload: {}, role: 'finance', brand: null },
  { method: 'GET', url: '/__ops/players/demo01?merchant=DEMO', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  {
    method: 'GET',
    url: '/__ops/players/demo01/ledger?merchant=DEMO',
    role: ['support', 'risk', 'finance'],
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/players/nobody-here/notes',
    payload: { merchantCode: 'DEMO', text: 'Authorised?' },
    role: ['support', 'risk', 'finance'],
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/players/nobody-here/sessions/end',
    payload: { merchantCode: 'DEMO' },
    role: 'risk',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/players/nobody-here/exclude',
    payload: { merchantCode: 'DEMO', kind: 'break24h' },
    role: 'risk',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/agents?merchant=DEMO', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  { method: 'GET', url: '/__ops/agents/master01?merchant=DEMO', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  { method: 'GET', url: '/__ops/settlements?merchant=DEMO', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/agents/contracts/00000000-0000-4000-8000-000000000000/end',
    payload: { merchantCode: 'DEMO' },
    role: 'finance',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/rebates?merchant=DEMO', role: ['support', 'risk', 'finance'], brand: 'DEMO' },
  {
    method: 'PUT',
    url: '/__ops/rebates',
    // The seed's own rates: letting it through changes nothing another test reads.
    payload: { merchantCode: 'DEMO', rates: { RNG: 8, LIVE: 6, FISH: 8, PVP: 5, SPORTS: 5, LOTT: 4 } },
    role: 'finance',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/banners?merchant=DEMO', role: 'content', brand: 'DEMO' },
  {
    method: 'POST',
    url: '/__ops/banners',
    // Each allowed role adds one to this file's own database; the carousel tests have their own.
    payload: { merchantCode: 'DEMO', groupName: 'm_elott', title: 'Matrix banner' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'PUT',
    url: '/__ops/banners/no-such-banner',
    payload: { merchantCode: 'DEMO', title: 'Nothing' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/banners/no-such-banner/remove',
    payload: { merchantCode: 'DEMO' },
    role: 'content',
    brand: 'DEMO',
  },
  {
    method: 'PUT',
    url: '/__ops/banners/order',
    payload: { merchantCode: 'DEMO', groupName: 'm_home', ids: ['no-such-banner'] },
    role: 'content',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/catalogue/vendors?merchant=DEMO', role: 'catalogue', brand: 'DEMO' },
  {
    method: 'PUT',
    url: '/__ops/catalogue/vendors/order',
    payload: { merchantCode: 'DEMO', category: 'ELOTT', vendors: ['TCG'] },
    role: 'catalogue',
    brand: 'DEMO',
  },
  {
    method: 'POST',
    url: '/__ops/catalogue/vendors/TCG/shown',
    payload: { merchantCode: 'DEMO', shown: true },
    role: 'catalogue',
    brand: 'DEMO',
  },
  { method: 'GET', url: '/__ops/catalogue/games', role: 'catalogue', brand: null },
  {
    method: 'PATCH',
    url: '/__ops/catalogue/games/no-such-game',
    payload: { isNew: true },
    role: 'catalogue',
    brand: null,
  },
];

describe.each(TEST_DATABASES)('operators on $name', (database) => {
  const t = useTestApp(database);
  const call = (method: Method, url: string, auth: Record<string, string> = {}, payload?: object, ip = '10.90.0.9') =>
    t.app.inject({ method, url, headers: auth, remoteAddress: ip, ...(payload === undefined ? {} : { payload }) });
  const sessionStart = (username: string, password = OPERATOR_PASSWORD, ip = '10.90.1.1') =>
    call('POST', '/__ops/session', {}, { username, password }, ip);

  it('sign in with a password, then an authenticator enrolled the first time; no code works twice', async () => {
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const me = (await call('GET', '/__ops/session', admin.auth)).json().value;
    expect(me).toMatchObject({ username: admin.username, twoFactor: true, grants: [{ role: 'admin', brand: '*' }] });

    // The second sign-in asks for a code only; the code used to sign in is refused (whatever step the
    // clock reached meanwhile), the next step's works.
    const again = (await sessionStart(admin.username)).json().value as { next: string; challenge: string };
    expect(again.next).toBe('code');
    expect(again).not.toHaveProperty('secret');
    const reused = await call('POST', '/__ops/session/code', {}, { challenge: again.challenge, code: admin.code });
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'twoFactor.invalid' });
    const next = await call(
      'POST',
      '/__ops/session/code',
      {},
      { challenge: again.challenge, code: codeOf(admin.secret, 1) },
    );
    expect(next.statusCode).toBe(200);

    // A challenge is not a session; a wrong password and an unknown name answer alike.
    expect((await call('GET', '/__ops/session', { authorization: `Bearer ${again.challenge}` })).statusCode).toBe(401);
    const wrong = await sessionStart(admin.username, 'Not-the-password-1');
    const unknown = await sessionStart('nobody-at-all');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().errorCode).toBe(unknown.json().errorCode);
    expect((await call('GET', '/__ops/session')).statusCode).toBe(401);
    expect((await call('GET', '/__ops/session', { authorization: 'Bearer not-a-token-at-all-xx' })).statusCode).toBe(
      401,
    );
  });

  it('locks an account for a while after repeated failures, and only that account; an admin unlocks it', async () => {
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const victim = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const colleague = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    for (let i = 0; i < OPERATOR_MAX_FAILURES; i++)
      expect((await sessionStart(victim.username, `Wrong-password-${i}x`, '10.90.2.1')).statusCode).toBe(401);
    const locked = await sessionStart(victim.username, OPERATOR_PASSWORD, '10.90.2.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('login.tooMany');
    // The lock stops new sign-ins, not the team: the colleague signs in, the victim's session still works.
    expect((await sessionStart(colleague.username, OPERATOR_PASSWORD, '10.90.2.3')).statusCode).toBe(200);
    expect((await call('GET', '/__ops/session', victim.auth)).statusCode).toBe(200);
    const list = (await call('GET', '/__ops/operators', admin.auth)).json().value as {
      username: string;
      lockedUntil: string | null;
    }[];
    expect(list.find((o) => o.username === victim.username)?.lockedUntil).not.toBeNull();
    expect((await call('POST', `/__ops/operators/${victim.username}/unlock`, admin.auth)).statusCode).toBe(200);
    expect((await sessionStart(victim.username, OPERATOR_PASSWORD, '10.90.2.4')).statusCode).toBe(200);
  });

  // Its own budget: about 1,600 requests (60 routes, 6 roles, 2 brands, the audit read around each
  // write), 15 s alone and past the default 30 s on a clean-clone run's loaded machine.
  it('every route refuses each role that may not use it and the operators of another brand', async () => {
    const byRole = new Map<OperatorRole, TestOperator>();
    const elsewhere = new Map<OperatorRole, TestOperator>();
    for (const role of OPERATOR_ROLES) {
      byRole.set(role, await signedInOperator(t, [{ role, brand: 'DEMO' }]));
      elsewhere.set(role, await signedInOperator(t, [{ role, brand: 'LOTUS' }]));
    }
    const refused: string[] = [];
    const allowedButRefused: string[] = [];
    // Every change that went through is in the audit log under the operator who made it.
    const reader = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const newestOf = async (operator: string) =>
      ((await call('GET', `/__ops/audit?operator=${operator}&limit=1`, reader.auth)).json().value as AuditEntry[])[0]
        ?.id;
    const unaudited: string[] = [];
    for (const route of ROUTES) {
      const unsigned = await call(route.method, route.url, {}, route.payload);
      if (unsigned.statusCode !== 401)
        refused.push(`${route.method} ${route.url} without a session: ${unsigned.statusCode}`);
      for (const role of OPERATOR_ROLES) {
        const needed = Array.isArray(route.role) ? route.role : [route.role];
        const mayUse = route.brand !== null && (needed.includes(role) || role === 'admin');
        const operator = byRole.get(role)!;
        const writes = mayUse && route.method !== 'GET';
        const before = writes ? await newestOf(operator.username) : undefined;
        const here = await call(route.method, route.url, operator.auth, route.payload);
        if (writes && here.statusCode < 300 && (await newestOf(operator.username)) === before)
          unaudited.push(`${route.method} ${route.url} as ${role}@DEMO`);
        if (!mayUse && here.statusCode !== 403)
          refused.push(`${route.method} ${route.url} as ${role}@DEMO: ${here.statusCode}`);
        if (mayUse && [401, 403].includes(here.statusCode))
          allowedButRefused.push(`${route.method} ${route.url} as ${role}@DEMO`);
        const there = await call(route.method, route.url, elsewhere.get(role)!.auth, route.payload);
        // The audit log of an admin over another brand answers, with none of this brand's entries.
        const filtered = route.url === '/__ops/audit' && role === 'admin';
        if (!filtered && there.statusCode !== 403)
          refused.push(`${route.method} ${route.url} as ${role}@LOTUS: ${there.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
    expect(allowedButRefused).toEqual([]);
    expect(unaudited).toEqual([]);
  }, 300_000);

  it('an admin makes an operator with a first password shown once; grants, disable and reset are audited', async () => {
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const grants: OperatorGrant[] = [{ role: 'content', brand: 'DEMO' }];
    const made = await call('POST', '/__ops/operators', admin.auth, { username: 'writer.one', grants });
    const { password } = made.json().value as { password: string };
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await call('POST', '/__ops/operators', admin.auth, { username: 'writer.one', grants })).statusCode).toBe(
      409,
    );
    const first = (await sessionStart('writer.one', password)).json().value;
    expect(first).toMatchObject({ next: 'enrol', otpauthUri: expect.stringContaining('otpauth://totp/') });

    expect(
      (
        await call('PUT', '/__ops/operators/writer.one/grants', admin.auth, {
          grants: [{ role: 'support', brand: '*' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', '/__ops/operators/writer.one/disable', admin.auth)).statusCode).toBe(200);
    expect((await sessionStart('writer.one', password)).statusCode).toBe(401);
    const reset = (await call('POST', '/__ops/operators/writer.one/reset', admin.auth)).json().value;
    expect(reset.password).not.toBe(password);

    const audit = (await call('GET', '/__ops/audit?limit=200', admin.auth)).json().value as {
      operator: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }[];
    const mine = audit.filter((e) => e.operator === admin.username).map((e) => e.action);
    expect(mine).toEqual(
      expect.arrayContaining(['operator.created', 'operator.grants', 'operator.disabled', 'operator.reset']),
    );
    expect(audit.find((e) => e.action === 'operator.grants' && e.target === 'writer.one')).toMatchObject({
      before: grants,
      after: [{ role: 'support', brand: '*' }],
    });
    // Paging goes down by id.
    const page = (await call('GET', '/__ops/audit?limit=2', admin.auth)).json().value as { id: string }[];
    const below = (await call('GET', `/__ops/audit?limit=2&before=${page[1]!.id}`, admin.auth)).json().value as {
      id: string;
    }[];
    expect(Number(below[0]!.id)).toBeLessThan(Number(page[1]!.id));
    expect((await call('GET', '/__ops/audit?limit=500', admin.auth)).statusCode).toBe(400);
  });

  it('the last admin over every brand cannot be disabled or demoted', async () => {
    const solo = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    // Disable every other admin over every brand first, through the API.
    const list = (await call('GET', '/__ops/operators', solo.auth)).json().value as {
      username: string;
      grants: OperatorGrant[];
      disabled: boolean;
    }[];
    for (const other of list.filter((o) => o.username !== solo.username && !o.disabled))
      if (other.grants.some((g) => g.role === 'admin' && g.brand === '*'))
        expect((await call('POST', `/__ops/operators/${other.username}/disable`, solo.auth)).statusCode).toBe(200);
    const self = await call('POST', `/__ops/operators/${solo.username}/disable`, solo.auth);
    expect(self.statusCode).toBe(409);
    const demote = await call('PUT', `/__ops/operators/${solo.username}/grants`, solo.auth, {
      grants: [{ role: 'content', brand: '*' }],
    });
    expect(demote.statusCode).toBe(409);
  });

  it('sessions: listed, ended one by one, all others at a password change; tokens only from a console sign-in', async () => {
    const op = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const other = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const token = (await call('POST', '/__ops/tokens', op.auth, { label: 'brand tool', days: 7 })).json().value as {
      id: string;
      token: string;
    };
    const tokenAuth = { authorization: `Bearer ${token.token}` };
    expect((await call('GET', '/__ops/session', tokenAuth)).statusCode).toBe(200);
    // A token cannot make tokens (it never saw the authenticator).
    expect((await call('POST', '/__ops/tokens', tokenAuth, { label: 'more', days: 7 })).statusCode).toBe(403);
    const sessions = (await call('GET', '/__ops/sessions', op.auth)).json().value as {
      id: string;
      kind: string;
      current: boolean;
    }[];
    expect(sessions.map((s) => s.kind).sort()).toEqual(['console', 'token']);
    // Another operator cannot end my session.
    expect((await call('DELETE', `/__ops/sessions/${token.id}`, other.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/__ops/sessions/${token.id}`, op.auth)).statusCode).toBe(200);
    expect((await call('GET', '/__ops/session', tokenAuth)).statusCode).toBe(401);

    const second = await call('POST', '/__ops/tokens', op.auth, { label: 'again', days: 1 });
    const secondAuth = { authorization: `Bearer ${second.json().value.token}` };
    const weak = await call('POST', '/__ops/password', op.auth, { current: OPERATOR_PASSWORD, next: 'short' });
    expect(weak.statusCode).toBe(400);
    const changed = await call('POST', '/__ops/password', op.auth, {
      current: OPERATOR_PASSWORD,
      next: 'A-much-longer-pass-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', '/__ops/session', secondAuth)).statusCode).toBe(401);
    expect((await call('GET', '/__ops/session', op.auth)).statusCode).toBe(200);
    expect((await call('DELETE', '/__ops/session', op.auth)).statusCode).toBe(200);
    expect((await call('GET', '/__ops/session', op.auth)).statusCode).toBe(401);
  });

  it('finds players by the start of their name or their number; a lock ends their session, and is audited', async () => {
    const risk = await signedInOperator(t, [{ role: 'risk', brand: 'DEMO' }]);
    const api = apiClient(t, '10.90.7.7');
    const member = await storedMember(t, api, { id: randomUUID(), username: 'lockme01', password: 'Lock-pass-0123' });
    const found = (await call('GET', '/__ops/players?merchant=DEMO&q=LOCKme', risk.auth)).json().value as {
      username: string;
      memberNo: number;
      locked: boolean;
      currency: string;
    }[];
    expect(found).toEqual([expect.objectContaining({ username: 'lockme01', locked: false, currency: 'MMK' })]);
    const byNumber = (await call('GET', `/__ops/players?merchant=DEMO&q=${found[0]!.memberNo}`, risk.auth)).json()
      .value;
    expect(byNumber.map((p: { username: string }) => p.username)).toEqual(['lockme01']);
    // LIKE's wildcards are plain characters in a search.
    expect((await call('GET', '/__ops/players?merchant=DEMO&q=%25', risk.auth)).json().value).toEqual([]);

    expect((await api.get('/wps/v2/wallets/balance', member)).statusCode).toBe(200);
    const locked = await call('POST', '/__ops/players/lockme01/lock', risk.auth, { merchantCode: 'DEMO' });
    expect(locked.statusCode).toBe(200);
    expect((await api.get('/wps/v2/wallets/balance', member)).statusCode).toBe(401);
    expect((await api.login({ username: 'lockme01', password: 'Lock-pass-0123' })).json().success).toBe(false);
    expect((await call('POST', '/__ops/players/lockme01/unlock', risk.auth, { merchantCode: 'DEMO' })).statusCode).toBe(
      200,
    );
    expect((await api.login({ username: 'lockme01', password: 'Lock-pass-0123' })).json().success).toBe(true);
    const audit = await operatorsRepo(t.runtime.database.db).auditPage(
      { limit: 10, operator: risk.username, brand: 'DEMO' },
      null,
    );
    expect(audit.map((e) => e.action)).toEqual(['player.unlocked', 'player.locked']);
  });

  it('the audit log is append-only: the database refuses to change or delete an entry', async () => {
    const db = t.runtime.database.db;
    await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const count = async () =>
      ((await db.execute(sql`select count(*)::int as n from operator_audit`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    // drizzle wraps the database's error: its cause carries the trigger's words.
    const failure = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'changed',
        (err: { cause?: { message?: string } }) => err.cause?.message,
      );
    expect(await failure(sql`update operator_audit set action = 'nothing'`)).toMatch(/append-only/);
    expect(await failure(sql`delete from operator_audit`)).toMatch(/append-only/);
    expect(await failure(sql`truncate operator_audit`)).toMatch(/append-only/);
    expect(await count()).toBe(before);
  });
});

describe.each(TEST_DATABASES)("operators' sessions in time on $name", (database) => {
  let now = Date.now();
  const t = useTestApp(database, {}, { clock: () => new Date(now) });
  const me = (auth: Record<string, string>) => t.app.inject({ url: '/__ops/session', headers: auth });

  it('a console session ends after 30 minutes unused and 12 hours after sign-in; a lock ends by itself', async () => {
    // The server's clock starts at the real time: the authenticator's codes follow the real clock.
    now = Date.now();
    const op = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    // Used every 25 minutes, it lives on, up to twelve hours after the sign-in.
    for (let i = 0; i < 28; i++) {
      now += 25 * 60_000;
      expect((await me(op.auth)).statusCode, `after ${(i + 1) * 25} minutes`).toBe(200);
    }
    now += 25 * 60_000;
    expect((await me(op.auth)).statusCode).toBe(401);

    // Back to the real time for the next sign-in's code.
    now = Date.now();
    const idle = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    now += 31 * 60_000;
    expect((await me(idle.auth)).statusCode).toBe(401);

    for (let i = 0; i < OPERATOR_MAX_FAILURES; i++)
      await t.app.inject({
        method: 'POST',
        url: '/__ops/session',
        remoteAddress: '10.92.0.1',
        payload: { username: idle.username, password: `Wrong-password-${i}x` },
      });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/__ops/session',
        remoteAddress: '10.92.0.2',
        payload: { username: idle.username, password: OPERATOR_PASSWORD },
      });
    expect((await signIn()).statusCode).toBe(429);
    now += 16 * 60_000;
    expect((await signIn()).statusCode).toBe(200);
  });
});
