import { beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { settingsRepo } from '../src/db/repositories/settings-repo';
import { accountsService } from '../src/services/accounts-service';
import { apiClient, outboxMessages } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const EMAIL_PATH = '/wps/member/password/email';
const REGISTER_SMS = '/wps/verification/sms/register';
const RESET_SMS = '/wps/member/password/sms';

describe.each(TEST_DATABASES)('SMS and e-mails in the language of the request on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const smsTo = async (to: string) => (await outboxMessages(t.app)).find((m) => m.channel === 'sms' && m.to === to);
  const mailTo = async (to: string) =>
    (await outboxMessages(t.app)).find((m) => m.channel === 'email' && m.to === to) as
      { subject?: string; text: string } | undefined;
  /** A request as a client without the test's default `Language: en` header sends it. */
  const send = (url: string, payload: object, headers: Record<string, string>, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { Merchant: 'DEMO', ...headers }, remoteAddress: ip });

  beforeAll(async () => {
    const accounts = accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 });
    await accounts.register('DEMO', { username: 'chen01', password: 'chen-pass-1', email: 'chen@example.com' });
    await accounts.register('DEMO', { username: 'tida01', password: 'tida-pass-1', email: 'tida@example.com' });
    await accounts.register('DEMO', {
      username: 'aung01',
      password: 'aung-pass-1',
      countryDialingCode: '+95',
      mobile: '9000000071',
    });
  });

  it('writes the SMS code of a Burmese request in Burmese, the code itself in plain digits', async () => {
    const res = await send(
      REGISTER_SMS,
      { countryDialingCode: '+95', mobileNum: '9000000061' },
      { Language: 'my' },
      '10.31.0.1',
    );
    expect(res.statusCode, res.body).toBe(200);
    const sms = (await smsTo('+95 9000000061'))!;
    expect(sms.text).toMatch(/^သင်၏ အတည်ပြုကုဒ်မှာ \d{6} ဖြစ်ပါသည်။ ဤကုဒ်သည် 10 မိနစ်အကြာတွင် သက်တမ်းကုန်ဆုံးပါမည်။$/);
    expect(sms.text).not.toMatch(/[A-Za-z]/);
    // A reset code too (to the member's number), in Chinese for a Chinese request.
    await send(RESET_SMS, { countryDialingCode: '+95', mobileNum: '9000000071' }, { Language: 'cn' }, '10.31.0.2');
    expect((await smsTo('+95 9000000071'))!.text).toMatch(/^您的验证码是 \d{6}，10 分钟内有效。$/);
  });

  it('writes the temporary password e-mail of a Chinese request in Chinese, subject included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EMAIL_PATH,
      headers: { Merchant: 'DEMO', Language: 'cn', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=chen01&email=chen%40example.com',
      remoteAddress: '10.31.0.3',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await mailTo('chen@example.com'))?.subject).toBe('您的临时密码');
    const mail = (await mailTo('chen@example.com'))!;
    expect(mail.text).toMatch(/^您的临时密码是 [A-Za-z2-9]{10}\d，仅可使用一次，30 分钟内有效；登录后请设置新密码。$/);
  });

  it('follows Accept-Language within the content language named: a Thai reader sends en and th', async () => {
    await send(
      REGISTER_SMS,
      { countryDialingCode: '+95', mobileNum: '9000000062' },
      { Language: 'en', 'Accept-Language': 'th-TH,th;q=0.9,en;q=0.5' },
      '10.31.0.4',
    );
    expect((await smsTo('+95 9000000062'))!.text).toMatch(/^รหัสยืนยันของคุณคือ \d{6} /);
    // A browser's own list never overrides the language chosen: Language my with an English browser stays Burmese.
    await send(
      REGISTER_SMS,
      { countryDialingCode: '+95', mobileNum: '9000000063' },
      { Language: 'my', 'Accept-Language': 'en-US,en;q=0.9' },
      '10.31.0.5',
    );
    expect((await smsTo('+95 9000000063'))!.text).toMatch(/^သင်၏ အတည်ပြုကုဒ်မှာ/);
    // Junk in Accept-Language is ignored, not an error.
    const junk = await send(
      REGISTER_SMS,
      { countryDialingCode: '+95', mobileNum: '9000000064' },
      { Language: 'en', 'Accept-Language': `;;q=abc,${'x'.repeat(300)}` },
      '10.31.0.6',
    );
    expect(junk.statusCode).toBe(200);
    expect((await smsTo('+95 9000000064'))!.text).toMatch(
      /^Your verification code is \d{6}\. It expires in 10 minutes\.$/,
    );
  });

  it("falls back to the brand's default language when the request names none, and refuses a bad one", async () => {
    await send(REGISTER_SMS, { countryDialingCode: '+95', mobileNum: '9000000065' }, {}, '10.31.0.7');
    expect((await smsTo('+95 9000000065'))!.text).toMatch(/^သင်၏ အတည်ပြုကုဒ်မှာ \d{6}/);

    // A brand whose default is Thai writes Thai to a request that names nothing.
    const repo = settingsRepo(t.runtime.database.db);
    const stored = (await repo.forMerchant('DEMO'))!;
    await repo.saveBrand('DEMO', stored.siteName, {
      ...stored,
      defaultLanguage: 'th',
      languages: ['th', 'my', 'en', 'cn'],
    });
    try {
      await send(REGISTER_SMS, { countryDialingCode: '+95', mobileNum: '9000000066' }, {}, '10.31.0.8');
      expect((await smsTo('+95 9000000066'))!.text).toMatch(/^รหัสยืนยันของคุณคือ \d{6} รหัสจะหมดอายุใน 10 นาที$/);
      const mail = await t.app.inject({
        method: 'POST',
        url: EMAIL_PATH,
        headers: { Merchant: 'DEMO', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=tida01&email=tida%40example.com',
        remoteAddress: '10.31.0.9',
      });
      expect(mail.statusCode).toBe(200);
      await expect.poll(async () => (await mailTo('tida@example.com'))?.subject).toBe('รหัสผ่านชั่วคราวของคุณ');
    } finally {
      await repo.saveBrand('DEMO', stored.siteName, stored);
    }

    const bad = await send(
      REGISTER_SMS,
      { countryDialingCode: '+95', mobileNum: '9000000067' },
      { Language: 'xx' },
      '10.31.0.10',
    );
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
    expect(await smsTo('+95 9000000067')).toBeUndefined();
  });

  it('keeps the English texts the tests and e2e read', async () => {
    const api = apiClient(t, '10.31.0.11');
    await api.post(REGISTER_SMS, { countryDialingCode: '+95', mobileNum: '9000000068' });
    expect((await smsTo('+95 9000000068'))!.text).toMatch(
      /^Your verification code is \d{6}\. It expires in 10 minutes\.$/,
    );
  });
});
