import { expect, test } from './fixtures';
import { expectAccessible, latestCaptchaAnswer, pickBirthday, prefer, snap } from './support';

test.describe('account popups in English', () => {
  prefer('en');

  test('login, register and forgot replace one another over the screen; closing stays there', async ({ page }) => {
    await page.goto('/m/live-games');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    // Any modal locks the page's scrolling.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.getByRole('dialog').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/live-games$/);
    await snap(page, 'forgot-popup-en-dark');
    await expectAccessible(page);

    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/live-games$/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a registration in the popup turns into the login popup with the new name, and logging in stays on the screen', async ({
    page,
  }) => {
    await page.goto('/m/fishing-games');
    await page.getByRole('link', { name: 'Register' }).click();
    const form = page.getByTestId('register-form');
    const name = `pop${Date.now().toString(36).slice(-6)}`;
    await form.getByLabel('Username').fill(name);
    await form.getByLabel('Password', { exact: true }).fill('Secret123');
    await form.getByLabel('Confirm password').fill('Secret123');
    await pickBirthday(page, { year: 'Year', month: 'Month', day: 'Day' }, { year: 1992, month: 7, day: 9 });
    await form.getByLabel('No limit for now').check();
    await form.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
    await form.getByRole('button', { name: 'Register' }).click();

    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('status')).toHaveText('Registered successfully, ready for login');
    await expect(login.getByLabel('Username')).toHaveValue(name);
    await login.getByLabel('Password', { exact: true }).fill('Secret123');
    await login.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/fishing-games$/);
    await expect(page.getByTestId('member-name')).toHaveText(name);
  });

  test('the register popup opens once its captcha has come, showing that very image', async ({ page }) => {
    await page.goto('/m/slot-games');
    const captchas: string[] = [];
    let answered = 0;
    // The real server answers, a second late: the popup waits for it.
    await page.route('**/wps/captcha**', async (route) => {
      captchas.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
      answered = Date.now();
    });
    await page.getByRole('link', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await page.waitForTimeout(600);
    await expect(dialog).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(answered).toBeGreaterThan(0);
    await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    // The image the popup waited for is the one shown: one captcha, not a second.
    await page.waitForTimeout(300);
    expect(captchas).toHaveLength(1);
    // Tapping the image still brings a new one.
    await dialog.getByRole('button', { name: 'New captcha' }).click();
    await expect.poll(() => captchas.length).toBe(2);
  });

  test('the profile tab sends a visitor to login', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('account routes in Burmese', () => {
  prefer('my', 'light');

  test('closing a dialog on its own route goes home; the login dialog chooses the language with flags', async ({
    page,
  }) => {
    await page.goto('/m/forget');
    const forgot = page.getByRole('dialog', { name: 'စကားဝှက် မေ့နေသည်' });
    await expect(forgot).toBeVisible();
    await forgot.getByRole('button', { name: 'ပိတ်ရန်' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/m/login');
    const login = page.getByRole('dialog', { name: 'ဝင်ရောက်ရန်' });
    await login.getByLabel('အသုံးပြုသူအမည်').fill('ab');
    await login.getByLabel('အသုံးပြုသူအမည်').blur();
    await login.getByTestId('language-button').click();
    // The language popup loads with its first opening.
    await expect(page.getByTestId('language-list')).toBeVisible();
    await snap(page, 'login-language-my-light');
    await expectAccessible(page);
    await page.getByTestId('language-list').getByRole('button', { name: 'English', exact: true }).click();
    // The login dialog stays, now in English, and its filled field is judged again in English.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('change password popup in Chinese', () => {
  prefer('cn');

  test('a member opens it from settings; closing keeps the settings screen', async ({ page }) => {
    await page.goto('/m/set');
    // A visitor has nothing to change.
    await expect(page.getByRole('button', { name: '修改', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: '登录' }).click();
    const login = page.getByRole('dialog', { name: '登录' });
    await login.getByLabel('用户名').fill('demo01');
    await login.getByLabel('密码', { exact: true }).fill('Demo-pass-01');
    await login.getByTestId('login-form').getByRole('button', { name: '登录' }).click();
    await expect(page.getByTestId('member-name')).toHaveText('demo01');
    await expect(page).toHaveURL(/\/m\/set$/);

    await page.getByRole('button', { name: '修改', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog.getByTestId('change-password-form')).toBeVisible();
    await snap(page, 'change-password-popup-cn-dark');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/set$/);
  });
});
