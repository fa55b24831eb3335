import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const ICON = '/wps/member/info/icon';

describe.each(TEST_DATABASES)('head icon on $name', (database) => {
  const t = useTestApp(database);

  it('answers a picture and the twelve choices; a form-encoded choice sticks across sessions', async () => {
    const api = apiClient(t, '10.8.1.1');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const first = (await api.get(ICON, auth)).json().value as {
      iconId: number;
      iconUrl: string;
      choices: { iconId: number; iconUrl: string }[];
    };
    expect(first.choices.map((c) => c.iconId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(first.iconUrl).toBe(`/static/avatars/${first.iconId}.svg`);
    // Until chosen, the same picture every time.
    expect((await api.get(ICON, auth)).json().value.iconId).toBe(first.iconId);

    const next = (first.iconId % 12) + 1;
    const chosen = await t.app.inject({
      method: 'POST',
      url: ICON,
      headers: { ...auth, Merchant: 'DEMO', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `iconId=${next}`,
    });
    expect(chosen.json().value).toMatchObject({ iconId: next, iconUrl: `/static/avatars/${next}.svg` });
    const again = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    expect((await api.get(ICON, again)).json().value.iconId).toBe(next);

    const picture = await api.get(`/static/avatars/${next}.svg`);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toMatch(/^<svg /);
  });

  it('refuses visitors, choices out of range and unknown pictures', async () => {
    const api = apiClient(t, '10.8.1.2');
    expect((await api.get(ICON)).json().errorCode).toBe('session.required');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    for (const body of ['iconId=0', 'iconId=13', 'iconId=abc', 'iconId=1e1', 'iconId=0x5', 'iconId=2.5', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: ICON,
        headers: { ...auth, Merchant: 'DEMO', 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      expect([res.statusCode, res.json().errorCode], body).toEqual([400, 'request.invalid']);
    }
    expect((await api.get('/static/avatars/13.svg')).statusCode).toBe(404);
    expect((await api.get('/static/avatars/x.svg')).statusCode).toBe(400);
  });
});
