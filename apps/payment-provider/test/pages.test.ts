import { PAYMENT_PATHS, type Intent, type Payout } from '@lobby/contract/payment';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formPost,
  intentBody,
  makeSecrets,
  payoutBody,
  platformCall,
  PUBLIC_URL,
  startProvider,
  type Secrets,
} from './support';

type Started = Awaited<ReturnType<typeof startProvider>>;

let secrets: Secrets;
let provider: Started;

beforeEach(async () => {
  secrets = makeSecrets();
  provider = await startProvider(secrets);
});
afterEach(async () => {
  await provider.app.close();
});

async function open(fields: Parameters<typeof intentBody>[0] = {}) {
  const res = await platformCall(provider, PAYMENT_PATHS.createIntent, intentBody(fields), secrets.api);
  return res.json<{ intent: Intent }>().intent;
}

const page = (url: string) => provider.app.inject({ method: 'GET', url });
const stateOf = (id: string) => provider.store.state.intents[id]!.state;

const WORDS_SEEN = {
  en: { lang: 'en', approve: 'Approve', decline: 'Decline', timeout: 'Let it time out' },
  cn: { lang: 'zh-CN', approve: '批准', decline: '拒绝', timeout: '让其超时' },
  my: { lang: 'my', approve: 'အတည်ပြုရန်', decline: 'ငြင်းပယ်ရန်', timeout: 'အချိန်ကုန်ပါစေ' },
} as const;

