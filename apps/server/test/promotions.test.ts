import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { multipart } from './multipart';
import { useOperator } from './operators';

const LIST = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
const JOIN = '/wps/relay/MCSFE_joinPromotion';
const APPLY = '/wps/relay/MCSFE_applyPromotion';
const CLAIM = '/wps/relay/MCSFE_claimPromotion';
const WELCOME = 'DEMO-promo-welcome';
const MB = 1024 * 1024;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);

describe.each(TEST_DATABASES)('promotions on $name', (database) => {
  const t = useTestApp(database);
  // A risk officer of the brand decides on applications under review.
  const ops = useOperator(t, [{ role: 'risk', brand: 'DEMO' }]);
  const headers = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
  const apply = (
    token: string,
    fields: Record<string, string>,
    files: { bytes: Buffer; name?: string; type?: string }[],
  ) => {
    const { body, contentType } = multipart(fields, files);
    return t.app.inject({
      method: 'POST',
      url: APPLY,
      headers: { ...headers, Authorization: token, 'content-type': contentType },
      payload: body,
    });
  };
  const status = async (token: string, id = WELCOME) =>
    (
      (await t.app.inject({ url: LIST, headers: { ...headers, Authorization: token } })).json().value as {
        id: string;
        status: string;
        reviewNote: string | null;
        bonusMinor: number | null;
      }[]
    ).find((p) => p.id === id)!;
  const review = (decision: 'issued' | 'rejected', note: string | null = null) =>
    t.app.inject({
      method: 'POST',
      url: '/__ops/promotions/review',
      headers: ops,
      payload: { merchantCode: 'DEMO', username: 'demo01', promotionId: WELCOME, decision, note },
    });

  it('lists the brand promotions in the asked language with categories, dates and the long-term flag', async () => {
    const api = apiClient(t, '10.9.0.1');
    const en = (await api.get(LIST)).json().value as {
      id: string;
      title: string;
      category: string;
      noExpiry: number;
      endDate: string | null;
      status: string;
      announcementImages: unknown[];
    }[];
    expect(en.length).toBe(6);
    expect(en[0]).toMatchObject({
      id: WELCOME,
      title: 'Welcome bonus 100% up to 500',
      category: 'new_player',
      noExpiry: 1,
      endDate: null,
      status: 'join',
      bonusAmount: null,
      bonusMinor: null,
    });
    // Its own picture, in the language of the list and at a fingerprint of what is drawn.
    expect(en[0]!.announcementImages).toEqual([
      {
        url: expect.stringMatching(/^\/static\/promotions\/DEMO-promo-welcome\.svg\?language=en&v=[\w-]{10}$/),
        sequence: 1,
      },
    ]);
    expect(en.find((p) => p.id === 'DEMO-promo-slots-race')!.status).toBe('comingSoon');
    expect(en.find((p) => p.id === 'DEMO-promo-reload')).toMatchObject({ noExpiry: 0, endDate: expect.any(String) });
    const my = (await api.get(`${LIST}?language=my`)).json().value as { title: string }[];
    expect(my[0]!.title).toBe('ကြိုဆိုဆုကြေး 100% (500 အထိ)');
    expect((await api.get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).json().value[0]).toBe('all');
    expect((await api.get(`${LIST}?language=fr`)).statusCode).toBe(400);
  });

  it('takes a member through join, application, rejection, a new application, issue and claim', async () => {
    const api = apiClient(t, '10.9.0.2');
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    const auth = { Authorization: token };
    expect((await api.post(APPLY, {}, auth)).statusCode).toBe(400);
    // Applying before joining is out of order.
    expect((await apply(token, { promotionId: WELCOME }, [])).json().errorCode).toBe('promotion.state');
    expect((await api.post(JOIN, { promotionId: WELCOME }, auth)).statusCode).toBe(200);
    expect((await api.post(JOIN, { promotionId: WELCOME }, auth)).statusCode).toBe(200);
    expect((await status(token)).status).toBe('inProgress');

    const sent = await apply(token, { promotionId: WELCOME, remark: 'Deposit of 50 on Monday' }, [
      { bytes: png(1000) },
      { bytes: png(5 * MB) },
    ]);
    expect(sent.statusCode).toBe(200);
    expect((await status(token)).status).toBe('applying');
    expect((await apply(token, { promotionId: WELCOME }, [])).json().errorCode).toBe('promotion.state');

    expect((await review('rejected', 'Screenshot unreadable')).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({
      status: 'rejected',
      reviewNote: 'Screenshot unreadable',
      bonusMinor: null,
    });
    expect((await api.post(CLAIM, { promotionId: WELCOME }, auth)).json().errorCode).toBe('promotion.state');
    expect(
      (await apply(token, { promotionId: WELCOME, remark: 'Clearer one' }, [{ bytes: png(2000) }])).statusCode,
    ).toBe(200);
    // Issued by the promotion's rule: 100% of demo01's first deposit (the seeded 1,000.00), capped at 500.
    expect((await review('issued')).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({ status: 'issued', bonusAmount: 500, bonusMinor: 50_000 });
    const balance = (await api.get('/wps/v2/wallets/balance', auth)).json().value.balanceMinor as number;
    const claimed = await api.post(CLAIM, { promotionId: WELCOME }, auth);
    expect(claimed.json().value).toEqual({ amountMinor: 50_000, balanceMinor: balance + 50_000 });
    expect(await status(token)).toMatchObject({ status: 'claimed', bonusAmount: 500, bonusMinor: 50_000 });
    expect((await api.post(CLAIM, { promotionId: WELCOME }, auth)).statusCode).toBe(409);
    expect((await api.get('/wps/v2/wallets/balance', auth)).json().value.balanceMinor).toBe(balance + 50_000);
    // Another member's view is untouched.
    expect((await status('')).status).toBe('join');
  });

  it('refuses a 6 MB image, a fourth image, a disguised file and a long remark, changing nothing', async () => {
    const api = apiClient(t, '10.9.0.3');
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    const APP = 'DEMO-promo-app';
    await api.post(JOIN, { promotionId: APP }, { Authorization: token });
    const refusals = [
      await apply(token, { promotionId: APP }, [{ bytes: png(6 * MB) }]),
      await apply(
        token,
        { promotionId: APP },
        [1, 2, 3, 4].map(() => ({ bytes: png(100) })),
      ),
      await apply(token, { promotionId: APP }, [{ bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png' }]),
      await apply(token, { promotionId: APP, remark: 'x'.repeat(141) }, []),
      await apply(token, { promotionId: APP }, [{ bytes: png(100), name: 'other' }]),
      // A broken body: a multipart type without a boundary, and one cut off mid-part.
      await t.app.inject({
        method: 'POST',
        url: APPLY,
        headers: { ...headers, Authorization: token, 'content-type': 'multipart/form-data' },
        payload: 'x',
      }),
      await t.app.inject({
        method: 'POST',
        url: APPLY,
        headers: { ...headers, Authorization: token, 'content-type': 'multipart/form-data; boundary=zz' },
        payload: '--zz\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\nDEMO',
      }),
    ];
    for (const answer of refusals) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json().errorCode).toBe('upload.invalid');
    }
    expect((await status(token, APP)).status).toBe('inProgress');
    // 140 characters exactly are fine.
    expect((await apply(token, { promotionId: APP, remark: 'y'.repeat(140) }, [])).statusCode).toBe(200);
  });

  it('keeps visitors, trial accounts and dates out', async () => {
    const api = apiClient(t, '10.9.0.4');
    expect((await api.post(JOIN, { promotionId: WELCOME })).json().errorCode).toBe('session.required');
    expect((await apply('', { promotionId: WELCOME }, [])).statusCode).toBe(401);
    const trial = (await api.post('/wps/session/login/freeplay')).json().value.token as string;
    expect((await api.post(JOIN, { promotionId: WELCOME }, { Authorization: trial })).json().errorCode).toBe(
      'freeplay.rejected',
    );
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    expect(
      (await api.post(JOIN, { promotionId: 'DEMO-promo-slots-race' }, { Authorization: token })).json().errorCode,
    ).toBe('promotion.unavailable');
    expect((await api.post(JOIN, { promotionId: 'nope' }, { Authorization: token })).statusCode).toBe(404);
    expect((await api.post(JOIN, { promotionId: '' }, { Authorization: token })).statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASES)('help centre on $name', (database) => {
  const t = useTestApp(database);
  it('answers topics with their children in the asked language, and refuses an unknown one', async () => {
    const api = apiClient(t, '10.9.1.1');
    const en = (await api.get('/wps/system/helpCenter?lang=en&device=MOBILE')).json().value as {
      tag: string;
      title: string;
      children: { tag: string }[];
    }[];
    expect(en.map((h) => h.tag)).toEqual(['about', 'deposit', 'withdraw', 'responsible', 'privacy']);
    expect(en[1]!.children.map((c) => c.tag)).toEqual(['deposit-limits']);
    const cn = (await api.get('/wps/system/helpCenter?lang=cn')).json().value as { title: string }[];
    expect(cn[0]!.title).toBe('关于我们');
    expect((await api.get('/wps/system/helpCenter?lang=xx')).statusCode).toBe(400);
  });
});
