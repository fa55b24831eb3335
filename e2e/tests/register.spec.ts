import { operatorHeaders } from '../operator';
import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  latestCaptchaAnswer,
  latestSmsCode,
  pickBirthday,
  prefer,
  snap,
} from './support';

const EN = { year: 'Year', month: 'Month', day: 'Day' };

test.describe('registration in English', () => {
  prefer('en');

  test('by username: the rules of the server, the invitation check, the disclaimer, then login', async ({ page }) => {
    const registrations: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/wps/member/register') && r.method() === 'PUT' && registrations.push(r.postData() ?? ''),
    );
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await expect(form.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');

    // Nothing filled: the first invalid field gets the focus and nothing is sent.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByLabel('Username')).toBeFocused();
    await expect(form.getByText('Please fill in this field').first()).toBeVisible();
    // The confirmation and the captcha say what is missing in the spec's own words.
    await expect(form.getByText('Please enter the password again')).toBeVisible();
    await expect(form.getByText('Enter a captcha')).toBeVisible();
    expect(registrations).toHaveLength(0);

    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Password', { exact: true }).fill('secret');
    await form.getByLabel('Confirm password').fill('other');
    await pickBirthday(page, EN, { year: new Date().getFullYear() - 10, month: 1, day: 1 });
    // The brand also asks, optionally, for a real name and a Telegram handle.
    await form.getByLabel('Real name (optional)').fill('Aung1');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Name format is not valid')).toBeVisible();
    await expect(form.getByText('At least 4 characters')).toBeVisible();
    await expect(form.getByText('Password format is incorrect')).toBeVisible();
    await expect(form.getByText('Confirmation password not matched')).toBeVisible();
    await expect(form.getByText('You must be 18 or older')).toBeVisible();
    await snap(page, 'register-errors-en-dark');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    const name = `e2e${Date.now().toString(36).slice(-6)}`;
    await form.getByLabel('Username').fill(name);
    await form.getByLabel('Username').blur();
    await expect(form.getByText('This username is available')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('Secret123');
    await form.getByLabel('Confirm password').fill('Secret123');
    await pickBirthday(page, EN, { year: 1990, month: 5, day: 20 });
    await form.getByLabel('Real name (optional)').fill('Aung Aung');
    await expect(form.getByText('Name format is not valid')).toHaveCount(0);
    await form.getByLabel('Telegram (optional)').fill('@aung_e2e');

    // Unticking the disclaimer stops the submit and says why.
    await form.getByRole('checkbox').uncheck();
    await expect(form.getByText('Please accept the terms to continue')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'terms and conditions' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

    // A daily deposit limit is the default choice: registering asks for one, or for "No limit for now".
    await form.getByRole('button', { name: 'I have an invitation code' }).click();
    await form.getByLabel('Invitation code').fill('NOPE1');
    await form.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
    await expect(form.getByLabel('Set a limit')).toBeChecked();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Enter your daily limit, or choose No limit for now.')).toBeVisible();
    await expect(form.getByLabel('Most I deposit in a day (MMK)')).toBeFocused();
    expect(registrations).toHaveLength(0);
    await form.getByLabel('No limit for now').check();
    await expect(form.getByLabel('Most I deposit in a day (MMK)')).toHaveCount(0);

    // An unknown invitation code is refused before registering, in the opened referral section.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Invalid invitation code')).toBeVisible();
    await expect(form.getByLabel('Invitation code')).toBeFocused();
    expect(registrations).toHaveLength(0);

    await form.getByLabel('Invitation code').fill('');
    await form.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('status')).toHaveText('Registered successfully, ready for login');
    expect(registrations[0]).not.toContain('Secret123');
    await expect(page.getByLabel('Username')).toHaveValue(name);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('member-name')).toHaveText(name);
  });

  test('sent empty, the first invalid field on screen takes the focus, by mobile number as by username', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    const register = form.getByRole('button', { name: 'Register' });
    await form.getByRole('tab', { name: 'Mobile number' }).click();
    await register.click();
    await expect(form.getByLabel('Mobile number', { exact: true })).toBeFocused();
    // With a number, the code under it is next.
    await form.getByLabel('Mobile number', { exact: true }).fill('912345678');
    await register.click();
    await expect(form.getByLabel('SMS code')).toBeFocused();
    // Back on the username tab, the username is first again.
    await form.getByRole('tab', { name: 'Username' }).click();
    await register.click();
    await expect(form.getByLabel('Username')).toBeFocused();
  });

  test('a taken username and a wrong captcha come back as messages on their fields', async ({ page }) => {
    await page.goto('/m/register.html');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username').fill('demo01');
    await form.getByLabel('Username').blur();
    await expect(form.getByText('Sorry, the username already exists')).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('Secret123');
    await form.getByLabel('Confirm password').fill('Secret123');
    await pickBirthday(page, EN, { year: 1990, month: 5, day: 20 });
    await form.getByLabel('No limit for now').check();
    await form.getByLabel('Captcha', { exact: true }).fill('000000');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('The captcha is wrong, please try the new one.')).toBeVisible();
    await form.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Sorry, the username already exists')).toBeVisible();
  });
});