describe('payment pages', () => {
  for (const method of ['ewallet', 'bank_transfer', 'qr'] as const) {
    for (const language of ['en', 'cn', 'my'] as const) {
      it(`render the ${method} page in ${language}`, async () => {
        const intent = await open({
          method,
          language,
          method_name: method === 'bank_transfer' ? 'KBZ Bank' : 'KBZPay',
        });
        const res = await page(new URL(intent.pay_url).pathname);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        const words = WORDS_SEEN[language];
        expect(res.body).toContain(`<html lang="${words.lang}">`);
        for (const word of [words.approve, words.decline, words.timeout]) expect(res.body).toContain(word);
        expect(res.body).toContain('1,500 MMK');
        expect(res.body).toContain(intent.reference);
        // The switcher offers the two other languages.
        for (const other of ['en', 'cn', 'my'].filter((l) => l !== language)) {
          expect(res.body).toContain(`?lang=${other}`);
        }
        if (method === 'ewallet') expect(res.body).toContain('name="phone"');
        if (method === 'bank_transfer') expect(res.body).toContain('KBZ Bank');
        if (method === 'qr') expect(res.body).toMatch(/<svg[^>]*viewBox/);
      });
    }
  }

  it('switches language by link, and formats amounts per currency', async () => {
    const usd = await open({ currency: 'USD', amount_minor: 1050, language: 'my' });
    const cn = await page(`/pay/${usd.id}?lang=cn`);
    expect(cn.body).toContain('<html lang="zh-CN">');
    expect(cn.body).toContain('10.50 USD');
    const jpy = await open({ currency: 'JPY', amount_minor: 1500 });
    expect((await page(`/pay/${jpy.id}`)).body).toContain('1,500 JPY');
  });

  it('sends security headers and no page for an unknown id', async () => {
    const intent = await open();
    const res = await page(`/pay/${intent.id}`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await page('/pay/pi_nothing')).statusCode).toBe(404);
    expect((await page('/assets/pay.css')).statusCode).toBe(200);
    expect((await page('/assets/pay.js')).statusCode).toBe(200);
    const font = await page('/assets/noto-sans-myanmar-400.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect((await page('/assets/other.woff2')).statusCode).toBe(404);
  });

  it('takes the e-wallet phone, then a 6-digit PIN, then shows the outcome and the way back', async () => {
    const intent = await open({ method: 'ewallet', language: 'en' });
    const base = `/pay/${intent.id}`;
    expect((await formPost(provider, `${base}/phone`, { phone: 'abc', lang: 'en' })).statusCode).toBe(400);
    const phone = await formPost(provider, `${base}/phone`, { phone: '09 123 456 789', lang: 'en' });
    expect(phone.statusCode).toBe(303);
    expect(phone.headers.location).toBe(`${base}?lang=en`);
    const pinPage = await page(base);
    expect(pinPage.body).toContain('name="pin"');
    expect(pinPage.body).toContain('09123456789');

    const badPin = await formPost(provider, `${base}/approve`, { pin: '12345', lang: 'en' });
    expect(badPin.statusCode).toBe(400);
    expect(badPin.body).toContain('The PIN is 6 digits.');
    expect(stateOf(intent.id)).toBe('requires_action');

    expect((await formPost(provider, `${base}/approve`, { pin: '123456', lang: 'en' })).statusCode).toBe(303);
    expect(stateOf(intent.id)).toBe('succeeded');
    const done = await page(base);
    expect(done.body).toContain('Payment received');
    expect(done.body).toContain('href="https://brand.test/m/wallet"');
    expect(done.body).toContain('Send the last callback again');
    expect(done.body).not.toContain('name="pin"');
  });

  it('approves a bank transfer with "I have paid"', async () => {
    const intent = await open({ method: 'bank_transfer', method_name: 'AYA Bank' });
    expect((await page(`/pay/${intent.id}`)).body).toContain('I have paid');
    await formPost(provider, `/pay/${intent.id}/approve`, { lang: 'en' });
    expect(stateOf(intent.id)).toBe('succeeded');
  });

  it('declines and times out, and nothing changes after an outcome', async () => {
    const declined = await open({ language: 'cn' });
    await formPost(provider, `/pay/${declined.id}/decline`);
    expect(stateOf(declined.id)).toBe('failed');
    expect((await page(`/pay/${declined.id}`)).body).toContain('付款被拒绝');
    await formPost(provider, `/pay/${declined.id}/approve`, { tester: '1' });
    await formPost(provider, `/pay/${declined.id}/timeout`);
    expect(stateOf(declined.id)).toBe('failed');

    const expired = await open({ method: 'qr', language: 'my' });
    await formPost(provider, `/pay/${expired.id}/timeout`);
    expect(stateOf(expired.id)).toBe('expired');
    expect((await page(`/pay/${expired.id}`)).body).toContain('ငွေပေးချေချိန် ကုန်သွားပြီ');
    await formPost(provider, `/pay/${expired.id}/approve`, { tester: '1' });
    expect(stateOf(expired.id)).toBe('expired');

    // One event each: the refused changes sent none.
    expect(
      Object.values(provider.store.state.events)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['intent.expired', 'intent.failed']);
  });

  it('sends the last callback again on request', async () => {
    const intent = await open();
    await formPost(provider, `/pay/${intent.id}/approve`, { tester: '1' });
    const eventId = provider.store.state.intents[intent.id]!.last_event_id!;
    const res = await formPost(provider, `/pay/${intent.id}/resend`, { lang: 'en' });
    expect(res.headers.location).toBe(`/pay/${intent.id}?lang=en&sent=1`);
    expect(provider.dispatcher.deliveriesOf(eventId)).toHaveLength(2);
    expect((await page(res.headers.location as string)).body).toContain('The last callback is being sent again.');
  });

  it('refuses cross-site posts', async () => {
    const intent = await open();
    for (const origin of ['https://evil.test', 'null']) {
      const res = await formPost(provider, `/pay/${intent.id}/approve`, { tester: '1' }, origin);
      expect(res.statusCode).toBe(403);
    }
    const noOrigin = await provider.app.inject({
      method: 'POST',
      url: `/pay/${intent.id}/decline`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(stateOf(intent.id)).toBe('requires_action');
    // The same origin, as the browser names it (Host), is taken.
    const own = await formPost(provider, `/pay/${intent.id}/decline`, {}, 'http://localhost:80');
    expect(own.statusCode).toBe(303);
    expect(new URL(PUBLIC_URL).origin).toBe('http://pay.test');
  });
});

describe('tester lists', () => {
  it('lists intents, and payouts with Pay and Fail', async () => {
    const intent = await open();
    const list = await page('/intents');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(intent.reference);
    expect(list.body).toContain(`/pay/${intent.id}`);

    const body = payoutBody();
    const { payout } = (await platformCall(provider, PAYMENT_PATHS.createPayout, body, secrets.api)).json<{
      payout: Payout;
    }>();
    const payouts = await page('/payouts');
    expect(payouts.body).toContain(body.reference);
    expect(payouts.body).toContain('50.00 USD');
    expect(payouts.body).toContain(`/payouts/${payout.id}/pay`);
    expect(payouts.body).toContain(`/payouts/${payout.id}/fail`);
    expect((await formPost(provider, `/payouts/${payout.id}/fail`, {}, 'https://evil.test')).statusCode).toBe(403);
    const paid = await formPost(provider, `/payouts/${payout.id}/pay`);
    expect(paid.headers.location).toBe('/payouts?done=paid');
    expect(provider.store.state.payouts[payout.id]!.state).toBe('paid');
    expect((await page('/payouts?done=paid')).body).toContain('Payout paid.');
  });
});
