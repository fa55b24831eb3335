import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { firebaseIdTokenVerifier } from '../src/adapters/firebase-id-token';
import { siteSettings } from '../src/db/schema';
import { apiClient, bornYearsAgo, outboxMessages } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { testSigningKey } from './id-tokens';

const PROJECT = 'lobby-demo';
const FIREBASE_ENV = {
  FIREBASE_PROJECT_ID: PROJECT,
  FIREBASE_API_KEY: 'AIzaTestOnlyPublicWebKey',
  LOBBY_DEV_TOOLS: '1',
};
const BY_PHONE = '/wps/member/password/verification';

/**
 * The Firebase path of spec section 7: Firebase sends and checks the SMS code, and the forms send
 * its ID token, which the server verifies (signature, project, phone sign-in of that very number,
 * once) instead of a code of its own.
 */
describe.each(TEST_DATABASES)('Firebase phone verification on $name', (database) => {
  const key = testSigningKey();
  const verifyIdToken = firebaseIdTokenVerifier({ projectId: PROJECT, keys: createLocalJWKSet({ keys: [key.jwk] }) });
  const t = useTestApp(database, FIREBASE_ENV, { verifyIdToken });
  const setFirebaseSms = (on: boolean) =>
    t.runtime.database.db
      .update(siteSettings)
      .set({
        settings: sql`jsonb_set(${siteSettings.settings}, '{whitelabel,firebaseSms}', ${on ? 'true' : 'false'}::jsonb)`,
      })
      .where(eq(siteSettings.merchantCode, 'DEMO'));
  /** What Firebase gives after checking a code sent to `phone` (E.164). */
  const phoneToken = (phone: string, claims: Record<string, unknown> = {}) =>
    key.sign(PROJECT, {
      sub: `uid-${phone}`,
      phone_number: phone,
      email: undefined,
      email_verified: undefined,
      firebase: { sign_in_provider: 'phone' },
      ...claims,
    });

  /** A mobile registration proven by Firebase's `idToken` for `phone`, as the form sends it. */
  const registerByMobile = async (
    api: ReturnType<typeof apiClient>,
    phone: { mobileNum: string; countryDialingCode: string },
    idToken: string,
  ) =>
    api.sealed('PUT', '/wps/member/register/mobile', {
      username: '',
      password: 'abc123',
      confirmPassword: 'abc123',
      birthday: bornYearsAgo(30),
      ...phone,
      verificationCode: '123456',
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      ...(await api.captcha()),
    });

  it('registers by mobile, logs in and resets the password with the token instead of our code; each token once', async () => {
    const api = apiClient(t, '10.7.1.1');
    const phone = { mobileNum: '09123400001', countryDialingCode: '+95' };
    const registration = (idToken: string) => registerByMobile(api, phone, idToken);

    // Off for the brand: a token proves nothing.
    expect((await registration(phoneToken('+959123400001'))).json().errorCode).toBe('verification.invalid');
    await setFirebaseSms(true);
    expect((await api.get('/wps/system/settings/consolidated')).json().value.whitelabel.firebaseSms).toBe(true);

    // Another number, a Google sign-in, another project, a forged signature: refused.
    const forged = phoneToken('+959123400001').replace(/\.[^.]+$/, '.AAAA');
    for (const bad of [
      phoneToken('+959123400002'),
      key.sign(PROJECT, { phone_number: '+959123400001' }),
      phoneToken('+959123400001', { aud: 'other' }),
      forged,
    ]) {
      const res = await registration(bad);
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'verification.invalid']);
    }
    // The leading 0 of the national number is not part of the E.164 number Firebase proves.
    const token = phoneToken('+959123400001');
    const done = await registration(token);
    expect(done.json()).toEqual({ success: true, value: { userName: '09123400001' } });
    // No SMS of ours went out.
    expect((await outboxMessages(t.app)).some((m) => m.to.includes('9123400001'))).toBe(false);

    const login = (idToken: string, extra: Record<string, unknown> = {}) =>
      api.login({
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: idToken,
        firebaseMobileNo: phone.mobileNum,
        countryDialingCode: '+95',
        ...extra,
      });
    const loggedIn = await login(phoneToken('+959123400001', { iat: Math.floor(Date.now() / 1000) - 5 }));
    expect(loggedIn.json().value).toMatchObject({ userName: '09123400001', type: 0 });
    // The registration's token is spent.
    expect((await login(token)).json().errorCode).toBe('verification.invalid');
    // A token minted from an old sign-in (Firebase renews them) proves no SMS was just received.
    const stale = phoneToken('+959123400001', { auth_time: Math.floor(Date.now() / 1000) - 3_600 });
    expect((await login(stale)).json().errorCode).toBe('verification.invalid');
    // The sms channel must name the number.
    const unnamed = await api.login({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: phoneToken('+959123400001', { iat: 1 }),
    });
    expect([unnamed.statusCode, unnamed.json().errorCode]).toEqual([400, 'request.invalid']);
    // A number without an account: the usual login failure.
    const stranger = await api.login({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: phoneToken('+959123400009'),
      firebaseMobileNo: '9123400009',
      countryDialingCode: '+95',
    });
    expect(stranger.json().errorCode).toBe('login.failed');

    // Reset by phone: a refused new password keeps the token for one more try, then it is spent.
    const resetToken = phoneToken('+959123400001', { auth_time: Math.floor(Date.now() / 1000) - 3 });
    const reset = (newPassword: string) =>
      api.sealed('POST', BY_PHONE, { newPassword, ...phone, verificationCode: '123456', firebaseIdToken: resetToken });
    expect((await reset('abc123')).json().errorCode).toBe('modify.new.old.same');
    expect((await reset('new-pass-7')).json()).toEqual({ success: true, value: null });
    expect((await reset('new-pass-8')).json().errorCode).toBe('verification.invalid');
    // The spent token changed nothing: the password is the one the first good reset set.
    expect((await api.login({ username: '09123400001', password: 'new-pass-8' })).statusCode).toBe(401);
    expect((await api.login({ username: '09123400001', password: 'new-pass-7' })).statusCode).toBe(200);
  });

  it('asks a Firebase phone login for the second factor when the member turned two-factor sign-in on', async () => {
    await setFirebaseSms(true);
    const api = apiClient(t, '10.7.1.5');
    const phone = { mobileNum: '09123400005', countryDialingCode: '+95' };
    const registered = await registerByMobile(api, phone, phoneToken('+959123400005'));
    expect(registered.json().success).toBe(true);
    const login = (seconds: number) =>
      api.login({
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: phoneToken('+959123400005', { iat: Math.floor(Date.now() / 1000) - seconds }),
        firebaseMobileNo: phone.mobileNum,
        countryDialingCode: '+95',
      });
    const auth = { Authorization: (await login(1)).json().value.token as string };
    const { secret } = (await api.post('/wps/member/security/two-factor/setup', undefined, auth)).json().value as {
      secret: string;
    };
    const now = Math.floor(Date.now() / 1000);
    await api.post('/wps/member/security/two-factor/enable', { code: generateSync({ secret, epoch: now }) }, auth);

    const first = await login(2);
    expect([first.statusCode, first.json().errorCode]).toEqual([401, 'login.twoFactorRequired']);
    const wrong = await api.post('/wps/session/login/two-factor', {
      ticket: first.json().data.twoFactorTicket,
      code: '000000',
    });
    expect(wrong.json().success).toBe(false);
    const second = await api.post('/wps/session/login/two-factor', {
      ticket: first.json().data.twoFactorTicket,
      code: generateSync({ secret, epoch: now + 30 }),
    });
    expect(second.json().value.userName).toBe('09123400005');
  });
});
