import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryCache } from '../src/adapters/cache';
import { responseCache } from '../src/http/response-cache';

/** A route whose answer depends on what picks a brand and a language: the host and the two headers. */
async function appAnswering() {
  const app = Fastify();
  let calls = 0;
  app.get('/list', { ...responseCache(memoryCache(), 'list', 60) }, async (request) => {
    calls += 1;
    return {
      host: request.host,
      merchant: request.headers.merchant ?? null,
      language: request.headers.language ?? null,
    };
  });
  await app.ready();
  return { app, calls: () => calls };
}

describe('response cache', () => {
  it('keeps one answer per host, Merchant and Language, so no brand reads another brand’s answer', async () => {
    const { app, calls } = await appAnswering();
    const get = (headers: Record<string, string>) => app.inject({ url: '/list?page=1', headers }).then((r) => r.json());
    const demo = await get({ host: 'localhost:3000' });
    expect(await get({ host: 'brand2.localhost' })).toMatchObject({ host: 'brand2.localhost' });
    expect(await get({ host: 'localhost:3000', merchant: 'LOTUS' })).toMatchObject({ merchant: 'LOTUS' });
    expect(await get({ host: 'localhost:3000', language: 'en' })).toMatchObject({ language: 'en' });
    expect(calls()).toBe(4);
    // The same request again is a hit, whatever port the host names.
    expect(await get({ host: 'LOCALHOST:8080' })).toEqual(demo);
    expect(calls()).toBe(4);
    await app.close();
  });
});
