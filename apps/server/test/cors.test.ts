// CORS by brand: a brand's own front end on an origin it declared calls the API as that brand only.
import { SECOND_BRAND } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const LOTUS_ORIGIN = 'http://trial.localhost:4610';
const LOTUS_CDN_ORIGIN = 'https://play.lotus.example';
const SETTINGS = '/wps/system/settings/consolidated';

describe.each(TEST_DATABASES)('CORS by brand on $name', (database) => {
  const t = useTestApp(database);
  const ops = { authorization: '' };
  beforeAll(async () => Object.assign(ops, (await signedInOperator(t, [{ role: 'admin', brand: '*' }])).auth));

  /** The second brand declares its own front ends' origins, through the operator's brand API. */
  async function declareOrigins() {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/__ops/brands/${SECOND_BRAND.merchantCode}`,
      headers: ops,
      payload: { ...SECOND_BRAND, origins: [LOTUS_ORIGIN, LOTUS_CDN_ORIGIN] },
    });
    expect(answer.statusCode).toBe(200);
  }
  const preflight = (origin: string, headers = 'merchant,device,language,authorization,content-type') =>
    t.app.inject({
      method: 'OPTIONS',
      url: PATHS.hotGames,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });

  it("answers a declared origin's preflight: its methods and headers, a max-age, never credentials", async () => {
    await declareOrigins();
    const answer = await preflight(LOTUS_ORIGIN);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': LOTUS_ORIGIN,
      'access-control-max-age': '600',
    });
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    const allowed = String(answer.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['merchant', 'device', 'language', 'authorization', 'content-type', 'encryption'])
      expect(allowed).toContain(header);
    expect(String(answer.headers.vary)).toMatch(/Origin/);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('grants its requests as that brand, naming it or not, and refuses it acting as another brand', async () => {
    await declareOrigins();
    const named = await t.app.inject({ url: SETTINGS, headers: { origin: LOTUS_ORIGIN, merchant: 'LOTUS' } });
    expect(named.statusCode).toBe(200);
    expect(named.headers['access-control-allow-origin']).toBe(LOTUS_ORIGIN);
    expect(named.headers.vary).toMatch(/Origin/);
    expect(named.json().value.merchantCode).toBe('LOTUS');
    // Naming no brand from its origin (whatever host the API is at) means its own.
    const unnamed = await t.app.inject({ url: SETTINGS, headers: { origin: LOTUS_CDN_ORIGIN, host: 'api.example' } });
    expect(unnamed.json().value.merchantCode).toBe('LOTUS');
    // Brand A's origin naming brand B: refused.
    const other = await t.app.inject({ url: SETTINGS, headers: { origin: LOTUS_ORIGIN, merchant: 'DEMO' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  it('gives an origin no brand declares no CORS header at all, and its preflight the usual 404', async () => {
    await declareOrigins();
    for (const origin of ['https://evil.example', 'http://trial.localhost:4611', 'null', LOTUS_ORIGIN.toUpperCase()]) {
      const answer = await preflight(origin);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const get = await t.app.inject({ url: SETTINGS, headers: { origin, merchant: 'DEMO' } });
      expect(get.statusCode).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      expect(get.headers['access-control-allow-methods']).toBeUndefined();
    }
    // The site's own pages (same origin) are served as before.
    const own = await t.app.inject({
      url: SETTINGS,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(own.json().value.merchantCode).toBe('DEMO');
  });

  it('keeps an origin to one brand: another brand cannot declare it', async () => {
    await declareOrigins();
    const list = (await t.app.inject({ url: '/__ops/brands', headers: ops })).json().value as {
      code: string;
      origins: string[];
    }[];
    expect(list.find((b) => b.code === 'LOTUS')?.origins).toEqual([LOTUS_ORIGIN, LOTUS_CDN_ORIGIN]);
    const demo = (await t.app.inject({ url: '/__ops/brands/DEMO', headers: ops })).json().value;
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/__ops/brands/DEMO',
      headers: ops,
      payload: { ...demo, origins: [LOTUS_ORIGIN] },
    });
    expect(taken.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(JSON.stringify(taken.json().data)).toContain(`origins: ${LOTUS_ORIGIN} belongs to another brand`);
  });

  it('lets public pictures and brand files be shown from other origins; pages stay same-origin', async () => {
    const icon = await t.app.inject({ url: '/m/brand/LOTUS/icon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const vendor = await t.app.inject({ url: `${PATHS.vendorIcon}/BGS-WHITE.png` });
    expect(vendor.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await t.app.inject({ url: SETTINGS });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
