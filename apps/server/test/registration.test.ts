// Long on purpose: the registration table of cases (fields, captcha, SMS, invitation codes) on both databases.
import type { RegistrationPayload } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { apiClient, bornYearsAgo, headers, outboxMessages, SCHEME } from './api';
import { TEST_DATABASES } from './databases';
import { latestSmsCode } from './dev-tools';
import { useTestApp } from './harness';

const ADULT = bornYearsAgo(30);
/** A username registration that passes every rule of the demo brand (captcha added per call). */
const valid = (over: Partial<RegistrationPayload> = {}): Partial<RegistrationPayload> => ({
  username: 'newbie01',
  password: 'abc123',
  confirmPassword: 'abc123',
  birthday: ADULT,
  ...over,
});

describe.each(TEST_DATABASES)('registration on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const memberRows = () => t.runtime.database.db.select().from(members);
  const memberNamed = async (username: string) =>
    (await t.runtime.database.db.select().from(members).where(eq(members.username, username)))[0];

  it('answers the registration rules and the countries on their own paths, not in the consolidated settings', async () => {
    const api = apiClient(t);
    const rules = (await api.get('/wps/system/setting/register')).json().value;
    expect(rules).toMatchObject({
      methods: { username: true, mobile: true },
      captcha: true,
      rules: {
        username: { minLength: 4, maxLength: 16 },
        password: { minLength: 6, maxLength: 20 },
        birthday: { required: true },
      },
      loginRules: {
        loginUsername: { enabled: true },
        loginPassword: { enabled: true },
        loginMobileNum: { enabled: true },
        verificationCode: { enabled: true },
      },
      passwordReset: { email: true, mobile: true },
      defaultDialingCode: '+95',
    });
    const countries = (await api.get('/wps/system/country')).json().value as { code: string; dialingCode: string }[];
    expect(countries).toContainEqual({ code: 'MM', name: 'Myanmar', dialingCode: '+95' });
    expect(countries.length).toBeGreaterThan(5);
    const consolidated = (await api.get('/wps/system/settings/consolidated')).json().value;
    expect(consolidated).not.toHaveProperty('registration');
    expect(consolidated).not.toHaveProperty('countries');
  });

  it('issues captchas as PNG data URLs that are never cached', async () => {
    const res = await apiClient(t).get('/wps/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { captchaId, image } = res.json().value as { captchaId: string; image: string };
    expect(captchaId).toMatch(/^[\w-]{16,}$/);
    expect(image).toMatch(/^data:image\/png;base64,/);
    // The PNG signature, so the image really is a PNG and not just labelled one.
    expect(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('registers by username; the member logs in and only an argon2id hash is stored', async () => {
    const api = apiClient(t, '10.1.0.1');
    const res = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'NewBie01', email: 'newbie@example.com' }),
      ...(await api.captcha()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { userName: 'NewBie01' } });

    const login = await api.login({ username: 'newbie01', password: 'abc123' });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ userName: 'NewBie01', type: 0, merchantCode: 'DEMO' });

    const row = (await memberNamed('NewBie01'))!;
    expect(row).toMatchObject({
      type: 0,
      birthday: ADULT,
      email: 'newbie@example.com',
      mobile: null,
      referrerId: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // No column, the hash included, carries the password as typed.
    for (const value of Object.values(row)) expect(String(value)).not.toContain('abc123');
  });

  it('refuses each broken rule with register.invalid keyed by field, creating nothing', async () => {
    const api = apiClient(t, '10.1.0.2');
    const before = (await memberRows()).length;
    const cases: [Partial<RegistrationPayload>, string, string][] = [
      [{ username: 'abc' }, 'username', 'tooShort'],
      [{ username: 'a'.repeat(17) }, 'username', 'tooLong'],
      [{ username: 'bad_name!' }, 'username', 'pattern'],
      [{ username: '' }, 'username', 'required'],
      [{ password: 'abcdef', confirmPassword: 'abcdef' }, 'password', 'pattern'],
      [{ password: 'abc123😀', confirmPassword: 'abc123😀' }, 'password', 'pattern'],
      [{ confirmPassword: 'abc124' }, 'confirm', 'mismatch'],
      [{ birthday: bornYearsAgo(17) }, 'birthday', 'tooYoung'],
      [{ birthday: '' }, 'birthday', 'required'],
      [{ birthday: '1990-02-30' }, 'birthday', 'dateFormat'],
      [{ email: 'not-an-email' }, 'email', 'pattern'],
      [{ affiliateCode: 'ab' }, 'affiliateCode', 'tooShort'],
    ];
    for (const [over, field, key] of cases) {
      const res = await api.sealed('PUT', '/wps/member/register', {
        ...valid(over),
        captcha: '1234',
        captchaId: 'unused',
      });
      expect(res.statusCode, `${field} ${key}`).toBe(400);
      const body = res.json();
      expect(body.errorCode).toBe('register.invalid');
      // Only the broken field is named.
      expect(Object.keys(body.data.errors)).toEqual([field]);
      expect(body.data.errors[field].key).toBe(key);
    }
    // An 18th birthday today is old enough (the boundary of the too-young case above).
    const adult = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'justEighteen', birthday: bornYearsAgo(18) }),
      ...(await api.captcha()),
    });
    expect(adult.json()).toEqual({ success: true, value: { userName: 'justEighteen' } });
    expect((await memberRows()).length).toBe(before + 1);
  });

  it('takes each captcha answer once: wrong, missing, unknown or reused captchas are refused', async () => {
    const api = apiClient(t, '10.1.0.3');
    const register = (payload: Partial<RegistrationPayload>) => api.sealed('PUT', '/wps/member/register', payload);
    const refused = { success: false, errorCode: 'captcha.invalid', data: { captchaRequired: true } };

    const first = await api.captcha();
    const wrong = String((Number(first.captcha) + 1) % 10_000).padStart(4, '0');
    expect((await register(valid({ username: 'capt01', captchaId: first.captchaId, captcha: wrong }))).json()).toEqual(
      refused,
    );
    // The wrong try used the captcha up: its right answer no longer works.
    expect((await register(valid({ username: 'capt01', ...first }))).json()).toEqual(refused);
    expect((await register(valid({ username: 'capt01', captcha: '1234' }))).json()).toEqual(refused);
    expect(
      (await register(valid({ username: 'capt01', captcha: '1234', captchaId: 'no-such-captcha' }))).json(),
    ).toEqual(refused);
    // No answer at all is a form error of the captcha field.
    const missing = (await register(valid({ username: 'capt01', captchaId: first.captchaId }))).json();
    expect(missing).toMatchObject({
      errorCode: 'register.invalid',
      data: { errors: { captcha: { key: 'required' } } },
    });

    const second = await api.captcha();
    expect((await register(valid({ username: 'capt01', ...second }))).statusCode).toBe(200);
    const reused = await register(valid({ username: 'capt02', ...second }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(refused);
    expect(await memberNamed('capt02')).toBeUndefined();
  });

  it('refuses a taken username in any case and answers availability', async () => {
    const api = apiClient(t, '10.1.0.4');
    expect(
      (await api.sealed('PUT', '/wps/member/register', { ...valid({ username: 'Taken01' }), ...(await api.captcha()) }))
        .statusCode,
    ).toBe(200);
    const again = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'TAKEN01' }),
      ...(await api.captcha()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, errorCode: 'register.usernameTaken' });

    const available = async (username: string) =>
      (await api.get(`/wps/member/register/username?username=${encodeURIComponent(username)}`)).json().value.available;
    expect(await available('taken01')).toBe(false);
    expect(await available('Fresh0001')).toBe(true);
    // Names the rules refuse are never available.
    expect(await available('abc')).toBe(false);
    expect(await available('bad name')).toBe(false);
    const empty = await api.get('/wps/member/register/username');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'request.invalid', data: { fields: ['query.username'] } });
  });

  it('checks affiliate codes and records the referrer of a valid one', async () => {
    const api = apiClient(t, '10.1.0.5');
    const db = t.runtime.database.db;
    await db.insert(members).values([
      {
        id: 'agent-live',
        merchantCode: 'DEMO',
        username: 'agent777',
        passwordHash: 'not-a-login',
        type: 3,
        affiliateCode: 'AGENT777',
      },
      {
        id: 'agent-off',
        merchantCode: 'DEMO',
        username: 'agent778',
        passwordHash: 'not-a-login',
        type: 3,
        affiliateCode: 'GONE7777',
        disabled: true,
      },
    ]);
    const check = async (code: string) => (await api.get(`/wps/agent/affiliate?code=${code}`)).json().data.success;
    expect(await check('NOPE')).toBe(false);
    expect(await check('GONE7777')).toBe(false);
    expect(await check('agent777')).toBe(true);

    for (const code of ['NOPE', 'GONE7777']) {
      const res = await api.sealed('PUT', '/wps/member/register', {
        ...valid({ username: 'referred1', affiliateCode: code }),
        ...(await api.captcha()),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        errorCode: 'register.invitationInvalid',
        data: { field: 'affiliateCode' },
      });
    }
    expect(await memberNamed('referred1')).toBeUndefined();

    const res = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'referred1', affiliateCode: 'AGENT777' }),
      ...(await api.captcha()),
    });
    expect(res.statusCode).toBe(200);
    expect((await memberNamed('referred1'))?.referrerId).toBe('agent-live');

    // A member's invite link names them as recommender; a made-up one is the referrer link error.
    const wrong = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'invited2', recommenderId: 'no-such-member' }),
      ...(await api.captcha()),
    });
    expect(wrong.json().errorCode).toBe('register.referrerInvalid');
    const invited = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'invited2', recommenderId: 'DEMO-demo-member' }),
      ...(await api.captcha()),
    });
    expect(invited.statusCode).toBe(200);
    expect((await memberNamed('invited2'))?.referrerId).toBe('DEMO-demo-member');
  });

  it('keeps the profile details the brand asks for (real name, Telegram) and refuses a name with digits', async () => {
    const api = apiClient(t, '10.1.0.12');
    const bad = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'profile01', payeeName: 'Aung1' }),
      ...(await api.captcha()),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'register.invalid',
      data: { errors: { payeeName: { key: 'pattern' } } },
    });
    const badHandle = await api.sealed('PUT', '/wps/member/register', {
      ...valid({ username: 'profile01', telegram: 'a b' }),
      ...(await api.captcha()),
    });
    expect(badHandle.json()).toMatchObject({
      errorCode: 'register.invalid',
      data: { errors: { telegram: { key: 'pattern' } } },
    });

    const done = await api.sealed('PUT', '/wps/member/register', {
      // An address the demo brand does not ask for is not kept.
      ...valid({ username: 'profile01', payeeName: '  အောင် အောင် ', telegram: '@aung_01', address: '1 Main St' }),
      ...(await api.captcha()),
    });
    expect(done.json()).toEqual({ success: true, value: { userName: 'profile01' } });
    expect((await memberNamed('profile01'))?.profile).toEqual({ payeeName: 'အောင် အောင်', telegram: '@aung_01' });
    // Without details, an empty profile.
    await api.sealed('PUT', '/wps/member/register', { ...valid({ username: 'profile02' }), ...(await api.captcha()) });
    expect((await memberNamed('profile02'))?.profile).toEqual({});
  });

  it('registers by mobile number with a single-use SMS code', async () => {
    const api = apiClient(t, '10.1.0.6');
    const phone = { mobileNum: '9123456789', countryDialingCode: '+95' };
    const register = async (payload: Partial<RegistrationPayload>) =>
      api.sealed('PUT', '/wps/member/register/mobile', {
        ...valid({ username: '', ...phone, ...payload }),
        ...(await api.captcha()),
      });

    const sent = await api.post('/wps/verification/sms/register', phone);
    expect(sent.statusCode).toBe(200);
    // expirationTime is when the button may ask again: 60 s from now.
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now() + 55_000);
    expect(sent.json().value.expirationTime).toBeLessThanOrEqual(Date.now() + 60_000);
    const code = (await latestSmsCode(t.app, '+95 9123456789'))!;
    expect(code).toMatch(/^\d{6}$/);

    const tooSoon = await api.post('/wps/verification/sms/register', phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ errorCode: 'verification.tooSoon', data: { retryAfter: 60 } });

    const wrong = await register({ verificationCode: code === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('verification.invalid');
    const noCode = await register({});
    expect(noCode.json()).toMatchObject({
      errorCode: 'register.invalid',
      data: { errors: { smsCode: { key: 'required' } } },
    });

    // A wrong try does not spend the code; the right one registers with the number as username.
    const done = await register({ verificationCode: code });
    expect(done.json()).toEqual({ success: true, value: { userName: '9123456789' } });
    expect(await memberNamed('9123456789')).toMatchObject({ countryDialingCode: '+95', mobile: '9123456789' });
    expect((await api.login({ username: '9123456789', password: 'abc123' })).statusCode).toBe(200);

    const taken = await register({ verificationCode: code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('register.mobileTaken');
    // Even with the number free again, the spent code does not work twice.
    await t.runtime.database.db.delete(members).where(eq(members.mobile, '9123456789'));
    expect((await register({ verificationCode: code })).json().errorCode).toBe('verification.invalid');
  });

  it('refuses dialing codes outside the country list', async () => {
    const api = apiClient(t, '10.1.0.7');
    const res = await api.sealed('PUT', '/wps/member/register/mobile', {
      ...valid({ username: '', mobileNum: '9123456780', countryDialingCode: '+999', verificationCode: '123456' }),
      ...(await api.captcha()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'register.invalid',
      data: { errors: { mobile: { key: 'pattern' } } },
    });
    // Malformed dialing codes and numbers are refused before any SMS.
    for (const phone of [
      { mobileNum: '9123456780', countryDialingCode: '95' },
      { mobileNum: '91234x', countryDialingCode: '+95' },
    ]) {
      const sms = await api.post('/wps/verification/sms/register', phone);
      expect(sms.statusCode).toBe(400);
      expect(sms.json().errorCode).toBe('request.invalid');
    }
  });

  it('sends no SMS to a dialing code outside the country list', async () => {
    const res = await apiClient(t, '10.1.0.11').post('/wps/verification/sms/register', {
      mobileNum: '9123456780',
      countryDialingCode: '+999',
    });
    expect((await outboxMessages(t.app)).some((m) => m.to.startsWith('+999'))).toBe(false);
    expect(res.statusCode).toBe(400);
  });

  it('refuses plain, mistyped, oversized and huge bodies with 4xx codes, never 5xx', async () => {
    const api = apiClient(t, '10.1.0.8');
    const before = (await memberRows()).length;
    const plain = await t.app.inject({ method: 'PUT', url: '/wps/member/register', headers, payload: valid() });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ success: false, errorCode: 'request.encryption' });

    const invalid = async (payload: unknown, fields: string[]) => {
      const res = await api.sealed('PUT', '/wps/member/register', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields } });
    };
    await invalid({ ...valid(), username: 12345 }, ['body.username']);
    await invalid({ ...valid(), username: 'x'.repeat(5000) }, ['body.username']);
    await invalid({ ...valid(), password: ['abc123'], birthday: { year: 1990 } }, ['body.password', 'body.birthday']);
    await invalid({ ...valid(), type: 1 }, ['body.type']);
    await invalid('just a string', ['body']);
    await invalid(null, ['body']);

    const huge = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { ...headers, Encryption: SCHEME, 'content-type': 'application/json' },
      payload: JSON.stringify({ keyId: 'k', key: 'k', iv: 'i', data: 'A'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, errorCode: 'request.tooLarge' });
    expect((await memberRows()).length).toBe(before);
  });

  it('limits registrations to 20 an hour per client', async () => {
    const api = apiClient(t, '10.1.0.9');
    // Invalid forms count too: the limit is checked before the form.
    for (let i = 0; i < 20; i++)
      expect((await api.sealed('PUT', '/wps/member/register', valid({ username: 'x' }))).statusCode).toBe(400);
    const limited = await api.sealed('PUT', '/wps/member/register', valid({ username: 'x' }));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'request.tooMany', data: { retryAfter: 3600 } });
    // Another client is not affected.
    expect(
      (await apiClient(t, '10.1.0.10').sealed('PUT', '/wps/member/register', valid({ username: 'x' }))).statusCode,
    ).toBe(400);
  });
});
