import { ENDPOINTS, okEnvelopeOf, type Endpoint } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const API_PREFIXES = ['/wps/', '/lgw/'];
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/healthz';
const SAMPLE_HEADERS = { Merchant: 'DEMO', Language: 'en' };

// PGlite is enough: the route table does not depend on the database.
const [pglite] = TEST_DATABASES;

describe('the contract binds the routes', () => {
  const t = useTestApp(pglite!);

  it('registers every API route from a contract endpoint, and every endpoint once', () => {
    const api = t.app.routeTable.filter((route) => isApi(route.url) && route.method !== 'HEAD');
    expect(api.filter((route) => !route.endpoint).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const registered = api.map((route) => `${route.method} ${route.url}`);
    const declared = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(registered.filter((key) => !declared.includes(key))).toEqual([]);
    expect(declared.filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('answers the public reads as their response schemas say, field for field', async () => {
    const endpoints: [string, Endpoint][] = Object.entries(ENDPOINTS);
    const reads = endpoints.filter(([, e]) => e.method === 'GET' && e.access === 'public' && !e.query);
    expect(reads.length).toBeGreaterThan(3);
    for (const [name, e] of reads) {
      const res = await t.app.inject({ url: e.path, headers: SAMPLE_HEADERS });
      expect(res.statusCode, name).toBe(200);
      const body: unknown = res.json();
      // Strict: a field the contract does not name would be a leak or a drift.
      expect(okEnvelopeOf(e.response).parse(body), name).toEqual(body);
    }
  });
});