test.describe('the human check before an SMS code, in English', () => {
  prefer('en');

  test('with the brand asking for one, the send button asks for a captcha first; a wrong one says so, a right one sends', async ({
    page,
    baseURL,
  }) => {
    const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
    const humanCheck = (on: boolean) =>
      page.request.put('/__ops/whitelabel', { headers, data: { merchantCode: 'DEMO', flags: { smsHumanCheck: on } } });
    expect((await humanCheck(true)).ok()).toBe(true);
    try {
      const mobile = `9${String(Date.now()).slice(-9)}`;
      await page.goto('/m/register');
      const form = page.getByTestId('register-form');
      await form.getByRole('tab', { name: 'Mobile' }).click();
      await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
      await form.getByRole('button', { name: 'Send code' }).click();
      const check = page.getByRole('dialog', { name: 'Security check' });
      await expect(check.getByRole('img', { name: 'Captcha image' })).toBeVisible();
      await snap(page, 'sms-human-check-en-dark');
      await expectAccessible(page);
      // Closing sends nothing.
      await check.getByRole('button', { name: 'Close' }).click();
      await expect(check).toHaveCount(0);
      await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();

      await form.getByRole('button', { name: 'Send code' }).click();
      await check.getByLabel('Captcha', { exact: true }).fill('000000');
      await check.getByRole('button', { name: 'Send code' }).click();
      await expect(form.getByText('The captcha is wrong, please try the new one.')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();

      await form.getByRole('button', { name: 'Send code' }).click();
      await expect(check.getByRole('img', { name: 'Captcha image' })).toBeVisible();
      await check.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
      await check.getByRole('button', { name: 'Send code' }).click();
      await expect(form.getByRole('button', { name: /Resend in/ })).toBeDisabled();
      // Focus comes back to the form, on the code field where the code goes, not lost on the page.
      await expect(form.getByLabel('SMS code')).toBeFocused();
      expect(await latestSmsCode(page, `+95 ${mobile}`)).toMatch(/^\d{6}$/);
    } finally {
      await humanCheck(false);
    }
  });
});

test.describe('registration in Chinese, light', () => {
  prefer('cn', 'light');

  test('by mobile number with the SMS code from the outbox', async ({ page }) => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByRole('tab', { name: '手机号' }).click();
    const send = form.getByRole('button', { name: '获取验证码' });
    // The button waits for a valid number (spec section 5).
    await expect(send).toBeDisabled();
    await form.getByLabel('手机号', { exact: true }).fill(mobile);
    await send.click();
    await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const code = await latestSmsCode(page, `+95 ${mobile}`);
    await form.getByLabel('短信验证码').fill(code);
    await form.getByLabel('密码', { exact: true }).fill('Secret123');
    await form.getByLabel('确认密码').fill('Secret123');
    await pickBirthday(page, { year: '年', month: '月', day: '日' }, { year: 1988, month: 2, day: 29 });
    // The default choice: a daily deposit limit, in force from the first session.
    await form.getByLabel('每天最多存款 (MMK)').fill('100000');
    await form.getByLabel('验证码', { exact: true }).fill(await latestCaptchaAnswer(page));
    await snap(page, 'register-mobile-cn-light');
    await expectAccessible(page);
    await form.getByRole('button', { name: '注册' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('status')).toHaveText('注册成功，请登录');
    await expect(page.getByLabel('用户名')).toHaveValue(mobile);
  });
});

/** The Burmese words of the registration form. */
const MY = {
  byMobile: 'ဖုန်းနံပါတ်',
  mobile: 'ဖုန်းနံပါတ်',
  sendCode: 'ကုဒ်ပို့ရန်',
  smsCode: 'SMS ကုဒ်',
  captcha: 'အတည်ပြုကုဒ်',
};

test.describe('registration in Burmese', () => {
  prefer('my');

  test('messages are Burmese and the form fits the phone', async ({ page }) => {
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByRole('button', { name: 'စာရင်းသွင်းရန်' }).click();
    await expect(form.getByText('ဤအကွက်ကို ဖြည့်ပါ').first()).toBeVisible();
    // Burmese puts the object before the verb: the terms link, then 'accept'.
    const disclaimer = form.locator('label', { has: page.getByRole('button', { name: 'စည်းကမ်းချက်များ' }) });
    await expect(disclaimer).toHaveText(/စည်းကမ်းချက်များကို လက်ခံပါသည်$/);
    await expectNoHorizontalOverflow(page);
    await snap(page, 'register-errors-my-dark');
    await expectAccessible(page);
  });

  test('by mobile: the code field sits under the number and keeps its width while the countdown runs', async ({
    page,
  }) => {
    await page.goto('/m/register');
    const form = page.getByTestId('register-form');
    await form.getByRole('tab', { name: MY.byMobile }).click();
    await form.getByLabel(MY.mobile, { exact: true }).fill(`9${String(Date.now()).slice(-9)}`);
    await form.getByRole('button', { name: MY.sendCode }).click();
    await expect(form.getByRole('button', { name: /ထပ်ပို့ရန်/ })).toBeDisabled();
    const box = async (label: string) => (await form.getByLabel(label, { exact: true }).boundingBox())!;
    const [mobile, code, captcha] = [await box(MY.mobile), await box(MY.smsCode), await box(MY.captcha)];
    expect(code.width).toBeGreaterThanOrEqual(150);
    expect(mobile.width).toBeGreaterThanOrEqual(150);
    // The countdown stays inside the form, however long its words.
    const formBox = (await form.boundingBox())!;
    const resend = form.getByRole('button', { name: /ထပ်ပို့ရန်/ });
    const countdown = (await resend.boundingBox())!;
    expect(countdown.x + countdown.width).toBeLessThanOrEqual(formBox.x + formBox.width + 0.5);
    expect(await resend.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
    expect(code.y).toBeGreaterThan(mobile.y);
    expect(code.y).toBeLessThan(captcha.y);
    await expectNoHorizontalOverflow(page);
    await snap(page, 'register-mobile-my-dark');
  });
});
