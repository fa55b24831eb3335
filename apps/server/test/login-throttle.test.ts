import { describe, expect, it } from 'vitest';
import { memoryCache } from '../src/adapters/cache';
import { loginThrottle } from '../src/services/login-throttle';

function setup() {
  let time = 1_000_000;
  const cache = memoryCache(() => time);
  const throttle = loginThrottle(cache, { freeFailures: 3, clientFailures: 10, windowSeconds: 900, maxDelaySeconds: 8, now: () => time });
  return { throttle, advance: (ms: number) => (time += ms) };
}

const failTimes = async (throttle: ReturnType<typeof loginThrottle>, n: number, user = 'alice', client = '1.1.1.1') => {
  for (let i = 0; i < n; i++) await throttle.recordFailure('DEMO', user, client);
};

describe('login throttle', () => {
  it('lets the first failures through, then makes each try wait twice as long, up to the cap', async () => {
    const { throttle, advance } = setup();
    await failTimes(throttle, 3);
    await expect(throttle.check('DEMO', 'alice', '1.1.1.1')).rejects.toMatchObject({ code: 'login.tooMany', status: 429, data: { retryAfter: 1 } });
    advance(1000);
    await expect(throttle.check('DEMO', 'alice', '1.1.1.1')).resolves.toBeUndefined();
    await failTimes(throttle, 1);
    await expect(throttle.check('DEMO', 'Alice', '1.1.1.1')).rejects.toMatchObject({ data: { retryAfter: 2 } });
    await failTimes(throttle, 5);
    await expect(throttle.check('DEMO', 'alice', '1.1.1.1')).rejects.toMatchObject({ data: { retryAfter: 8 } });
  });

  it('never locks the owner out from another client, and a right password clears the waits', async () => {
    const { throttle } = setup();
    await failTimes(throttle, 6, 'alice', 'attacker');
    await expect(throttle.check('DEMO', 'alice', 'attacker')).rejects.toMatchObject({ code: 'login.tooMany' });
    await expect(throttle.check('DEMO', 'alice', 'owner-phone')).resolves.toBeUndefined();
    await throttle.recordSuccess('DEMO', 'alice', 'attacker');
    await expect(throttle.check('DEMO', 'alice', 'attacker')).resolves.toBeUndefined();
  });

  it('caps one client failing on many accounts, for the rest of the window', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 10; i++) await throttle.recordFailure('DEMO', `user${i}`, '6.6.6.6');
    await expect(throttle.check('DEMO', 'someone-new', '6.6.6.6')).rejects.toMatchObject({ data: { retryAfter: 900 } });
    advance(900_000);
    await expect(throttle.check('DEMO', 'someone-new', '6.6.6.6')).resolves.toBeUndefined();
  });
});
