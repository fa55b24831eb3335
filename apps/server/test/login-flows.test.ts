import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/adapters/password-hash';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { members } from '../src/db/schema';
import { accountsService, type NewAccount } from '../src/services/accounts-service';
import { apiClient, type ApiClient } from './api';
import { TEST_DATABASES } from './databases';
import { latestSmsCode } from './dev-tools';
import { useTestApp } from './harness';

const FREE_PLAY = '/wps/session/login/freeplay';

describe.each(TEST_DATABASES)('login flows on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const register = (account: NewAccount) =>
    accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', account);

  beforeAll(async () => {
    await register({ username: 'frank01', password: 'frank-pass-1' });
    await register({ username: 'gwen01', password: 'gwen-pass-1', countryDialingCode: '+95', mobile: '9200000001' });
    await register({ username: 'zed01', password: 'zed-pass-1' });
    await register({ username: 'omar01', password: 'omar-pass-1' });
    // A username that is another member's mobile number.
    await register({ username: '9200000005', password: 'pat-pass-1' });
    await register({ username: 'quinn01', password: 'quinn-pass-1', countryDialingCode: '+95', mobile: '9200000005' });
  });

  it("tells a non-member account (type 40) 'Non-member account unable to login', only after its password", async () => {
    const api = apiClient(t, '10.3.9.1');
    await register({ username: 'nonmember40', password: 'non-pass-40', type: 40 });
    const wrong = await api.login({ username: 'nonmember40', password: 'wrong-40' });
    expect(wrong.json().errorCode).toBe('login.failed');
    const right = await api.login({ username: 'nonmember40', password: 'non-pass-40' });
    expect([right.statusCode, right.json().errorCode]).toEqual([403, 'login.nonMember']);
    // Nor does a session of type 40 work, however it was opened (one from before the rule, a temporary password).
    const db = t.runtime.database.db;
    await db.update(members).set({ type: 0 }).where(eq(members.username, 'nonmember40'));
    const token = (await api.login({ username: 'nonmember40', password: 'non-pass-40' })).json().value.token as string;
    expect((await api.get('/wps/member/info', { Authorization: token })).statusCode).toBe(200);
    await db.update(members).set({ type: 40 }).where(eq(members.username, 'nonmember40'));
    expect((await api.get('/wps/member/info', { Authorization: token })).statusCode).toBe(401);
    expect((await api.post('/wps/session/renew', undefined, { Authorization: token })).statusCode).toBe(401);
    // Types 41 and 42 are agents: they log in.
    await register({ username: 'agent41', password: 'agent-pass-41', type: 41 });
    expect((await api.login({ username: 'agent41', password: 'agent-pass-41' })).json().value.type).toBe(41);
  });

  it('asks for a captcha after two failed logins of an account from one client', async () => {
    const api = apiClient(t, '10.3.0.1');
    const first = await api.login({ username: 'frank01', password: 'wrong-1' });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ success: false, errorCode: 'login.failed' });
    const second = await api.login({ username: 'frank01', password: 'wrong-2' });
    expect(second.statusCode).toBe(401);
    // The second failure tells the form to show the captcha for the next try.
    expect(second.json()).toEqual({ success: false, errorCode: 'login.failed', data: { captchaRequired: true } });

    const noCaptcha = await api.login({ username: 'frank01', password: 'frank-pass-1' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toEqual({
      success: false,
      errorCode: 'captcha.required',
      data: { captchaRequired: true },
    });
    const { captchaId } = await api.captcha();
    const badCaptcha = await api.login({ username: 'frank01', password: 'frank-pass-1', captchaId, captcha: 'x' });
    expect(badCaptcha.statusCode).toBe(400);
    expect(badCaptcha.json()).toEqual({
      success: false,
      errorCode: 'captcha.invalid',
      data: { captchaRequired: true },
    });

    // The account counts from anywhere: a new address is asked too, and gets in with a solved captcha.
    const elsewhere = apiClient(t, '10.3.0.2');
    expect((await elsewhere.login({ username: 'frank01', password: 'frank-pass-1' })).json().errorCode).toBe(
      'captcha.required',
    );
    expect(
      (await elsewhere.login({ username: 'frank01', password: 'frank-pass-1', ...(await elsewhere.captcha()) }))
        .statusCode,
    ).toBe(200);

    const solved = await api.login({ username: 'FRANK01', password: 'frank-pass-1', ...(await api.captcha()) });
    expect(solved.statusCode).toBe(200);
    // This browser is now known for the account: the next login needs no captcha.
    expect((await api.login({ username: 'frank01', password: 'frank-pass-1' })).statusCode).toBe(200);

    // An unknown username is treated alike, so the captcha does not tell which accounts exist.
    await api.login({ username: 'ghost77', password: 'wrong-1' });
    expect((await api.login({ username: 'ghost77', password: 'wrong-2' })).json()).toEqual(second.json());
  });

  it('logs in by SMS code once; an unknown number gets the same answer but no SMS', async () => {
    const api = apiClient(t, '10.3.0.3');
    const gwen = { mobileNum: '9200000001', countryDialingCode: '+95' };
    const sent = await api.post('/wps/verification/sms/noLogin', gwen);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.expirationTime).toBeGreaterThan(Date.now() + 55_000);
    const code = (await latestSmsCode(t.app, '+95 9200000001'))!;
    expect(code).toMatch(/^\d{6}$/);

    const login = await api.login({ type: 'sms', ...gwen, verificationCode: code });
    expect(login.statusCode).toBe(200);
    expect(login.json().value).toMatchObject({ userName: 'gwen01', type: 0, merchantCode: 'DEMO' });
    expect((await api.memberInfo(login.json().value.token)).json().value.account).toBe('gwen01');
    const reused = await api.login({ type: 'sms', ...gwen, verificationCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ success: false, errorCode: 'verification.invalid' });

    const stranger = { mobileNum: '9200000009', countryDialingCode: '+95' };
    const unknown = await api.post('/wps/verification/sms/noLogin', stranger);
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().value)).toEqual(['expirationTime']);
    expect(await latestSmsCode(t.app, '+95 9200000009')).toBeUndefined();
    // No code exists for it, so any guess fails exactly like a spent or wrong code.
    const guess = await api.login({ type: 'sms', ...stranger, verificationCode: '123456' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual(reused.json());
  });

  it('opens a free-play trial account with its own merchant code', async () => {
    const api = apiClient(t, '10.3.0.4');
    const res = await api.post(FREE_PLAY);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      type: 4,
      customerType: 4,
      merchantCode: 'DEMOTRIAL',
      mustChangePassword: false,
      firstTimeLogin: true,
    });
    expect(value.userName).toMatch(/^guest[0-9a-f]{10}$/);
    const info = await api.memberInfo(value.token);
    expect(info.json().value).toMatchObject({ account: value.userName, type: 4 });
    // Every account has a number to quote as its ID, eight digits from 10000001, never the internal id.
    expect(String(info.json().value.memberNo)).toMatch(/^[1-9]\d{7}$/);
    const demo = await api.login({ username: 'frank01', password: 'frank-pass-1' });
    const demoNo = (await api.memberInfo(demo.json().value.token)).json().value.memberNo as number;
    expect(demoNo).toBeGreaterThanOrEqual(10000001);
    expect(demoNo).not.toBe(info.json().value.memberNo);

    // Even with a known password a trial account cannot log in by password.
    await t.runtime.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('trial-pass-1') })
      .where(eq(members.username, value.userName));
    const byPassword = await apiClient(t, '10.3.0.5').login({ username: value.userName, password: 'trial-pass-1' });
    expect(byPassword.statusCode).toBe(401);
    expect(byPassword.json().errorCode).toBe('login.failed');

    // A trial caller may not start another; a member (type 0) may.
    const again = await api.post(FREE_PLAY, undefined, { Authorization: value.token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ success: false, errorCode: 'freeplay.rejected' });
    const member = (await api.login({ username: 'zed01', password: 'zed-pass-1' })).json().value.token as string;
    expect((await api.post(FREE_PLAY, undefined, { Authorization: member })).json().value.type).toBe(4);
    // Types 0, 1 and 2 may use free play (spec sections 4 and 6); another type, an agent of type 41, may not.
    await register({ username: 'typetwo02', password: 'type-pass-2', type: 2 });
    await register({ username: 'agent4141', password: 'agent-pass-41', type: 41 });
    const typeTwo = (await api.login({ username: 'typetwo02', password: 'type-pass-2' })).json().value.token as string;
    expect((await api.post(FREE_PLAY, undefined, { Authorization: typeTwo })).json().value.type).toBe(4);
    const agent = (await api.login({ username: 'agent4141', password: 'agent-pass-41' })).json().value.token as string;
    expect((await api.post(FREE_PLAY, undefined, { Authorization: agent })).json()).toEqual({
      success: false,
      errorCode: 'freeplay.rejected',
    });
  });

  it('limits free play to 10 an hour per client', async () => {
    const api = apiClient(t, '10.3.0.6');
    for (let i = 0; i < 10; i++) expect((await api.post(FREE_PLAY)).statusCode).toBe(200);
    const limited = await api.post(FREE_PLAY);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, errorCode: 'request.tooMany', data: { retryAfter: 3600 } });
    expect((await apiClient(t, '10.3.0.7').post(FREE_PLAY)).statusCode).toBe(200);
  });

  it('ends only the logged-out session; a dead token can neither renew nor change the password', async () => {
    const api = apiClient(t, '10.3.0.8');
    const login = async () =>
      (await api.login({ username: 'zed01', password: 'zed-pass-1' })).json().value.token as string;
    const [phone, laptop] = [await login(), await login()];
    const auth = (token: string) => ({ Authorization: token });
    const expectExpired = async (res: Awaited<ReturnType<ApiClient['get']>>) => {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, errorCode: 'session.expired' });
    };

    expect((await api.del('/wps/session/logout', auth(phone))).statusCode).toBe(200);
    expect((await api.memberInfo(laptop)).statusCode).toBe(200);
    await expectExpired(
      await api.sealed(
        'PUT',
        '/wps/member/password',
        { old_password: 'zed-pass-1', password: 'zed-new-2', confimpsw: 'zed-new-2' },
        auth(phone),
      ),
    );
    await expectExpired(
      await api.sealed('PUT', '/wps/member/password', {
        old_password: 'zed-pass-1',
        password: 'zed-new-2',
        confimpsw: 'zed-new-2',
      }),
    );
    // Outside the forced change after a temporary password, the old password is required.
    const noOld = await api.sealed(
      'PUT',
      '/wps/member/password',
      { old_password: '', password: 'zed-new-2', confimpsw: 'zed-new-2' },
      auth(laptop),
    );
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().errorCode).toBe('password.oldIncorrect');
    expect((await api.memberInfo(laptop)).statusCode).toBe(200);

    const changed = await api.sealed(
      'PUT',
      '/wps/member/password',
      { old_password: 'zed-pass-1', password: 'zed-new-2', confimpsw: 'zed-new-2' },
      auth(laptop),
    );
    expect(changed.statusCode).toBe(200);
    await expectExpired(await api.post('/wps/session/renew', undefined, auth(laptop)));
    await expectExpired(
      await api.sealed(
        'PUT',
        '/wps/member/password',
        { old_password: 'zed-new-2', password: 'zed-new-3', confimpsw: 'zed-new-3' },
        auth(laptop),
      ),
    );
    expect((await api.memberInfo(changed.json().value.token)).statusCode).toBe(200);

    // A trial session dies on logout like any other.
    const trial = (await api.post(FREE_PLAY)).json().value.token as string;
    expect((await api.del('/wps/session/logout', auth(trial))).statusCode).toBe(200);
    await expectExpired(await api.memberInfo(trial));
  });

  it('logs a mobile member in by number even when another username is that number', async () => {
    const res = await apiClient(t, '10.3.0.9').login({
      username: '9200000005',
      countryDialingCode: '+95',
      password: 'quinn-pass-1',
    });
    expect(res.json().value?.userName).toBe('quinn01');
  });

  it('holds a changed password to the password rule', async () => {
    const api = apiClient(t, '10.3.0.10');
    const token = (await api.login({ username: 'omar01', password: 'omar-pass-1' })).json().value.token as string;
    const weak = await api.sealed(
      'PUT',
      '/wps/member/password',
      { old_password: 'omar-pass-1', password: ' ', confimpsw: ' ' },
      { Authorization: token },
    );
    expect(weak.statusCode).toBe(400);
  });
});
