import { eq, sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { firebaseIdTokenVerifier } from '../src/adapters/firebase-id-token';
import { memberIdentities, members, siteSettings } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { testSigningKey } from './id-tokens';

const PROJECT = 'lobby-demo';
const FIREBASE_ENV = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_API_KEY: 'AIzaTestOnlyPublicWebKey' };

describe.each(TEST_DATABASES)('Google sign-in through Firebase on $name', (database) => {
  const key = testSigningKey();
  const verifyIdToken = firebaseIdTokenVerifier({ projectId: PROJECT, keys: createLocalJWKSet({ keys: [key.jwk] }) });
  const t = useTestApp(database, FIREBASE_ENV, { verifyIdToken });
  const google = (idToken: string) => ({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken });
  const setSocialLogin = (on: boolean) =>
    t.runtime.database.db
      .update(siteSettings)
      .set({
        settings: sql`jsonb_set(${siteSettings.settings}, '{whitelabel,socialLogin}', ${on ? 'true' : 'false'}::jsonb)`,
      })
      .where(eq(siteSettings.merchantCode, 'DEMO'));

  it('offers the web config to the site, and refuses Google sign-in while the brand has it off', async () => {
    const api = apiClient(t, '10.7.0.1');
    const settings = (await api.get('/wps/system/settings/consolidated')).json().value;
    expect(settings.firebase).toEqual({
      apiKey: FIREBASE_ENV.FIREBASE_API_KEY,
      authDomain: `${PROJECT}.firebaseapp.com`,
      projectId: PROJECT,
    });
    expect(settings.whitelabel.socialLogin).toBe(false);
    const refused = await api.login(google(key.sign(PROJECT)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, errorCode: 'login.socialDisabled' });
  });

  it('creates a member on the first sign-in and finds the same one after; no password opens it', async () => {
    await setSocialLogin(true);
    const api = apiClient(t, '10.7.0.2');
    const first = await api.login(google(key.sign(PROJECT, { sub: 'uid-ada', email: 'Ada.L@example.com' })));
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ userName: 'adal', type: 0, merchantCode: 'DEMO', firstTimeLogin: true });
    expect((await api.memberInfo(value.token)).json().value.account).toBe('adal');

    const again = await api.login(google(key.sign(PROJECT, { sub: 'uid-ada', email: 'other@example.com' })));
    expect(again.json().value).toMatchObject({ userName: 'adal', firstTimeLogin: false });
    const rows = await t.runtime.database.db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.subject, 'uid-ada'));
    expect(rows).toHaveLength(1);
    const [member] = await t.runtime.database.db.select().from(members).where(eq(members.id, rows[0]!.memberId));
    expect(member!.email).toBe('Ada.L@example.com');

    // Two first sign-ins at once make one member.
    const twins = await Promise.all(
      [0, 1].map(() => api.login(google(key.sign(PROJECT, { sub: 'uid-twin', email: 'twin.one@example.com' })))),
    );
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(new Set(twins.map((r) => r.json().value.userName))).toEqual(new Set(['twinone']));
    expect(
      await t.runtime.database.db.select().from(members).where(eq(members.email, 'twin.one@example.com')),
    ).toHaveLength(1);

    // Another Google user with the same e-mail name gets a name of their own.
    const namesake = await api.login(google(key.sign(PROJECT, { sub: 'uid-ada-2', email: 'ada.l@example.org' })));
    expect(namesake.json().value.userName).toMatch(/^adal\d{4,6}$/);
  });

  it('does not keep an unverified e-mail, and names a member without one', async () => {
    const api = apiClient(t, '10.7.0.3');
    const login = await api.login(
      google(key.sign(PROJECT, { sub: 'uid-nomail', email: 'x@example.com', email_verified: false })),
    );
    const name = login.json().value.userName as string;
    const [member] = await t.runtime.database.db.select().from(members).where(eq(members.username, name));
    expect(member!.email).toBeNull();
    const bare = await api.login(google(key.sign(PROJECT, { sub: 'uid-bare', email: undefined })));
    expect(bare.json().value.userName).toMatch(/^player\d{4}$/);
  });

  it('refuses forged, foreign, expired and non-Google tokens with the one login failure, creating no one', async () => {
    const api = apiClient(t, '10.7.0.4');
    const before = (await t.runtime.database.db.select().from(members)).length;
    for (const token of [
      testSigningKey().sign(PROJECT, { sub: 'uid-forged' }),
      key.sign('someone-else', { sub: 'uid-foreign' }),
      key.sign(PROJECT, { sub: 'uid-late', exp: Math.floor(Date.now() / 1000) - 600 }),
      key.sign(PROJECT, { sub: 'uid-phone', firebase: { sign_in_provider: 'phone' } }),
      `${'x'.repeat(30)}.${'y'.repeat(30)}.${'z'.repeat(30)}`,
    ]) {
      const answer = await api.login(google(token));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, errorCode: 'login.failed' });
    }
    expect((await t.runtime.database.db.select().from(members)).length).toBe(before);
    // A malformed payload is a 400 envelope.
    const malformed = await api.login({ type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().success).toBe(false);
  });

  it('limits sign-ins per client', async () => {
    const api = apiClient(t, '10.7.0.5');
    const token = key.sign(PROJECT, { sub: 'uid-busy' });
    for (let i = 0; i < 120; i += 1) expect((await api.login(google(token))).statusCode).toBe(200);
    const limited = await api.login(google(token));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('request.tooMany');
  });

  it('asks a Google sign-in for the second factor when the member turned two-factor sign-in on', async () => {
    await setSocialLogin(true);
    const api = apiClient(t, '10.7.0.9');
    const token = () => key.sign(PROJECT, { sub: 'uid-two-factor', email: 'twofa@example.com' });
    const session = (await api.login(google(token()))).json().value.token as string;
    const auth = { Authorization: session };
    const { secret } = (await api.post('/wps/member/security/two-factor/setup', undefined, auth)).json().value as {
      secret: string;
    };
    const now = Math.floor(Date.now() / 1000);
    await api.post('/wps/member/security/two-factor/enable', { code: generateSync({ secret, epoch: now }) }, auth);

    const first = await api.login(google(token()));
    expect([first.statusCode, first.json().errorCode]).toEqual([401, 'login.twoFactorRequired']);
    const second = await api.post('/wps/session/login/two-factor', {
      ticket: first.json().data.twoFactorTicket,
      code: generateSync({ secret, epoch: now + 30 }),
    });
    expect(second.json().value.userName).toBe('twofa');
    const history = (await api.get('/wps/member/security/logins', { Authorization: second.json().value.token })).json()
      .value as { method: string; twoFactor: boolean }[];
    expect(history[0]).toMatchObject({ method: 'google', twoFactor: true });
  });
});

describe('Google sign-in without a Firebase project', () => {
  const t = useTestApp(TEST_DATABASES[0]!);

  it('tells the site it is unavailable and refuses it even with the brand flag', async () => {
    const api = apiClient(t, '10.7.1.1');
    expect((await api.get('/wps/system/settings/consolidated')).json().value.firebase).toBeNull();
    const refused = await api.login({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'a'.repeat(40) });
    expect(refused.json()).toEqual({ success: false, errorCode: 'login.socialDisabled' });
  });
});
