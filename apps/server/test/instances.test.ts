import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { openRuntime, type Runtime } from '../src/runtime';
import { accountsService } from '../src/services/accounts-service';
import { apiClient } from './api';
import { TEST_DATABASES, testConfig } from './databases';
import { useOperator } from './operators';
import { TEST_REDIS } from './redis-targets';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');

/**
 * Two server instances as production runs them behind a load balancer: one PostgreSQL, one Redis,
 * one encryption key, nothing else in common. Whatever one instance learns (a session, a limit's
 * count, a brand's settings) the other must honour. Needs DATABASE_URL, and REDIS_URL or a cluster.
 */
describe.each(postgres ? TEST_REDIS : [])('two instances sharing PostgreSQL and $name', (redis) => {
  const instances: { app: FastifyInstance; runtime: Runtime }[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await postgres!.clone();
    drop = created.drop;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const env = {
      ...created.env,
      ...redis.env,
      REDIS_KEY_PREFIX: `lobby-instances-${randomBytes(4).toString('hex')}:`,
      ENCRYPTION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      SETTINGS_TTL_SECONDS: '1',
    };
    for (let i = 0; i < 2; i++) {
      const config = testConfig(env);
      const runtime = await openRuntime(config);
      instances.push({ app: await buildApp({ config, ...runtime }), runtime });
    }
  });
  afterAll(async () => {
    for (const { app, runtime } of instances) {
      await app.close();
      await runtime.close();
    }
    await drop();
  });

  // An admin of the brand, signed in on the first instance.
  const ops = useOperator(
    {
      get app() {
        return instances[0]!.app;
      },
      get runtime() {
        return instances[0]!.runtime;
      },
    },
    [{ role: 'admin', brand: 'DEMO' }],
  );

  const on = (i: number, ip = '10.77.0.1') =>
    apiClient(
      {
        get app() {
          return instances[i]!.app;
        },
      },
      ip,
    );

  it('a login on one instance is a session on the other, and a logout on the other ends it on both', async () => {
    const login = await on(0).login({ username: 'demo01', password: 'Demo-pass-01' });
    const token = login.json().value.token as string;
    expect(token).toBeTruthy();
    // One key opens the sealed bodies on both: a form sealed for one instance may reach the other.
    expect(await on(1).publicKey()).toEqual(await on(0).publicKey());

    const balance = await on(1).get('/wps/v2/wallets/balance', { Authorization: token });
    expect(balance.json().value.balanceMinor).toBeGreaterThan(0);
    await on(1).del('/wps/session/logout', { Authorization: token });
    expect((await on(0).get('/wps/v2/wallets/balance', { Authorization: token })).statusCode).toBe(401);
  });

  it('counts a client against one limit whichever instance it reaches', async () => {
    // Free play allows ten trial accounts an hour per client.
    const answers: number[] = [];
    for (let i = 0; i < 11; i++)
      answers.push((await on(i % 2, '10.77.0.2').post('/wps/session/login/freeplay')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it("shows a brand's new settings on the other instance within SETTINGS_TTL_SECONDS", async () => {
    const rewards = async (i: number) =>
      (await on(i).get('/wps/system/settings/consolidated')).json().value.whitelabel.REWCEN3 as boolean;
    const before = await rewards(1);
    const changed = await instances[0]!.app.inject({
      method: 'PUT',
      url: '/__ops/whitelabel',
      headers: ops,
      payload: { merchantCode: 'DEMO', flags: { REWCEN3: !before } },
    });
    expect(changed.statusCode).toBe(200);
    expect(await rewards(0)).toBe(!before);
    await expect.poll(() => rewards(1), { timeout: 3_000, interval: 100 }).toBe(!before);
  });
  it('takes a two-factor login begun on one instance on the other, and a session revoked on one ends on both', async () => {
    await accountsService(accountsRepo(instances[0]!.runtime.database.db), { sessionTtlMs: 3_600_000 }).register(
      'DEMO',
      { username: 'twoinst01', password: 'two-inst-pass-1' },
    );
    const auth = (token: string) => ({ Authorization: token });
    const first = (await on(0, '10.77.0.5').login({ username: 'twoinst01', password: 'two-inst-pass-1' })).json().value
      .token as string;
    const { secret } = (await on(1).post('/wps/member/security/two-factor/setup', undefined, auth(first))).json()
      .value as { secret: string };
    const now = Math.floor(Date.now() / 1000);
    expect(
      (
        await on(0).post(
          '/wps/member/security/two-factor/enable',
          { code: generateSync({ secret, epoch: now }) },
          auth(first),
        )
      ).statusCode,
    ).toBe(200);
    const ticket = (await on(0, '10.77.0.5').login({ username: 'twoinst01', password: 'two-inst-pass-1' })).json().data
      .twoFactorTicket as string;
    const second = await on(1, '10.77.0.5').post('/wps/session/login/two-factor', {
      ticket,
      code: generateSync({ secret, epoch: now + 30 }),
    });
    expect(second.statusCode).toBe(200);
    // The code is spent on both instances.
    const again = (await on(1, '10.77.0.5').login({ username: 'twoinst01', password: 'two-inst-pass-1' })).json().data
      .twoFactorTicket as string;
    const replay = await on(0, '10.77.0.5').post('/wps/session/login/two-factor', {
      ticket: again,
      code: generateSync({ secret, epoch: now + 30 }),
    });
    expect(replay.json().errorCode).toBe('twoFactor.invalid');

    const revoked = await on(1).post(
      '/wps/member/security/sessions/revoke-others',
      undefined,
      auth(second.json().value.token),
    );
    expect(revoked.json().value).toEqual({ revoked: 1 });
    expect((await on(0).memberInfo(first)).json().errorCode).toBe('session.expired');
    expect((await on(0).memberInfo(second.json().value.token)).statusCode).toBe(200);
  });
});
