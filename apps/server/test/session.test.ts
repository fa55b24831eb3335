import type { EncryptionPublicKey, SiteSettings } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { accountsService } from '../src/services/accounts-service';
import { TEST_DATABASES } from './databases';
import { solveCaptcha } from './dev-tools';
import { useTestApp } from './harness';
import { sealJson } from './seal';

const headers = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
const SCHEME = 'RSA-OAEP-256+A256GCM';

describe.each(TEST_DATABASES)('session endpoints on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const publicKey = async () =>
    ((await t.app.inject({ url: '/wps/system/settings/consolidated', headers })).json().value as SiteSettings)
      .encryption as EncryptionPublicKey;
  const login = async (payload: unknown, extra: Record<string, string> = { Encryption: SCHEME }) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers, ...extra },
      payload: await sealJson(await publicKey(), payload),
    });

  it('publishes the encryption key in the site settings', async () => {
    const key = await publicKey();
    expect(key.scheme).toBe(SCHEME);
    expect(key.publicKey.length).toBeGreaterThan(300);
  });

  it('logs in with an encrypted body, answers member info with the token, renews and logs out', async () => {
    await accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', {
      username: 'bob77',
      password: 'bob-pass-77',
    });
    const res = await login({ username: 'Bob77', password: 'bob-pass-77' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      userName: 'bob77',
      type: 0,
      merchantCode: 'DEMO',
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    expect((await login({ username: 'bob77', password: 'bob-pass-77' })).json().value.firstTimeLogin).toBe(false);
    const auth = { ...headers, Authorization: value.token };

    const info = await t.app.inject({ url: '/wps/member/info', headers: auth });
    expect(info.json().value).toMatchObject({ nickname: 'bob77', account: 'bob77', type: 0 });
    expect((await t.app.inject({ url: '/wps/member/info', headers })).json()).toMatchObject({
      success: true,
      value: null,
    });

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/renew',
      headers: { ...headers, Authorization: `Bearer ${value.token}` },
    });
    expect(renewed.json().value.token).toBe(value.token);

    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: auth })).json().success).toBe(
      true,
    );
    // The revoked token is a forced logout, with the spec's message code.
    const after = await t.app.inject({ url: '/wps/member/info', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, errorCode: 'session.expired' });
    expect((await t.app.inject({ method: 'POST', url: '/wps/session/renew', headers: auth })).json().errorCode).toBe(
      'session.expired',
    );
  });

  it('changes the password with an encrypted body: same as old refused, every other session ends', async () => {
    await accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', {
      username: 'dave5',
      password: 'dave-pass-1',
    });
    const first = (await login({ username: 'dave5', password: 'dave-pass-1' })).json().value.token as string;
    const other = (await login({ username: 'dave5', password: 'dave-pass-1' })).json().value.token as string;
    const change = async (token: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/password',
        headers: { ...headers, Encryption: SCHEME, Authorization: token },
        payload: await sealJson(await publicKey(), payload),
      });
    expect(
      (await change(first, { old_password: 'dave-pass-1', password: 'dave-pass-1', confimpsw: 'dave-pass-1' })).json()
        .errorCode,
    ).toBe('modify.new.old.same');
    expect(
      (await change(first, { old_password: 'dave-pass-1', password: 'new-pass-2', confimpsw: 'other' })).json(),
    ).toMatchObject({ errorCode: 'request.invalid', data: { fields: ['body.confimpsw'] } });
    const done = await change(first, { old_password: 'dave-pass-1', password: 'new-pass-2', confimpsw: 'new-pass-2' });
    expect(done.statusCode).toBe(200);
    const fresh = done.json().value.token as string;
    expect(fresh).not.toBe(first);
    for (const [token, live] of [
      [first, false],
      [other, false],
      [fresh, true],
    ] as const) {
      expect(
        (await t.app.inject({ url: '/wps/member/info', headers: { ...headers, Authorization: token } })).statusCode,
      ).toBe(live ? 200 : 401);
    }
    expect((await login({ username: 'dave5', password: 'new-pass-2' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    for (const payload of [
      { username: 'bob77', password: 'nope' },
      { username: 'ghost', password: 'bob-pass-77' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errorCode: 'login.failed' });
    }
  });

  it('slows a guesser: after five wrong passwords the next try must wait (429 with retryAfter)', async () => {
    for (let i = 0; i < 5; i++) {
      const captcha = i >= 2 ? await solveCaptcha(t.app) : {};
      expect((await login({ username: 'carol', password: `guess-${i}`, ...captcha })).statusCode).toBe(401);
    }
    const slowed = await login({ username: 'carol', password: 'guess-5', ...(await solveCaptcha(t.app)) });
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ success: false, errorCode: 'login.tooMany', data: { retryAfter: 1 } });
  });

  it('refuses plain bodies, a wrong scheme, tampering and bad payloads with 4xx codes, never 5xx', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers,
      payload: { username: 'bob77', password: 'bob-pass-77' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request.encryption');
    expect((await login({ username: 'bob77', password: 'bob-pass-77' }, { Encryption: 'none' })).json().errorCode).toBe(
      'request.encryption',
    );
    const body = await sealJson(await publicKey(), { username: 'bob77', password: 'bob-pass-77' });
    const tampered = {
      ...body,
      data: Buffer.from(Buffer.from(body.data, 'base64').map((b, i) => (i === 0 ? b ^ 1 : b))).toString('base64'),
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { ...headers, Encryption: SCHEME },
      payload: tampered,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request.encryption');
    const empty = await login({ username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errorCode: 'request.invalid',
      data: { fields: ['body.username', 'body.password'] },
    });
  });
});
