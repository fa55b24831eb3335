import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openRuntime, type Runtime } from '../src/runtime';
import { apiClient, headers, storedMember } from './api';
import { TEST_DATABASES, testConfig, type TestDatabase } from './databases';
import { openEventStream, type OpenStream } from './event-stream';
import { useOperator } from './operators';
import { TEST_REDIS } from './redis-targets';

const EVENTS = '/wps/v2/events';
const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
const pglite = TEST_DATABASES.find((d) => d.name === 'pglite')!;

/**
 * Two app instances on one database, as behind a load balancer: on PGlite both in this process on
 * one runtime (its in-process bus); on PostgreSQL each with a runtime of its own, told through
 * LISTEN/NOTIFY, or through Redis (a server, a cluster) when one is configured.
 */
const setups: { name: string; database: TestDatabase; env: Record<string, string>; shared: boolean }[] = [
  { name: 'PGlite, in process', database: pglite, env: {}, shared: true },
  ...(postgres
    ? [
        {
          name: 'PostgreSQL LISTEN/NOTIFY',
          database: postgres,
          env: { REDIS_URL: '', REDIS_CLUSTER_URLS: '' },
          shared: false,
        },
      ]
    : []),
  ...(postgres
    ? TEST_REDIS.map((redis) => ({
        name: `PostgreSQL and ${redis.name}`,
        database: postgres,
        env: redis.env,
        shared: false,
      }))
    : []),
];

