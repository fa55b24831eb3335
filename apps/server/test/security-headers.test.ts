import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe('security headers', () => {
  const t = useTestApp(TEST_DATABASES[0]!);

  it.each([
    ['an API answer', 'GET', '/healthz'],
    ['a catalogue answer', 'GET', '/wps/relay/GCSGAME_hotGamesV2'],
    ['an unknown API path', 'GET', '/wps/nothing-here'],
    ['a refused body', 'POST', '/wps/relay/MCSFE_joinPromotion'],
    ['a site page', 'GET', '/m/home'],
  ])('come with %s', async (_what, method, url) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { Merchant: 'DEMO', 'content-type': 'application/json' },
      ...(method === 'POST' ? { payload: '{' } : {}),
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
