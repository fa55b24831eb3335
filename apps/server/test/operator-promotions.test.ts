// Promotions written in the operator's console: words in several languages, dates, the bonus
// rule in the brand's money, listed for content and ended; the player site shows them.
import type { OperatorPromotion } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const LIST = '/wps/relay/MCSFE_getMerchantAvailablePromotions';

describe.each(TEST_DATABASES)('promotions in the console on $name', (database) => {
  const t = useTestApp(database);
  const ops = async <T>(method: 'GET' | 'POST', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return {
      status: res.statusCode,
      value: res.json().value as T,
      body: res.json() as { data?: { fields?: string[] } },
    };
  };

  it('publishes a promotion with a rule in the brand’s money and a translation, lists it, and ends it', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'DEMO' }]);
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const made = await ops<{ id: string }>('POST', '/__ops/promotions', content.auth, {
      merchantCode: 'DEMO',
      category: 'deposit_promo',
      language: 'en',
      title: 'Weekend reload',
      content: '<p>Half of your deposit back, up to 5,000.</p>',
      translations: [{ language: 'cn', title: '周末充值', content: '<p>存款返还一半。</p>' }],
      endDate: end,
      bonusRule: {
        kind: 'match',
        percent: 50,
        minDeposit: '1000',
        cap: '5000',
        deposit: 'largestSinceJoining',
        days: [0, 6],
      },
    });
    expect(made.status).toBe(200);
    const listed = await ops<OperatorPromotion[]>('GET', '/__ops/promotions?merchant=DEMO', content.auth);
    const mine = listed.value.find((p) => p.id === made.value.id)!;
    // Amounts are read in the brand's money (kyat, two minor digits): 5000 is 500,000 minor units.
    expect(mine).toMatchObject({
      title: 'Weekend reload',
      category: 'deposit_promo',
      endDate: end,
      currency: 'MMK',
      bonusRule: { kind: 'match', percent: 50, minDepositMinor: 100_000, capMinor: 500_000, days: [0, 6] },
    });
    expect(mine.languages.sort()).toEqual(['cn', 'en']);

    const api = apiClient(t, '10.97.0.1');
    const cn = (await api.get(LIST, { Language: 'cn' })).json().value as { id: string; title: string }[];
    expect(cn.find((p) => p.id === made.value.id)?.title).toBe('周末充值');

    expect(
      (await ops('POST', `/__ops/promotions/${made.value.id}/end`, content.auth, { merchantCode: 'DEMO' })).status,
    ).toBe(200);
    const ended = (await ops<OperatorPromotion[]>('GET', '/__ops/promotions?merchant=DEMO', content.auth)).value;
    expect(new Date(ended.find((p) => p.id === made.value.id)!.endDate!).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await ops('POST', '/__ops/promotions/nope/end', content.auth, { merchantCode: 'DEMO' })).status).toBe(404);
  });

  it('refuses a rule it cannot pay, an end before the start, and a language written twice', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'DEMO' }]);
    const base = { merchantCode: 'DEMO', title: 'Bad one', content: '<p>x</p>' };
    const zeroCap = await ops('POST', '/__ops/promotions', content.auth, {
      ...base,
      bonusRule: { kind: 'match', percent: 50, minDeposit: '0', cap: '0', deposit: 'first' },
    });
    expect([zeroCap.status, zeroCap.body.data?.fields]).toEqual([400, ['bonusRule.cap']]);
    for (const bad of [
      { ...base, startDate: '2027-01-02T00:00:00Z', endDate: '2027-01-01T00:00:00Z' },
      { ...base, translations: [{ language: 'en', title: 'Twice', content: '' }] },
      { ...base, bonusRule: { kind: 'match', percent: 0, minDeposit: '1', cap: '1', deposit: 'first' } },
      { ...base, bonusRule: { kind: 'spin', amount: '1' } },
    ])
      expect((await ops('POST', '/__ops/promotions', content.auth, bad)).status, JSON.stringify(bad)).toBe(400);
  });
});