describe.each(setups)('the push channel on $name', ({ database, env, shared }) => {
  const apps: FastifyInstance[] = [];
  const runtimes: Runtime[] = [];
  const streams: OpenStream[] = [];
  let drop = async () => {};
  let streamBase = '';

  beforeAll(async () => {
    const created = await database.clone();
    drop = created.drop;
    const config = testConfig({
      ...created.env,
      ...env,
      REDIS_KEY_PREFIX: `lobby-push-${randomBytes(4).toString('hex')}:`,
      LOBBY_DEV_TOOLS: '1',
      // Kept five minutes: only the brand signal can make the other instance read new settings.
      SETTINGS_TTL_SECONDS: '300',
    });
    for (let i = 0; i < 2; i++) {
      if (i === 0 || !shared) runtimes.push(await openRuntime(config));
      apps.push(await buildApp({ config, ...runtimes[runtimes.length - 1]! }));
    }
    // The streams are read from the second instance over real HTTP.
    streamBase = await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    for (const app of apps) await app.close();
    for (const runtime of runtimes) await runtime.close();
    await drop();
  });

  const first = apiClient({
    get app() {
      return apps[0]!;
    },
  });
  // The operator signs in and acts on the first instance.
  const ops = useOperator({
    get app() {
      return apps[0]!;
    },
    get runtime() {
      return runtimes[0]!;
    },
  });
  const open = async (auth: Record<string, string>) => {
    const stream = await openEventStream(streamBase + EVENTS, { ...headers, ...auth });
    streams.push(stream);
    return stream;
  };
  const member = async (prefix: string) => {
    const username = `${prefix}${randomBytes(3).toString('hex')}`;
    const auth = await storedMember({ runtime: runtimes[0]! }, first, {
      id: randomUUID(),
      username,
      password: 'Push-pass-01',
    });
    return Object.assign(auth, { username });
  };
  const deposit = (auth: { Authorization: string }, amount: string) =>
    first.post('/__dev/deposit', { amount, requestId: randomUUID() }, { Authorization: auth.Authorization });

  it('sends the balance at once, then after each ledger move made through the other instance', async () => {
    const auth = await member('pusha');
    const stream = await open({ Authorization: auth.Authorization });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.headers.get('content-encoding')).toBeNull();
    await stream.next((e) => e.type === 'balance' && e.balance.balanceMinor === 0);
    await stream.next((e) => e.type === 'inbox');
    expect((await deposit(auth, '12.34')).statusCode).toBe(200);
    const moved = await stream.next((e) => e.type === 'balance' && e.balance.balanceMinor === 1234);
    expect(moved).toEqual({
      type: 'balance',
      balance: { sumBalance: 12.34, balanceMinor: 1234, currency: expect.any(String) },
    });
  });

  it("never carries another member's events", async () => {
    const mine = await member('pushb');
    const theirs = await member('pushc');
    const stream = await open({ Authorization: mine.Authorization });
    await stream.next((e) => e.type === 'balance');
    await deposit(theirs, '77.77');
    await deposit(mine, '5.00');
    await stream.next((e) => e.type === 'balance' && e.balance.balanceMinor === 500);
    expect(stream.events.some((e) => e.type === 'balance' && e.balance.balanceMinor === 7777)).toBe(false);
  });

  it('tells of a new inbox message with the unread count', async () => {
    const auth = await member('pushd');
    const stream = await open({ Authorization: auth.Authorization });
    const before = await stream.next((e) => e.type === 'inbox');
    const { username } = auth;
    const sent = await first.post(
      '/__ops/inbox',
      { merchantCode: 'DEMO', username, language: 'en', title: 'Hi', content: 'Hello' },
      ops,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const unread = before.type === 'inbox' ? before.unread : 0;
    await stream.next((e) => e.type === 'inbox' && e.unread === unread + 1);
  });

  it("ends a revoked session's stream with the forced-logout message", async () => {
    const auth = await member('pushe');
    const { username } = auth;
    // The member's other device, from another address.
    const phone = apiClient({ app: apps[0]! }, '10.88.0.2');
    const login = await phone.login({ username, password: 'Push-pass-01' });
    expect(login.statusCode, login.body).toBe(200);
    const other = login.json().value.token as string;
    const stream = await open({ Authorization: auth.Authorization });
    await stream.next((e) => e.type === 'balance');
    const revoked = await first.post('/wps/member/security/sessions/revoke-others', {}, { Authorization: other });
    expect(revoked.statusCode).toBe(200);
    expect(await stream.next((e) => e.type === 'logout')).toEqual({ type: 'logout', code: 'session.expired' });
    await stream.ended;
  });

  it("ends the stream of the device that changed the password quietly, and the other device's with the message", async () => {
    const auth = await member('pushg');
    const phone = apiClient({ app: apps[0]! }, '10.88.0.3');
    const login = await phone.login({ username: auth.username, password: 'Push-pass-01' });
    expect(login.statusCode, login.body).toBe(200);
    const other = login.json().value.token as string;
    const mine = await open({ Authorization: auth.Authorization });
    const theirs = await open({ Authorization: other });
    await mine.next((e) => e.type === 'balance');
    await theirs.next((e) => e.type === 'balance');
    const changed = await first.sealed(
      'PUT',
      '/wps/member/password',
      { old_password: 'Push-pass-01', password: 'Push-pass-02', confimpsw: 'Push-pass-02' },
      { Authorization: auth.Authorization },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await theirs.next((e) => e.type === 'logout')).toEqual({ type: 'logout', code: 'session.expired' });
    await mine.ended;
    expect(mine.events.filter((e) => e.type === 'logout')).toEqual([]);
  });

  it('tells of brand changes, and each instance reads the new settings at once', async () => {
    const auth = await member('pushf');
    const stream = await open({ Authorization: auth.Authorization });
    await stream.next((e) => e.type === 'balance');
    const trialMode = async () =>
      (await apps[1]!.inject({ url: '/wps/system/settings/consolidated', headers })).json().value.whitelabel
        .trialMode as boolean;
    const before = await trialMode();
    const switched = await first.put('/__ops/whitelabel', { merchantCode: 'DEMO', flags: { trialMode: !before } }, ops);
    expect(switched.statusCode, switched.body).toBe(200);
    await stream.next((e) => e.type === 'brand');
    expect(await trialMode()).toBe(!before);
    await first.put('/__ops/whitelabel', { merchantCode: 'DEMO', flags: { trialMode: before } }, ops);
  });

  it('answers a stranger as every member call does', async () => {
    const stranger = await apps[1]!.inject({ url: EVENTS, headers });
    const balance = await apps[1]!.inject({ url: '/wps/v2/wallets/balance', headers });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toEqual(balance.json());
    const dead = await apps[1]!.inject({ url: EVENTS, headers: { ...headers, Authorization: 'not-a-token' } });
    expect(dead.statusCode).toBe(401);
  });

  it('refuses a sixth stream of one member on an instance', async () => {
    const auth = await member('pushg');
    const held = await Promise.all(Array.from({ length: 5 }, () => open({ Authorization: auth.Authorization })));
    expect(held.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      (await apps[1]!.inject({ url: EVENTS, headers: { ...headers, Authorization: auth.Authorization } })).statusCode,
    ).toBe(429);
    held[0]!.close();
    await held[0]!.ended;
  });
});
