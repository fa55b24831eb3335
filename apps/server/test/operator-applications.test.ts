// Risk's queue of promotion applications in the operator's console: listed by state with the
// member's remark and pictures, each picture fetched alone and its viewing audited.
import { randomUUID } from 'node:crypto';
import type { PromotionApplicationsPage } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { multipart } from './multipart';
import { signedInOperator } from './operators';

const JOIN = '/wps/relay/MCSFE_joinPromotion';
const APPLY = '/wps/relay/MCSFE_applyPromotion';
const WELCOME = 'DEMO-promo-welcome';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe.each(TEST_DATABASES)('promotion applications in the console on $name', (database) => {
  const t = useTestApp(database);
  const ops = async <T>(url: string, auth: object) => {
    const res = await t.app.inject({ url, headers: { ...auth } });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, value: (json ? res.json().value : undefined) as T, res };
  };

  it('lists applications under review with remark and pictures; the decision moves them to their state', async () => {
    const risk = await signedInOperator(t, [{ role: 'risk', brand: 'DEMO' }]);
    const support = await signedInOperator(t, [{ role: 'support', brand: 'DEMO' }]);
    const username = `ap${randomUUID().slice(0, 8)}`;
    const api = apiClient(t, '10.96.0.1');
    const auth = await storedMember(t, api, { id: randomUUID(), username, password: 'Apply-pass-1' });
    expect((await api.post(JOIN, { promotionId: WELCOME }, auth)).statusCode).toBe(200);
    const { body, contentType } = multipart({ promotionId: WELCOME, remark: 'First deposit, screenshot attached' }, [
      { bytes: PNG },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: APPLY,
      headers: { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en', ...auth, 'content-type': contentType },
      payload: body,
    });
    expect(sent.statusCode).toBe(200);

    const queue = await ops<PromotionApplicationsPage>('/__ops/promotions/applications?merchant=DEMO', risk.auth);
    const mine = queue.value.applications.find((a) => a.username === username)!;
    expect(mine).toMatchObject({
      promotionId: WELCOME,
      status: 'applying',
      remark: 'First deposit, screenshot attached',
      images: [{ id: expect.any(String), type: 'image/png' }],
    });
    expect(mine.title.length).toBeGreaterThan(0);
    const picture = `/__ops/promotions/applications/${WELCOME}/${username}/images/${mine.images[0]!.id}?merchant=DEMO`;
    const shown = await ops(picture, risk.auth);
    expect(shown.res.headers['content-type']).toBe('image/png');
    expect(shown.res.headers['cache-control']).toBe('private, no-store');
    expect(shown.res.rawPayload.equals(PNG)).toBe(true);
    expect((await ops(picture, support.auth)).status).toBe(403);
    expect((await ops(picture.replace(mine.images[0]!.id, 'nope'), risk.auth)).status).toBe(404);
    expect((await ops('/__ops/promotions/applications?merchant=DEMO', support.auth)).status).toBe(403);
    expect((await ops('/__ops/promotions/applications?merchant=DEMO&status=lost', risk.auth)).status).toBe(400);

    const rejected = await t.app.inject({
      method: 'POST',
      url: '/__ops/promotions/review',
      headers: risk.auth,
      payload: { merchantCode: 'DEMO', username, promotionId: WELCOME, decision: 'rejected', note: 'No deposit yet.' },
    });
    expect(rejected.statusCode).toBe(200);
    const after = await ops<PromotionApplicationsPage>(
      '/__ops/promotions/applications?merchant=DEMO&status=rejected',
      risk.auth,
    );
    expect(after.value.applications.find((a) => a.username === username)).toMatchObject({
      status: 'rejected',
      reviewNote: 'No deposit yet.',
    });
    const open = await ops<PromotionApplicationsPage>('/__ops/promotions/applications?merchant=DEMO', risk.auth);
    expect(open.value.applications.map((a) => a.username)).not.toContain(username);
  });
});
