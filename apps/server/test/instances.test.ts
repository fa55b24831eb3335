import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openRuntime, type Runtime } from '../src/runtime';
import { apiClient } from './api';
import { TEST_DATABASES, testConfig } from './databases';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
const redisUrl = loadConfig().REDIS_URL;

/**
 * Two server instances as production runs them behind a load balancer: one PostgreSQL, one Redis,
 * one encryption key, nothing else in common. Whatever one instance learns (a session, a limit's
 * count, a brand's settings) the other must honour. Needs DATABASE_URL and REDIS_URL.
 */
describe.runIf(postgres && redisUrl)('two instances sharing PostgreSQL and Redis', () => {
  const instances: { app: FastifyInstance; runtime: Runtime }[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const created = await postgres!.clone();
    drop = created.drop;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const env = {
      ...created.env,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `lobby-instances-${randomBytes(4).toString('hex')}:`,
      ENCRYPTION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      LOBBY_DEV_TOOLS: '1',
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
      method: 'POST',
      url: '/__dev/whitelabel',
      payload: { merchantCode: 'DEMO', flags: { REWCEN3: !before } },
    });
    expect(changed.statusCode).toBe(200);
    expect(await rewards(0)).toBe(!before);
    await expect.poll(() => rewards(1), { timeout: 3_000, interval: 100 }).toBe(!before);
  });
});
