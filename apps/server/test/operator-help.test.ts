// Help topics in the operator's console: listed per language, written, and removed with their
// sub-topics; the site's help centre follows.
import { PATHS } from '@lobby/contract';
import type { OperatorHelpTopic } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

describe.each(TEST_DATABASES)('help topics in the console on $name', (database) => {
  const t = useTestApp(database);
  const ops = async <T>(method: 'GET' | 'POST', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T };
  };

  it('writes a topic in one language, lists it there, and removes it; the help centre follows', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'DEMO' }]);
    const elsewhere = await signedInOperator(t, [{ role: 'content', brand: 'LOTUS' }]);
    const made = await ops<{ id: string }>('POST', '/__ops/help', content.auth, {
      merchantCode: 'DEMO',
      language: 'cn',
      title: '如何提款',
      content: '<p>在钱包中选择提款。</p>',
      tag: 'withdraw-how',
    });
    expect(made.status).toBe(200);
    const listed = await ops<OperatorHelpTopic[]>('GET', '/__ops/help?merchant=DEMO&language=cn', content.auth);
    expect(listed.value).toContainEqual({ id: made.value.id, parentId: null, tag: 'withdraw-how', title: '如何提款' });
    const english = await ops<OperatorHelpTopic[]>('GET', '/__ops/help?merchant=DEMO&language=en', content.auth);
    expect(english.value.map((topic) => topic.id)).not.toContain(made.value.id);

    const api = apiClient(t, '10.99.0.1');
    const centre = async () => JSON.stringify((await api.get(PATHS.helpCenter, { Language: 'cn' })).json().value);
    expect(await centre()).toContain('如何提款');

    expect((await ops('GET', '/__ops/help?merchant=DEMO', elsewhere.auth)).status).toBe(403);
    expect(
      (await ops('POST', `/__ops/help/${made.value.id}/remove`, elsewhere.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(403);
    expect(
      (await ops('POST', `/__ops/help/${made.value.id}/remove`, content.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(200);
    expect(await centre()).not.toContain('如何提款');
    expect(
      (await ops('POST', `/__ops/help/${made.value.id}/remove`, content.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(404);
  });
});
