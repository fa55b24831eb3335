import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { accountsService } from '../src/services/accounts-service';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

// The attacks of the hardening review, run against the real app: parallel bursts, a rotated
// X-Forwarded-For, and a session used as a password oracle, on the in-process store and on Redis.
const redisUrl = loadConfig().REDIS_URL;
const stores: [string, (database: string) => Record<string, string>][] = [['memory store', () => ({})]];
// A prefix of each run's own, so counts never carry over between suites or runs.
if (redisUrl)
  stores.push([
    'redis',
    (database) => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `lobby-test-${database}-${process.pid}-${Date.now()}:` }),
  ]);
const cases = TEST_DATABASES.flatMap((database) =>
  stores.map(([store, env]) => ({ name: `${database.name} with ${store}`, database, env: env(database.name) })),
);

describe.each(cases)('password guessing on $name', ({ database, env }) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1', ...env });
  const register = (username: string, password: string) =>
    accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', {
      username,
      password,
    });

  beforeAll(async () => {
    await register('victim01', 'victim-pass-1');
    await register('oracle01', 'oracle-pass-1');
  });

  it('checks only two passwords of three parallel bursts of 40 before asking for a captcha; the owner gets in', async () => {
    const owner = apiClient(t, '10.9.0.1');
    expect((await owner.login({ username: 'victim01', password: 'victim-pass-1' })).statusCode).toBe(200);

    const attacker = apiClient(t, '10.9.0.66');
    const bursts = await Promise.all(
      [0, 1, 2].map((b) =>
        Promise.all(
          Array.from({ length: 40 }, (_, i) => attacker.login({ username: 'victim01', password: `guess-${b}-${i}` })),
        ),
      ),
    );
    const codes = bursts.flat().map((res) => res.json().errorCode as string);
    expect(bursts.flat().every((res) => res.statusCode < 500)).toBe(true);
    expect(codes.filter((c) => c === 'login.failed')).toHaveLength(2);
    expect(codes.filter((c) => c === 'captcha.required')).toHaveLength(118);

    // Right after the attack: a new browser of the owner's gets in with a captcha, a known one without.
    const newPhone = apiClient(t, '10.9.0.2');
    expect((await newPhone.login({ username: 'victim01', password: 'victim-pass-1' })).json().errorCode).toBe(
      'captcha.required',
    );
    expect(
      (await newPhone.login({ username: 'victim01', password: 'victim-pass-1', ...(await newPhone.captcha()) }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) await attacker.login({ username: 'victim01', password: `again-${i}` });
    expect((await owner.login({ username: 'victim01', password: 'victim-pass-1' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const attacker = apiClient(t, '10.9.0.77');
    const tries = [];
    for (let i = 0; i < 6; i++)
      tries.push(
        await attacker.login({ username: 'victim01', password: `rotated-${i}` }, undefined, {
          'X-Forwarded-For': `203.0.113.${i}`,
        }),
      );
    // The owner logged in last: two free tries, then the captcha, whatever address the header names.
    expect(tries.map((res) => res.json().errorCode)).toEqual([
      'login.failed',
      'login.failed',
      'captcha.required',
      'captcha.required',
      'captcha.required',
      'captcha.required',
    ]);
    // A per-client limit (30 username checks a minute) counts the socket's address, whatever the header says.
    const checks = [];
    for (let i = 0; i < 31; i++)
      checks.push(
        (
          await attacker.get(`/wps/member/register/username?username=free${i}name`, {
            'X-Forwarded-For': `198.51.100.${i}`,
          })
        ).statusCode,
      );
    expect(checks.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(checks[30]).toBe(429);
  });

  it('holds a per-client limit under a parallel burst', async () => {
    const client = apiClient(t, '10.9.0.88');
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.get(`/wps/member/register/username?username=burst${i}name`)),
    );
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(30);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(20);
  });

  it('counts wrong old passwords of a password change: a captcha, then waits, then the session ends', async () => {
    const api = apiClient(t, '10.9.1.1');
    const token = (await api.login({ username: 'oracle01', password: 'oracle-pass-1' })).json().value.token as string;
    const change = async (oldPassword: string, captcha = {}) =>
      api.sealed(
        'PUT',
        '/wps/member/password',
        { old_password: oldPassword, password: 'oracle-new-2', confimpsw: 'oracle-new-2', ...captcha },
        { Authorization: token },
      );

    const first = await change('wrong-1');
    expect([first.statusCode, first.json()]).toEqual([400, { success: false, errorCode: 'password.oldIncorrect' }]);
    expect((await change('wrong-2')).json()).toEqual({
      success: false,
      errorCode: 'password.oldIncorrect',
      data: { captchaRequired: true },
    });
    expect((await change('wrong-3')).json()).toEqual({
      success: false,
      errorCode: 'captcha.required',
      data: { captchaRequired: true },
    });
    expect((await change('wrong-3', await api.captcha())).json().errorCode).toBe('password.oldIncorrect');
    // Past three failures of this session, each failure makes the next try wait.
    expect((await change('wrong-4', await api.captcha())).statusCode).toBe(429);
    // The failures count for the account too: a login from a new browser needs a captcha.
    expect(
      (await apiClient(t, '10.9.1.2').login({ username: 'oracle01', password: 'oracle-pass-1' })).json().errorCode,
    ).toBe('captcha.required');
    await expect
      .poll(async () => (await change('wrong-4', await api.captcha())).statusCode, { timeout: 5_000, interval: 500 })
      .toBe(400);
    await expect
      .poll(async () => (await change('wrong-5', await api.captcha())).statusCode, { timeout: 5_000, interval: 500 })
      .toBe(400);
    await expect
      .poll(async () => (await change('wrong-6', await api.captcha())).json().errorCode, {
        timeout: 9_000,
        interval: 500,
      })
      .toBe('session.expired');
    expect((await api.memberInfo(token)).statusCode).toBe(401);
    // The password never changed.
    expect((await api.login({ username: 'oracle01', password: 'oracle-pass-1' })).statusCode).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { TRUST_PROXY: '10.9.9.9' });

  it('keys per-client limits on the address the proxy forwards', async () => {
    const proxy = apiClient(t, '10.9.9.9');
    for (let i = 0; i < 30; i++)
      expect(
        (await proxy.get(`/wps/member/register/username?username=a${i}name`, { 'X-Forwarded-For': '192.0.2.1' }))
          .statusCode,
      ).toBe(200);
    expect(
      (await proxy.get('/wps/member/register/username?username=over1name', { 'X-Forwarded-For': '192.0.2.1' }))
        .statusCode,
    ).toBe(429);
    expect(
      (await proxy.get('/wps/member/register/username?username=other1name', { 'X-Forwarded-For': '192.0.2.2' }))
        .statusCode,
    ).toBe(200);
  });
});
