import { describe, expect, it } from 'vitest';
import { memoryCache, redisCache, type Cache } from '../src/adapters/cache';
import { loadConfig } from '../src/config';
import { loginThrottle, type TryOf } from '../src/services/login-throttle';

const redisUrl = loadConfig().REDIS_URL;
const stores: [string, () => Promise<Cache>][] = [['memory', async () => memoryCache()]];
if (redisUrl) stores.push(['redis', () => redisCache(redisUrl, `lobby-test-throttle-${process.pid}-${Date.now()}:`)]);

const tryOf = (over: Partial<TryOf> = {}): TryOf => ({
  merchant: 'DEMO',
  identity: 'alice',
  client: '1.1.1.1',
  knownDevice: false,
  captcha: undefined,
  captchaOffered: true,
  ...over,
});
const solved = async () => true;

/** Starts a try and, when it may go on, fails it (a wrong password); answers the refusal's code, if any. */
async function wrongPassword(throttle: ReturnType<typeof loginThrottle>, t: TryOf): Promise<string> {
  try {
    const attempt = await throttle.begin(t);
    await attempt.failed();
    return 'checked';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe.each(stores)('login throttle on the %s store', (_name, open) => {
  it('lets exactly the free tries of a parallel burst check a password; the rest are asked for a captcha', async () => {
    const cache = await open();
    const throttle = loginThrottle(cache, { captchaAfter: 2 });
    const bursts = await Promise.all(
      [0, 1, 2].map(() =>
        Promise.all(Array.from({ length: 40 }, () => wrongPassword(throttle, tryOf({ identity: 'burst' })))),
      ),
    );
    const outcomes = bursts.flat();
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'captcha.required')).toHaveLength(118);
    await cache.close();
  });

  it('counts the account whatever the address: a new address gains nothing, the owner gets through', async () => {
    const cache = await open();
    const throttle = loginThrottle(cache, { captchaAfter: 2 });
    expect(await wrongPassword(throttle, tryOf({ identity: 'bob', client: '6.6.6.1' }))).toBe('checked');
    expect(await wrongPassword(throttle, tryOf({ identity: 'bob', client: '6.6.6.2' }))).toBe('checked');
    expect(await wrongPassword(throttle, tryOf({ identity: 'bob', client: '6.6.6.3' }))).toBe('captcha.required');
    expect(
      await wrongPassword(throttle, tryOf({ identity: 'bob', client: '6.6.6.4', captcha: async () => false })),
    ).toBe('captcha.invalid');
    // The owner's browser, or anyone with a solved captcha, still gets to try.
    const solver = await throttle.begin(tryOf({ identity: 'bob', client: '10.0.0.10', captcha: solved }));
    await solver.abandoned();
    const owner = await throttle.begin(tryOf({ identity: 'bob', client: '10.0.0.9', knownDevice: true }));
    await owner.succeeded();
    // The owner's login starts the account afresh.
    expect(await wrongPassword(throttle, tryOf({ identity: 'bob', client: '6.6.6.5' }))).toBe('checked');
    await cache.close();
  });

  it('tells when the next try needs a captcha', async () => {
    const cache = await open();
    const throttle = loginThrottle(cache, { captchaAfter: 2 });
    expect(await (await throttle.begin(tryOf({ identity: 'carol' }))).failed()).toEqual({
      captchaNext: false,
      failuresHere: 1,
    });
    expect(await (await throttle.begin(tryOf({ identity: 'carol' }))).failed()).toEqual({
      captchaNext: true,
      failuresHere: 2,
    });
    // A known device is never told to show one.
    expect(
      (await (await throttle.begin(tryOf({ identity: 'carol', client: 'home', knownDevice: true }))).failed())
        .captchaNext,
    ).toBe(false);
    await cache.close();
  });

  it('hands back a try that ended before the password was judged', async () => {
    const cache = await open();
    const throttle = loginThrottle(cache, { captchaAfter: 1 });
    for (let i = 0; i < 5; i++) await (await throttle.begin(tryOf({ identity: 'dave' }))).abandoned();
    expect(await wrongPassword(throttle, tryOf({ identity: 'dave' }))).toBe('checked');
    expect(await wrongPassword(throttle, tryOf({ identity: 'dave' }))).toBe('captcha.required');
    await cache.close();
  });

  it('asks a client failing on many accounts for a captcha on each further try', async () => {
    const cache = await open();
    const throttle = loginThrottle(cache, { captchaAfter: 5, clientFailures: 10 });
    for (let i = 0; i < 10; i++)
      expect(await wrongPassword(throttle, tryOf({ identity: `user${i}`, client: '7.7.7.7' }))).toBe('checked');
    expect(await wrongPassword(throttle, tryOf({ identity: 'someone-new', client: '7.7.7.7' }))).toBe(
      'captcha.required',
    );
    expect(await wrongPassword(throttle, tryOf({ identity: 'someone-new', client: '7.7.7.7', captcha: solved }))).toBe(
      'checked',
    );
    expect(await wrongPassword(throttle, tryOf({ identity: 'someone-new', client: '7.7.7.8' }))).toBe('checked');
    await cache.close();
  });
});

