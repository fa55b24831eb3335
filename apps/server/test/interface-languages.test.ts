import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const SETTINGS = '/wps/system/settings/consolidated';

describe.each(TEST_DATABASES)('the interface languages a brand offers on $name', (database) => {
  const t = useTestApp(database);
  const ops = useOperator(t, [{ role: 'admin', brand: 'DEMO' }]);
  const offer = (languages: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/__ops/whitelabel',
      headers: ops,
      payload: { merchantCode: 'DEMO', flags: {}, languages },
    });

  it("are the platform's three by default, any of the dictionaries' when the brand says so, in its order", async () => {
    const api = apiClient(t, '10.9.9.1');
    expect((await api.get(SETTINGS)).json().value.languages).toEqual(['my', 'en', 'cn']);
    expect((await offer(['th', 'en', 'my', 'ja'])).statusCode).toBe(200);
    expect((await api.get(SETTINGS)).json().value.languages).toEqual(['th', 'en', 'my', 'ja']);
    for (const bad of [[], ['xx'], ['en', 'fr'], 'th'])
      expect((await offer(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await api.get(SETTINGS)).json().value.languages).toEqual(['th', 'en', 'my', 'ja']);
    await offer(['my', 'en', 'cn']);
  });

  it("keep content in the platform's languages: a list asked in another is refused, as before", async () => {
    const api = apiClient(t, '10.9.9.2');
    const res = await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&language=th');
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'request.invalid']);
    expect((await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&language=en')).statusCode).toBe(200);
  });
});
