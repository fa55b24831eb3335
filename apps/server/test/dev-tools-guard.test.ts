// The dev tools (outbox, captcha answers, money without paying) answer this machine alone, and a
// production build may keep them only bound to loopback with no proxy declared (issue 51).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isLoopbackAddress, isLoopbackHost } from '../src/http/loopback';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe('loopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('address %s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['example.com', false],
  ])('host %s binds loopback only: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('LOBBY_DEV_TOOLS with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', LOBBY_DEV_TOOLS: '1' };
  it('is allowed on a server bound to loopback with no proxy declared', () => {
    expect(loadConfig({ ...production, HOST: 'localhost' }).LOBBY_DEV_TOOLS).toBe(true);
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).LOBBY_DEV_TOOLS).toBe(true);
  });

  it.each([{ HOST: '0.0.0.0' }, { HOST: 'lobby.example.com' }, { HOST: 'localhost', TRUST_PROXY: '1' }])(
    'is refused with %o',
    (env) => {
      expect(() => loadConfig({ ...production, ...env })).toThrow(/LOBBY_DEV_TOOLS/);
    },
  );

  it('is not needed: production without them starts anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).LOBBY_DEV_TOOLS).toBe(false);
  });
});

describe('the dev routes', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { LOBBY_DEV_TOOLS: '1' });
  const deposit = { amount: '10.00', requestId: 'guard-1' };

  it('answer a request from this machine', async () => {
    expect((await t.app.inject({ url: '/__dev/captcha' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/__dev/outbox' })).statusCode).toBe(200);
    // A percent-encoded path reaches the same route (so the guard looks at the route, not the URL).
    expect((await t.app.inject({ url: '/%5F%5Fdev/captcha' })).statusCode).toBe(200);
  });

  it("answer a developer's phone on the local network (not in production)", async () => {
    expect((await t.app.inject({ url: '/__dev/captcha', remoteAddress: '192.168.1.20' })).statusCode).toBe(200);
  });

  it.each([
    ['passed on by a proxy (X-Forwarded-For)', { headers: { 'x-forwarded-for': '203.0.113.7' } }],
    ['passed on by a proxy (Forwarded)', { headers: { forwarded: 'for=203.0.113.7' } }],
    ['passed on by a proxy (X-Real-IP)', { headers: { 'x-real-ip': '203.0.113.7' } }],
  ])('do not exist for a request %s', async (_name, options) => {
    for (const url of ['/__dev/captcha', '/__dev/outbox', '/%5F%5Fdev/captcha', '/__dev/captcha?x=1']) {
      const res = await t.app.inject({ url, ...options });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.notFound' });
    }
    const res = await t.app.inject({ method: 'POST', url: '/__dev/deposit', payload: deposit, ...options });
    expect(res.statusCode).toBe(404);
  });
});

describe('the dev routes of a production build', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { LOBBY_DEV_TOOLS: '1', NODE_ENV: 'production', HOST: 'localhost' });

  it('answer this machine alone', async () => {
    expect((await t.app.inject({ url: '/__dev/captcha' })).statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '192.168.1.20', '::ffff:10.1.2.3']) {
      expect((await t.app.inject({ url: '/__dev/captcha', remoteAddress })).statusCode).toBe(404);
      const res = await t.app.inject({ method: 'POST', url: '/__dev/deposit', payload: {}, remoteAddress });
      expect(res.statusCode).toBe(404);
    }
  });
});
