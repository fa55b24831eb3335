import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const SMS_PATHS = {
  register: '/wps/verification/sms/register',
  login: '/wps/verification/sms/noLogin',
  reset: '/wps/member/password/sms',
};

describe.each(TEST_DATABASES)('the human check before an SMS code on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  const ops = useOperator(t, [{ role: 'admin', brand: 'DEMO' }]);
  const humanCheck = async (on: boolean) => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/__ops/whitelabel',
      headers: ops,
      payload: { merchantCode: 'DEMO', flags: { smsHumanCheck: on } },
    });
    expect(switched.statusCode, switched.body).toBe(200);
  };
  const sent = async () => ((await t.app.inject({ url: '/__dev/outbox' })).json().value as unknown[]).length;

  it('takes the number as mobileNum or mobileNo; off, no captcha is asked', async () => {
    const api = apiClient(t, '10.9.8.1');
    expect(
      (await api.post(SMS_PATHS.register, { mobileNo: '9123400001', countryDialingCode: '+95' })).json(),
    ).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) } });
    expect(
      (await api.post(SMS_PATHS.register, { mobileNum: '9123400002', countryDialingCode: '+95' })).statusCode,
    ).toBe(200);
    expect((await api.post(SMS_PATHS.register, { countryDialingCode: '+95' })).statusCode).toBe(400);
  });

  it.each(Object.entries(SMS_PATHS))(
    'on, %s sends a code only with a solved captcha, each captcha once',
    async (_, path) => {
      await humanCheck(true);
      try {
        const api = apiClient(t, `10.9.8.${path.length}`);
        const phone = { mobileNum: `91234${String(path.length).padStart(5, '0')}`, countryDialingCode: '+95' };
        const before = await sent();
        const missing = await api.post(path, phone);
        expect([missing.statusCode, missing.json().errorCode, missing.json().data]).toEqual([
          400,
          'captcha.invalid',
          { captchaRequired: true },
        ]);
        const { captchaId } = await api.captcha();
        expect((await api.post(path, { ...phone, captchaId, captcha: '000000x' })).json().errorCode).toBe(
          'captcha.invalid',
        );
        // A wrong answer used that captcha up; a fresh one passes.
        const solved = await api.captcha();
        const res = await api.post(path, { ...phone, ...solved });
        expect([res.statusCode, res.json().success]).toEqual([200, true]);
        // Refused requests sent nothing; only the register code goes out whatever the number (login
        // and reset codes only go to numbers with an account).
        expect(await sent()).toBe(before + (path === SMS_PATHS.register ? 1 : 0));
        // The same captcha again is refused.
        expect(
          (await api.post(path, { ...phone, mobileNum: `${phone.mobileNum.slice(0, -1)}9`, ...solved })).json()
            .errorCode,
        ).toBe('captcha.invalid');
      } finally {
        await humanCheck(false);
      }
    },
  );
});