describe('login throttle waits', () => {
  const setup = () => {
    let time = 1_000_000;
    const cache = memoryCache(() => time);
    const throttle = loginThrottle(cache, { captchaAfter: 100, freeFailures: 3, maxDelaySeconds: 8 });
    return { throttle, advance: (ms: number) => (time += ms) };
  };

  it('makes one client wait twice as long after each failure beyond the free ones, up to the cap', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 3; i++) expect(await wrongPassword(throttle, tryOf())).toBe('checked');
    await expect(throttle.begin(tryOf())).rejects.toMatchObject({
      code: 'login.tooMany',
      status: 429,
      data: { retryAfter: 1 },
    });
    advance(1000);
    expect(await wrongPassword(throttle, tryOf())).toBe('checked');
    await expect(throttle.begin(tryOf())).rejects.toMatchObject({ data: { retryAfter: 2 } });
    advance(1000);
    await expect(throttle.begin(tryOf())).rejects.toMatchObject({ data: { retryAfter: 2 } });
    advance(1000);
    // Once the wait is over, only one of a parallel burst goes on.
    const burst = await Promise.all(Array.from({ length: 5 }, () => wrongPassword(throttle, tryOf())));
    expect(burst.filter((o) => o === 'checked')).toHaveLength(1);
    for (let i = 0; i < 4; i++) {
      advance(8000);
      await wrongPassword(throttle, tryOf());
    }
    await expect(throttle.begin(tryOf())).rejects.toMatchObject({ data: { retryAfter: 8 } });
  });

  it('never makes the owner wait for an attacker elsewhere, and a right password clears its own waits', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) await wrongPassword(throttle, tryOf({ client: 'attacker' }));
    await expect(throttle.begin(tryOf({ client: 'attacker' }))).rejects.toMatchObject({ code: 'login.tooMany' });
    const owner = await throttle.begin(tryOf({ client: 'owner-phone' }));
    await owner.succeeded();
    advance(8000);
    await (await throttle.begin(tryOf({ client: 'attacker' }))).succeeded();
    for (let i = 0; i < 3; i++) expect(await wrongPassword(throttle, tryOf({ client: 'attacker' }))).toBe('checked');
  });
});

describe('login throttle of a brand without captchas (CAPTCHA3 off)', () => {
  const setup = () => {
    let time = 1_000_000;
    const cache = memoryCache(() => time);
    const throttle = loginThrottle(cache, { captchaAfter: 2, freeFailures: 5, maxDelaySeconds: 8 });
    return { throttle, advance: (ms: number) => (time += ms) };
  };
  const noCaptcha = (over: Partial<TryOf> = {}) => tryOf({ captchaOffered: false, ...over });

  it("never asks for a captcha: past the count, the account waits from every address but the owner's", async () => {
    const { throttle, advance } = setup();
    expect(await wrongPassword(throttle, noCaptcha({ client: '2.2.2.1' }))).toBe('checked');
    expect(await wrongPassword(throttle, noCaptcha({ client: '2.2.2.2' }))).toBe('checked');
    // Past the count a third address waits its turn, and no failure asks for a captcha.
    await expect(throttle.begin(noCaptcha({ client: '2.2.2.3' }))).rejects.toMatchObject({
      code: 'login.tooMany',
      data: { retryAfter: 1 },
    });
    advance(1000);
    const third = await throttle.begin(noCaptcha({ client: '2.2.2.3' }));
    expect(await third.failed()).toEqual({ captchaNext: false, failuresHere: 1 });
    await expect(throttle.begin(noCaptcha({ client: '2.2.2.4' }))).rejects.toMatchObject({ data: { retryAfter: 2 } });
    // The owner's browser is not held up by a guesser elsewhere.
    expect(await wrongPassword(throttle, noCaptcha({ client: 'home', knownDevice: true }))).toBe('checked');
    advance(2000);
    expect(await wrongPassword(throttle, noCaptcha({ client: '2.2.2.5' }))).toBe('checked');
    // Five failures of the account now (the owner's counts too): the next wait doubles twice.
    await expect(throttle.begin(noCaptcha({ client: '2.2.2.6' }))).rejects.toMatchObject({ data: { retryAfter: 8 } });
  });

  it('lets the owner in after a wait, and the right password starts the account afresh', async () => {
    const { throttle, advance } = setup();
    for (const ip of ['3.3.3.1', '3.3.3.2']) await wrongPassword(throttle, noCaptcha({ client: ip }));
    advance(1000);
    const owner = await throttle.begin(noCaptcha({ client: '3.3.3.9' }));
    await owner.succeeded();
    expect(await wrongPassword(throttle, noCaptcha({ client: '3.3.3.8' }))).toBe('checked');
  });
});
