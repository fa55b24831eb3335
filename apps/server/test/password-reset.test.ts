// Long on purpose: every path of a forgotten password (e-mail, SMS, Firebase) with its limits, on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { accountsService, type NewAccount } from '../src/services/accounts-service';
import { apiClient, outboxMessages } from './api';
import { TEST_DATABASES } from './databases';
import { latestEmail, latestSmsCode } from './dev-tools';
import { useTestApp } from './harness';

const EMAIL_PATH = '/wps/member/password/email';
const SMS_PATH = '/wps/member/password/sms';
const BY_PHONE_PATH = '/wps/member/password/verification';

const temporaryPassword = (mail: string | undefined) => mail?.match(/temporary password is (\S+)\./)?.[1];

describe.each(TEST_DATABASES)('password reset on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const register = (account: NewAccount) =>
    accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', account);
  const emails = async () => (await outboxMessages(t.app)).filter((m) => m.channel === 'email');
  const change = (api: ReturnType<typeof apiClient>, token: string, payload: object) =>
    api.sealed('PUT', '/wps/member/password', payload, { Authorization: token });

  beforeAll(async () => {
    await register({ username: 'erin01', password: 'erin-pass-1', email: 'erin@example.com' });
    await register({ username: 'hana01', password: 'hana-pass-1', email: 'hana@example.com' });
    await register({ username: 'ivan01', password: 'ivan-pass-1', email: 'ivan@example.com' });
    await register({ username: 'finn01', password: 'finn-pass-1', countryDialingCode: '+95', mobile: '9000000001' });
    await register({ username: 'jack01', password: 'jack-pass-1', countryDialingCode: '+95', mobile: '9000000002' });
    await register({ username: 'lena01', password: 'lena-pass-1', countryDialingCode: '+95', mobile: '9000000003' });
    await register({ username: 'mia01', password: 'mia-pass-1', countryDialingCode: '+95', mobile: '9000000004' });
    await register({ username: 'nina01', password: 'nina-pass-1', countryDialingCode: '+95', mobile: '9000000005' });
    await register({ username: 'kate01', password: 'kate-pass-1', email: 'kate@example.com' });
    await register({ username: 'omar01', password: 'omar-pass-1', countryDialingCode: '+95', mobile: '9000000006' });
  });

  it('answers e-mail requests alike whether or not the account and address match; only a match gets mail', async () => {
    const api = apiClient(t, '10.2.0.1');
    const answers = [];
    for (const body of [
      'username=erin01&email=erin%40example.com',
      'username=erin01&email=other%40example.com',
      'username=ghost99&email=erin%40example.com',
    ]) {
      const res = await api.form(EMAIL_PATH, body);
      answers.push([res.statusCode, res.body]);
    }
    // Same status and byte-for-byte the same body: nothing tells which accounts exist.
    expect(answers).toEqual([
      [200, '{"success":true,"value":null}'],
      [200, '{"success":true,"value":null}'],
      [200, '{"success":true,"value":null}'],
    ]);
    expect((await emails()).map((m) => m.to)).toEqual(['erin@example.com']);
    expect(temporaryPassword(await latestEmail(t.app, 'erin@example.com'))).toMatch(/^[A-Za-z2-9]{10}\d$/);

    const incomplete = await api.form(EMAIL_PATH, 'username=erin01');
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ errorCode: 'request.invalid', data: { fields: ['body.email'] } });
    // The form parser has its own small limit (16 KB).
    const huge = await api.form(EMAIL_PATH, `username=erin01&email=${'a'.repeat(20_000)}`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe('request.tooLarge');
  });

  it('lets a temporary password in once, forcing a new password; the old one works until then', async () => {
    const api = apiClient(t, '10.2.0.2');
    const oldSession = (await api.login({ username: 'hana01', password: 'hana-pass-1' })).json().value.token as string;
    expect((await api.form(EMAIL_PATH, 'username=HANA01&email=Hana%40Example.com')).statusCode).toBe(200);
    const temp = temporaryPassword(await latestEmail(t.app, 'hana@example.com'))!;
    expect(temp).toBeDefined();

    // A request alone locks no one out: the old password still works.
    const stillOld = await api.login({ username: 'hana01', password: 'hana-pass-1' });
    expect(stillOld.json().value).toMatchObject({ userName: 'hana01', mustChangePassword: false });

    const tempLogin = await api.login({ username: 'hana01', password: temp });
    expect(tempLogin.statusCode).toBe(200);
    expect(tempLogin.json().value.mustChangePassword).toBe(true);
    const tempToken = tempLogin.json().value.token as string;
    const second = await api.login({ username: 'hana01', password: temp });
    expect(second.statusCode).toBe(401);
    expect(second.json().errorCode).toBe('login.failed');

    // The forced change needs no old password, but the new one must still differ.
    expect(
      (await change(api, tempToken, { old_password: '', password: 'hana-pass-1', confimpsw: 'hana-pass-1' })).json()
        .errorCode,
    ).toBe('modify.new.old.same');
    const changed = await change(api, tempToken, { old_password: '', password: 'hana-new-2', confimpsw: 'hana-new-2' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toMatchObject({ userName: 'hana01', mustChangePassword: false });
    const fresh = changed.json().value.token as string;

    for (const [token, status] of [
      [oldSession, 401],
      [stillOld.json().value.token as string, 401],
      [tempToken, 401],
      [fresh, 200],
    ] as const) {
      expect((await api.memberInfo(token)).statusCode).toBe(status);
    }
    // The old password is gone; after the account's two failures (the spent temporary password and
    // this), the new one gets in with a captcha.
    const elsewhere = apiClient(t, '10.2.0.11');
    expect((await elsewhere.login({ username: 'hana01', password: 'hana-pass-1' })).statusCode).toBe(401);
    const withNew = await elsewhere.login({
      username: 'hana01',
      password: 'hana-new-2',
      ...(await elsewhere.captcha()),
    });
    expect(withNew.json().value.mustChangePassword).toBe(false);
  });

  it('still asks the old password of a session that did not use the temporary password', async () => {
    const api = apiClient(t, '10.2.0.3');
    const other = (await api.login({ username: 'ivan01', password: 'ivan-pass-1' })).json().value.token as string;
    await api.form(EMAIL_PATH, 'username=ivan01&email=ivan%40example.com');
    const temp = temporaryPassword(await latestEmail(t.app, 'ivan@example.com'))!;
    expect((await api.login({ username: 'ivan01', password: temp })).json().value.mustChangePassword).toBe(true);
    const hijack = await change(api, other, { old_password: '', password: 'ivan-evil-9', confimpsw: 'ivan-evil-9' });
    expect(hijack.json()).toEqual({ success: false, errorCode: 'password.oldIncorrect' });
  });

  it('answers SMS requests alike for registered and unknown numbers; only a member gets the code', async () => {
    const api = apiClient(t, '10.2.0.4');
    const known = await api.post(SMS_PATH, { mobileNum: '9000000003', countryDialingCode: '+95' });
    const unknown = await api.post(SMS_PATH, { mobileNum: '9000000009', countryDialingCode: '+95' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().value)).toEqual(['expirationTime']);
      expect(res.json().value.expirationTime).toBeGreaterThan(Date.now() + 55_000);
    }
    expect(await latestSmsCode(t.app, '+95 9000000003')).toMatch(/^\d{6}$/);
    expect(await latestSmsCode(t.app, '+95 9000000009')).toBeUndefined();
    // An unknown number fails like a wrong code.
    const guess = await api.sealed('POST', BY_PHONE_PATH, {
      newPassword: 'x-pass-1',
      mobileNum: '9000000009',
      countryDialingCode: '+95',
      verificationCode: '123456',
    });
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual({ success: false, errorCode: 'verification.invalid' });
  });

  it('sets a new password by SMS code once, ending every session; the member logs in by number', async () => {
    const api = apiClient(t, '10.2.0.5');
    const before = (await api.login({ username: 'finn01', password: 'finn-pass-1' })).json().value.token as string;
    expect((await api.post(SMS_PATH, { mobileNum: '9000000001', countryDialingCode: '+95' })).statusCode).toBe(200);
    const code = (await latestSmsCode(t.app, '+95 9000000001'))!;
    const reset = (verificationCode: string, newPassword = 'finn-new-2') =>
      api.sealed('POST', BY_PHONE_PATH, {
        newPassword,
        mobileNum: '9000000001',
        countryDialingCode: '+95',
        verificationCode,
      });

    expect((await reset(code === '000000' ? '000001' : '000000')).json()).toEqual({
      success: false,
      errorCode: 'verification.invalid',
    });
    const done = await reset(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, value: null });

    const info = await api.memberInfo(before);
    expect(info.statusCode).toBe(401);
    expect(info.json().errorCode).toBe('session.expired');
    const byNumber = await api.login({ username: '9000000001', countryDialingCode: '+95', password: 'finn-new-2' });
    expect(byNumber.json().value).toMatchObject({ userName: 'finn01', mustChangePassword: false });
    expect((await api.login({ username: 'finn01', password: 'finn-pass-1' })).statusCode).toBe(401);
    // The code is spent.
    expect((await reset(code, 'finn-new-3')).json().errorCode).toBe('verification.invalid');
    expect((await api.login({ username: 'finn01', password: 'finn-new-2' })).statusCode).toBe(200);
  });

  it('refuses a new password equal to the old one', async () => {
    const api = apiClient(t, '10.2.0.6');
    await api.post(SMS_PATH, { mobileNum: '9000000002', countryDialingCode: '+95' });
    const code = (await latestSmsCode(t.app, '+95 9000000002'))!;
    const same = await api.sealed('POST', BY_PHONE_PATH, {
      newPassword: 'jack-pass-1',
      mobileNum: '9000000002',
      countryDialingCode: '+95',
      verificationCode: code,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ success: false, errorCode: 'modify.new.old.same' });
    expect((await api.login({ username: 'jack01', password: 'jack-pass-1' })).statusCode).toBe(200);
  });

  it('keeps the SMS code usable after a new password is refused as the old one', async () => {
    const api = apiClient(t, '10.2.0.10');
    await api.post(SMS_PATH, { mobileNum: '9000000004', countryDialingCode: '+95' });
    const code = (await latestSmsCode(t.app, '+95 9000000004'))!;
    const reset = (newPassword: string) =>
      api.sealed('POST', BY_PHONE_PATH, {
        newPassword,
        mobileNum: '9000000004',
        countryDialingCode: '+95',
        verificationCode: code,
      });
    await reset('mia-pass-1');
    // Today: verification.invalid, the code died with the refused try.
    expect((await reset('mia-new-2')).json()).toEqual({ success: true, value: null });
  });

  it('serves one reset of a number at a time: one code never sets two passwords at once', async () => {
    const api = apiClient(t, '10.2.0.14');
    await api.post(SMS_PATH, { mobileNum: '9000000006', countryDialingCode: '+95' });
    const code = (await latestSmsCode(t.app, '+95 9000000006'))!;
    const reset = (newPassword: string) =>
      api.sealed('POST', BY_PHONE_PATH, {
        newPassword,
        mobileNum: '9000000006',
        countryDialingCode: '+95',
        verificationCode: code,
      });
    const answers = await Promise.all(['omar-new-1', 'omar-new-2', 'omar-new-3'].map(reset));
    const succeeded = answers.flatMap((a, i) => (a.json().success ? [`omar-new-${i + 1}`] : []));
    expect(succeeded).toHaveLength(1);
    for (const a of answers.filter((x) => !x.json().success))
      expect(['request.tooMany', 'verification.invalid']).toContain(a.json().errorCode);
    // The password that works is the one the successful reset set; the others changed nothing.
    // The working one is tried first: after two wrong passwords the login throttle asks for a
    // captcha (400), whichever of the parallel resets won.
    const winnerFirst = [
      succeeded[0]!,
      ...['omar-new-1', 'omar-new-2', 'omar-new-3'].filter((p) => p !== succeeded[0]),
    ];
    for (const password of winnerFirst) {
      expect((await api.login({ username: 'omar01', password })).statusCode, password).toBe(
        password === succeeded[0] ? 200 : 401,
      );
    }
    // The lock is gone: a new code works at once.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await reset('omar-new-4')).json().errorCode).toBe('verification.invalid');
  });

  it('holds a password set by SMS code to the password rule', async () => {
    const api = apiClient(t, '10.2.0.12');
    await api.post(SMS_PATH, { mobileNum: '9000000005', countryDialingCode: '+95' });
    const code = (await latestSmsCode(t.app, '+95 9000000005'))!;
    const weak = await api.sealed('POST', BY_PHONE_PATH, {
      newPassword: 'a',
      mobileNum: '9000000005',
      countryDialingCode: '+95',
      verificationCode: code,
    });
    expect(weak.statusCode).toBe(400);
  });

  it('limits SMS codes: 60 s between codes, 5 an hour per number, 20 an hour per client', async () => {
    const phone = { mobileNum: '9000000077', countryDialingCode: '+95' };
    const api = apiClient(t, '10.2.0.7');
    expect((await api.post(SMS_PATH, phone)).statusCode).toBe(200);
    expect((await api.post(SMS_PATH, phone)).json()).toMatchObject({
      errorCode: 'verification.tooSoon',
      data: { retryAfter: 60 },
    });
    for (let i = 2; i <= 5; i++) {
      // Stands in for the 60 s resend wait, so the hourly count of the number is what is tested.
      await t.runtime.cache.delete('rate:sms-wait:reset:DEMO:+959000000077');
      // From another client each time: the limit is the number's, whoever asks.
      expect((await apiClient(t, `10.2.1.${i}`).post(SMS_PATH, phone)).statusCode).toBe(200);
    }
    await t.runtime.cache.delete('rate:sms-wait:reset:DEMO:+959000000077');
    const sixth = await apiClient(t, '10.2.1.6').post(SMS_PATH, phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ success: false, errorCode: 'request.tooMany', data: { retryAfter: 3600 } });
    // The hourly count is the number's across purposes: a login code is refused too.
    expect((await apiClient(t, '10.2.1.7').post('/wps/verification/sms/noLogin', phone)).json().errorCode).toBe(
      'request.tooMany',
    );

    const client = apiClient(t, '10.2.0.8');
    for (let i = 0; i < 20; i++) {
      expect(
        (await client.post(SMS_PATH, { mobileNum: `91000000${String(i).padStart(2, '0')}`, countryDialingCode: '+95' }))
          .statusCode,
      ).toBe(200);
    }
    const limited = await client.post(SMS_PATH, { mobileNum: '9100000020', countryDialingCode: '+95' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('request.tooMany');
    expect(
      (await apiClient(t, '10.2.0.9').post(SMS_PATH, { mobileNum: '9100000021', countryDialingCode: '+95' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits e-mail resets: 3 an hour per username, 10 an hour per client', async () => {
    for (let i = 1; i <= 3; i++)
      expect(
        (await apiClient(t, `10.2.2.${i}`).form(EMAIL_PATH, 'username=kate01&email=kate%40example.com')).statusCode,
      ).toBe(200);
    const fourth = await apiClient(t, '10.2.2.4').form(EMAIL_PATH, 'username=KATE01&email=kate%40example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ success: false, errorCode: 'request.tooMany', data: { retryAfter: 3600 } });
    expect((await emails()).filter((m) => m.to === 'kate@example.com')).toHaveLength(3);

    const client = apiClient(t, '10.2.2.5');
    for (let i = 0; i < 10; i++)
      expect((await client.form(EMAIL_PATH, `username=nobody${i}&email=n%40example.com`)).statusCode).toBe(200);
    expect((await client.form(EMAIL_PATH, 'username=nobody10&email=n%40example.com')).statusCode).toBe(429);
  });
});
