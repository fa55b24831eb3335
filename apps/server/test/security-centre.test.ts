import { generateSync } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryCache } from '../src/adapters/cache';
import { secretBox } from '../src/adapters/secret-box';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { securityRepo } from '../src/db/repositories/security-repo';
import { accountsService, type NewAccount } from '../src/services/accounts-service';
import { rateLimiter } from '../src/services/rate-limit';
import { twoFactorService } from '../src/services/two-factor-service';
import { apiClient, type ApiClient } from './api';
import { TEST_DATABASES } from './databases';
import { latestSmsCode } from './dev-tools';
import { useTestApp } from './harness';

const PATHS = {
  overview: '/wps/member/security',
  setup: '/wps/member/security/two-factor/setup',
  enable: '/wps/member/security/two-factor/enable',
  disable: '/wps/member/security/two-factor/disable',
  sessions: '/wps/member/security/sessions',
  revoke: '/wps/member/security/sessions/revoke',
  revokeOthers: '/wps/member/security/sessions/revoke-others',
  logins: '/wps/member/security/logins',
  secondStep: '/wps/session/login/two-factor',
};
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The authenticator's code `offsetSeconds` from now (the app under test reads the real clock). */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

describe.each(TEST_DATABASES)('security centre on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const register = (account: NewAccount) =>
    accountsService(accountsRepo(t.runtime.database.db), { sessionTtlMs: 3_600_000 }).register('DEMO', account);
  const auth = (token: string) => ({ Authorization: token });

  /** A member with two-factor sign-in on: their secret, recovery codes and the session that turned it on. */
  async function withTwoFactor(api: ApiClient, username: string, password: string) {
    const token = (await api.login({ username, password })).json().value.token as string;
    const setup = await api.post(PATHS.setup, undefined, auth(token));
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.json().value as { secret: string; otpauthUri: string; qrCode: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const enabled = await api.post(PATHS.enable, { code: codeAt(secret) }, auth(token));
    expect(enabled.statusCode).toBe(200);
    return { secret, token, recoveryCodes: enabled.json().value.recoveryCodes as string[] };
  }

  describe('authenticator codes (clock injected)', () => {
    const T0 = new Date('2026-03-01T12:00:10Z');
    let clock = T0;
    const service = () =>
      twoFactorService({
        repo: securityRepo(t.runtime.database.db),
        box: secretBox('test'),
        limits: rateLimiter(memoryCache()),
        issuer: async () => 'Lobby',
        now: () => clock,
      });
    const at = (secret: string, date: Date, stepOffset = 0) =>
      generateSync({ secret, epoch: Math.floor(date.getTime() / 1000) + stepOffset * 30 });

    it('accepts the code of the step before, this one and the next, never one further, and never twice', async () => {
      const member = await register({ username: 'totpclock1', password: 'clock-pass-1' });
      const twoFactor = service();
      clock = T0;
      const { secret } = await twoFactor.setup(member);
      await twoFactor.enable(member.id, at(secret, T0, -1));
      // Two steps away on either side: refused.
      expect(await twoFactor.check(member.id, at(secret, T0, 2))).toBe(false);
      expect(await twoFactor.check(member.id, at(secret, T0, -2))).toBe(false);
      // The step enabling used (-1) is spent; this step and the next are within the window.
      expect(await twoFactor.check(member.id, at(secret, T0, -1))).toBe(false);
      expect(await twoFactor.check(member.id, at(secret, T0, 0))).toBe(true);
      expect(await twoFactor.check(member.id, at(secret, T0, 0))).toBe(false);
      expect(await twoFactor.check(member.id, at(secret, T0, 1))).toBe(true);
      // Replayed a little later, still within its window: refused.
      clock = new Date(T0.getTime() + 20_000);
      expect(await twoFactor.check(member.id, at(secret, T0, 1))).toBe(false);
      // Time went on: the new step's code works.
      clock = new Date(T0.getTime() + 60_000);
      expect(await twoFactor.check(member.id, at(secret, clock))).toBe(true);
      expect(await twoFactor.check(member.id, '000000')).toBe(false);
    });

    it('turns on only with a right code, keeps the secret sealed, and takes each recovery code once', async () => {
      const member = await register({ username: 'totpclock2', password: 'clock-pass-2' });
      const twoFactor = service();
      clock = T0;
      const { secret } = await twoFactor.setup(member);
      await expect(twoFactor.enable(member.id, at(secret, T0, 3))).rejects.toMatchObject({ code: 'twoFactor.invalid' });
      expect(await twoFactor.isOn(member.id)).toBe(false);
      // A member without two-factor on has no code to check, not even the pending secret's.
      expect(await twoFactor.check(member.id, at(secret, T0))).toBe(false);
      const { recoveryCodes } = await twoFactor.enable(member.id, at(secret, T0));
      expect(recoveryCodes).toHaveLength(10);
      const stored = await securityRepo(t.runtime.database.db).twoFactorOf(member.id);
      expect(stored?.secret).not.toContain(secret);
      await expect(twoFactor.setup(member)).rejects.toMatchObject({ code: 'twoFactor.state' });

      const [first, second] = recoveryCodes as [string, string];
      expect(await twoFactor.check(member.id, first)).toBe(true);
      expect(await twoFactor.check(member.id, first)).toBe(false);
      expect((await twoFactor.overview(member.id)).recoveryCodesLeft).toBe(9);
      expect(await twoFactor.check(member.id, second)).toBe(true);
      expect((await twoFactor.overview(member.id)).recoveryCodesLeft).toBe(8);
    });
  });

  describe('over HTTP', () => {
    beforeAll(async () => {
      await register({ username: 'secure01', password: 'secure-pass-1' });
      await register({
        username: 'secure02',
        password: 'secure-pass-2',
        countryDialingCode: '+95',
        mobile: '9300000002',
      });
      await register({ username: 'secure03', password: 'secure-pass-3' });
      await register({ username: 'secure04', password: 'secure-pass-4' });
      await register({ username: 'secure05', password: 'secure-pass-5' });
      await register({ username: 'secure06', password: 'secure-pass-6' });
    });

    it('refuses a password login without the code, and opens the session with it', async () => {
      const api = apiClient(t, '10.23.0.1');
      const { secret } = await withTwoFactor(api, 'secure01', 'secure-pass-1');
      expect(
        (
          await api.get(
            PATHS.overview,
            auth((await api.login({ username: 'secure03', password: 'secure-pass-3' })).json().value.token),
          )
        ).json().value,
      ).toEqual({ twoFactorEnabled: false, recoveryCodesLeft: 0 });

      const first = await api.login({ username: 'secure01', password: 'secure-pass-1' });
      expect(first.statusCode).toBe(401);
      expect(first.json().errorCode).toBe('login.twoFactorRequired');
      expect(first.json().value).toBeUndefined();
      const ticket = first.json().data.twoFactorTicket as string;

      const wrong = await api.post(PATHS.secondStep, { ticket, code: '000000' });
      expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, 'twoFactor.invalid']);
      const right = await api.post(PATHS.secondStep, { ticket, code: codeAt(secret, 30) }, { 'user-agent': PHONE_UA });
      expect(right.statusCode).toBe(200);
      const token = right.json().value.token as string;
      expect((await api.memberInfo(token)).json().value.account).toBe('secure01');
      // The ticket opened one session: it is gone.
      expect((await api.post(PATHS.secondStep, { ticket, code: codeAt(secret, 30) })).json().errorCode).toBe(
        'twoFactor.expired',
      );

      const overview = (await api.get(PATHS.overview, auth(token))).json().value;
      expect(overview).toEqual({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
      // The secret never leaves the server again.
      expect((await api.post(PATHS.setup, undefined, auth(token))).json().errorCode).toBe('twoFactor.state');

      const history = (await api.get(PATHS.logins, auth(token))).json().value as {
        success: boolean;
        twoFactor: boolean;
        failure: string | null;
        method: string;
        device: { os: string | null; type: string };
        place: { maskedIp: string };
      }[];
      expect(history[0]).toMatchObject({ success: true, twoFactor: true, method: 'password', failure: null });
      expect(history[0]!.device).toMatchObject({ type: 'mobile', os: 'iOS 17.4' });
      expect(history[0]!.place.maskedIp).toBe('10.23.0.*');
      expect(history[1]).toMatchObject({ success: false, twoFactor: true, failure: 'code' });
    });

    it('refuses an SMS login without the code, and takes a recovery code once', async () => {
      const api = apiClient(t, '10.23.0.2');
      const { recoveryCodes } = await withTwoFactor(api, 'secure02', 'secure-pass-2');
      const phone = { mobileNum: '9300000002', countryDialingCode: '+95' };
      const smsLogin = async () => {
        await api.post('/wps/verification/sms/noLogin', phone);
        const code = (await latestSmsCode(t.app, '+95 9300000002'))!;
        return api.login({ type: 'sms', ...phone, verificationCode: code });
      };
      const first = await smsLogin();
      expect([first.statusCode, first.json().errorCode]).toEqual([401, 'login.twoFactorRequired']);
      const recovery = recoveryCodes[0]!;
      // Typed with a dash and in lower case, as people copy them.
      const typed = `${recovery.slice(0, 5)}-${recovery.slice(5)}`.toLowerCase();
      const right = await api.post(PATHS.secondStep, { ticket: first.json().data.twoFactorTicket, code: typed });
      expect(right.statusCode).toBe(200);
      expect(right.json().value.userName).toBe('secure02');

      // (A second SMS would wait its turn: the same member by password.)
      const again = await api.login({ username: 'secure02', password: 'secure-pass-2' });
      const reused = await api.post(PATHS.secondStep, { ticket: again.json().data.twoFactorTicket, code: recovery });
      expect(reused.json().errorCode).toBe('twoFactor.invalid');
      const history = (await api.get(PATHS.logins, auth(right.json().value.token))).json().value as {
        method: string;
        success: boolean;
      }[];
      expect(history.slice(0, 2)).toMatchObject([
        { method: 'password', success: false, failure: 'code' },
        { method: 'sms', success: true, twoFactor: true },
      ]);
    });

    it('lets a ticket try a few codes only', async () => {
      const api = apiClient(t, '10.23.0.3');
      await withTwoFactor(api, 'secure04', 'secure-pass-4');
      const ticket = (await api.login({ username: 'secure04', password: 'secure-pass-4' })).json().data
        .twoFactorTicket as string;
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push((await api.post(PATHS.secondStep, { ticket, code: '123456' })).json().errorCode);
      expect(answers.slice(0, 5).every((code) => code === 'twoFactor.invalid' || code === 'login.tooMany')).toBe(true);
      expect(answers[5]).toBe('twoFactor.expired');
    });

    it('turns off only with the password and a code', async () => {
      const api = apiClient(t, '10.23.0.4');
      const { secret, token } = await withTwoFactor(api, 'secure05', 'secure-pass-5');
      const noPassword = await api.sealed(
        'POST',
        PATHS.disable,
        { password: 'nope', code: codeAt(secret, 30) },
        auth(token),
      );
      expect(noPassword.json().errorCode).toBe('password.incorrect');
      const badCode = await api.sealed(
        'POST',
        PATHS.disable,
        { password: 'secure-pass-5', code: '000000' },
        auth(token),
      );
      expect(badCode.json().errorCode).toBe('twoFactor.invalid');
      const done = await api.sealed(
        'POST',
        PATHS.disable,
        { password: 'secure-pass-5', code: codeAt(secret, 30) },
        auth(token),
      );
      expect(done.statusCode).toBe(200);
      expect((await api.login({ username: 'secure05', password: 'secure-pass-5' })).statusCode).toBe(200);
    });

    it('lists the sessions with their devices, ends one for good, and ends all others but this one', async () => {
      const phone = apiClient(t, '10.23.1.1');
      const desktop = apiClient(t, '10.23.1.2');
      const third = apiClient(t, '10.23.1.3');
      const login = async (api: ApiClient, ua: string) =>
        (await api.login({ username: 'secure06', password: 'secure-pass-6' }, undefined, { 'user-agent': ua })).json()
          .value.token as string;
      const mine = await login(phone, PHONE_UA);
      const theirs = await login(desktop, DESKTOP_UA);
      const other = await login(third, DESKTOP_UA);

      const listed = (await phone.get(PATHS.sessions, auth(mine))).json().value as {
        id: string;
        current: boolean;
        device: { browser: string | null; os: string | null; type: string };
        place: { maskedIp: string };
      }[];
      expect(listed).toHaveLength(3);
      expect(listed[0]).toMatchObject({ current: true, device: { type: 'mobile', browser: 'Safari 17.4' } });
      const desktopRow = listed.find((s) => s.place.maskedIp === '10.23.1.*' && s.device.type === 'desktop')!;
      expect(desktopRow.device.browser).toBe('Chrome 126.0');

      // The desktop's session ends: its next call is the forced logout.
      const theirRow = listed.filter((s) => !s.current)[0]!;
      expect((await phone.post(PATHS.revoke, { id: theirRow.id }, auth(mine))).statusCode).toBe(200);
      const answers = await Promise.all([theirs, other].map((token) => desktop.memberInfo(token)));
      expect(answers.map((a) => a.json().errorCode ?? 'live').sort()).toEqual(['live', 'session.expired']);
      expect((await phone.post(PATHS.revoke, { id: theirRow.id }, auth(mine))).statusCode).toBe(404);
      // Another member cannot end it (nor learn it exists).
      const stranger = (await third.login({ username: 'secure03', password: 'secure-pass-3' })).json().value
        .token as string;
      expect((await third.post(PATHS.revoke, { id: listed[0]!.id }, auth(stranger))).statusCode).toBe(404);

      const others = await phone.post(PATHS.revokeOthers, undefined, auth(mine));
      expect(others.json().value).toEqual({ revoked: 1 });
      for (const token of [theirs, other]) expect((await desktop.memberInfo(token)).statusCode).toBe(401);
      expect((await phone.memberInfo(mine)).statusCode).toBe(200);
      expect(((await phone.get(PATHS.sessions, auth(mine))).json().value as unknown[]).length).toBe(1);
    });

    it('records failed logins of a member in their history, with where they came from', async () => {
      const api = apiClient(t, '10.23.2.1');
      await api.login({ username: 'secure03', password: 'wrong-password' }, undefined, { 'user-agent': DESKTOP_UA });
      const token = (
        await api.login({ username: 'secure03', password: 'secure-pass-3' }, undefined, { 'user-agent': PHONE_UA })
      ).json().value.token as string;
      const history = (await api.get(PATHS.logins, auth(token))).json().value as {
        success: boolean;
        failure: string | null;
        twoFactor: boolean;
        place: { maskedIp: string };
        device: { type: string };
      }[];
      const fromHere = history.filter((h) => h.place.maskedIp === '10.23.2.*');
      expect(fromHere.slice(0, 2)).toMatchObject([
        { success: true, failure: null, twoFactor: false, device: { type: 'mobile' } },
        { success: false, failure: 'password', device: { type: 'desktop' } },
      ]);
      // Not a member's business: the list needs a session.
      expect((await api.get(PATHS.logins)).statusCode).toBe(401);
    });
  });
});
