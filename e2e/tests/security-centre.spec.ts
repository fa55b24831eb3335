import { generateSync } from 'otplib';
import { expect, test } from './fixtures';
import {
  chooseLanguage,
  expectAccessible,
  forgetSession,
  logIn,
  prefer,
  registerMember,
  snap,
  submitLogin,
} from './support';

// English, unless a test chooses another language itself (it then survives the test's own navigations).
prefer('en', 'dark', { unlessChosen: true });

// Each test registers a member of its own: two-factor sign-in must not touch the demo member other files log in as.
const PASSWORD = 'Secure123';
const MEMBER = { prefix: 'sec', password: PASSWORD };

// Each flow registers, logs in more than once and reads several screens: over 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The authenticator's code now, or `stepOffset` steps of 30 s away (within the server's window). */
const codeOf = (secret: string, stepOffset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });

test('a member turns on two-factor sign-in from the security centre, then logs in with a code', async ({ page }) => {
  const name = await registerMember(page, MEMBER);

  // One tap from the member home.
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Security centre' }).click();
  await expect(page).toHaveURL(/\/m\/member\/security$/);
  const centre = page.getByTestId('security-centre');
  await expect(centre.getByTestId('two-factor-state')).toHaveText('Off');
  await expect(centre.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
  await expectAccessible(page);

  await centre.getByRole('button', { name: 'Turn on' }).click();
  const setup = centre.getByTestId('two-factor-setup');
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await snap(page, 'security-two-factor-setup-en');
  await expectAccessible(page);
  // A wrong code turns nothing on.
  await setup.getByLabel('Code from the app').fill('000000');
  await setup.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(setup.getByRole('alert')).toHaveText(
    'The code is not right. Check your authenticator app and try again.',
  );
  await setup.getByLabel('Code from the app').fill(codeOf(secret));
  await setup.getByRole('button', { name: 'Confirm and turn on' }).click();
  const recovery = centre.getByTestId('recovery-codes');
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await recovery.getByRole('button', { name: 'I have saved them' }).click();
  await expect(centre.getByTestId('two-factor-state')).toHaveText('On');
  await expect(centre.getByText('Recovery codes left: 10')).toBeVisible();

  // Logged out, the password alone no longer opens the account: the code is asked.
  await forgetSession(page);
  await submitLogin(page, name, PASSWORD);
  const step = page.getByTestId('two-factor-step');
  await expect(step.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expect(page.getByTestId('member-name')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'security-login-code-en');
  await step.getByLabel('Code').fill('123456');
  await step.getByRole('button', { name: 'Log in' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'The code is not right. Check your authenticator app and try again.',
  );
  // The code that turned it on is spent: the next step's code, within the window, opens the session.
  await step.getByLabel('Code').fill(codeOf(secret, 1));
  await step.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('member-name')).toHaveText(name);

  // The history names both tries: the wrong code and the right one.
  await page.goto('/m/member/security');
  const history = page.getByTestId('login-history-entry');
  await expect(history.first()).toContainText('Signed in');
  await expect(history.first()).toContainText('with two-factor');
  await expect(history.nth(1)).toContainText('Wrong two-factor code');
});

test('a member logs out another device from the security centre, which then sees the forced logout', async ({
  page,
  browser,
}) => {
  const name = await registerMember(page, MEMBER);

  // A second device (its own browser context, so its own session storage).
  const other = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  });
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' })),
  );
  await logIn(otherPage, name, PASSWORD);
  await expect(otherPage.getByTestId('member-name')).toHaveText(name);

  await page.goto('/m/member/security');
  const sessions = page.getByTestId('active-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.nth(1)).toContainText('Computer · Chrome 126.0 · Windows');
  await expect(page.getByText('no location database is available')).toBeVisible();
  await snap(page, 'security-sessions-en');
  await expectAccessible(page);

  await sessions
    .nth(1)
    .getByRole('button', { name: /^Log out Chrome/ })
    .click();
  await expect(sessions).toHaveCount(1);

  // The other device hears it at once through its push channel, without a call of its own:
  // home, with the forced-logout message.
  await expect(otherPage.getByRole('alert')).toHaveText('The account has been logged out, please log in again');
  await expect(otherPage).toHaveURL(/\/m\/home$/);
  await expect(otherPage.getByTestId('member-name')).toHaveCount(0);
  await other.close();

  // This device stays logged in.
  await page.reload();
  await expect(page.getByTestId('member-name')).toHaveText(name);
});

test('the security centre and the login code step read in Burmese and Chinese', async ({ page }) => {
  await registerMember(page, MEMBER);
  const titles = { my: 'လုံခြုံရေး စင်တာ', cn: '安全中心' } as const;
  for (const language of ['my', 'cn'] as const) {
    await chooseLanguage(page, language);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: titles[language] }).click();
    await expect(page.getByTestId('active-session')).toHaveCount(1);
    await expect(page.getByTestId('login-history-entry').first()).toBeVisible();
    await snap(page, `security-centre-${language}`);
    await expectAccessible(page);
  }
});

/** The other device's words: its login dialog, and why its session ended. */
const ENDED = {
  my: {
    login: { dialog: 'ဝင်ရောက်ရန်', username: 'အသုံးပြုသူအမည်', password: 'စကားဝှက်', submit: 'ဝင်ရောက်ရန်' },
    reason: 'အကောင့်မှ ထွက်ပြီးဖြစ်သည်၊ ကျေးဇူးပြု၍ ပြန်လည်ဝင်ရောက်ပါ',
  },
  en: {
    login: { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' },
    reason: 'The account has been logged out, please log in again',
  },
  cn: {
    login: { dialog: '登录', username: '用户名', password: '密码', submit: '登录' },
    reason: '账号已登出，请重新登录',
  },
} as const;

for (const language of ['my', 'en', 'cn'] as const) {
  test(`${language}: a device logged out from another is sent home at once and told why, from a member page as from the inbox`, async ({
    page,
    browser,
  }) => {
    const words = ENDED[language];
    const name = await registerMember(page, MEMBER);
    const logOutOthers = async () => {
      await page.goto('/m/member/security');
      await page.getByRole('button', { name: 'Log out all other devices' }).click();
      await expect(page.getByText('Other devices logged out: 1')).toBeVisible();
    };
    // The other device reads the site in its own language.
    const other = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const device = await other.newPage();
    await device.addInitScript(
      (l) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: 'dark' })),
      language,
    );
    const toldWhy = async () => {
      // Pushed: no reload, no call of the device's own.
      await expect(device).toHaveURL(/\/m\/home$/, { timeout: 2_000 });
      await expect(device.getByRole('dialog').getByRole('alert')).toHaveText(words.reason);
      await expect(device.getByTestId('member-name')).toHaveCount(0);
    };

    // On the profile.
    await logIn(device, name, PASSWORD, words.login);
    await device.goto('/m/member/home');
    await expect(device.getByTestId('member-name')).toHaveText(name);
    await logOutOthers();
    await toldWhy();
    await snap(device, `forced-logout-home-${language}`);
    await expectAccessible(device);
    // Said once: closed, it does not come back.
    await device.keyboard.press('Escape');
    await expect(device.getByRole('dialog')).toHaveCount(0);
    await device.reload();
    await expect(device.getByRole('dialog')).toHaveCount(0);

    // On the inbox.
    await logIn(device, name, PASSWORD, words.login);
    await device.goto('/m/inbox');
    await expect(device.getByTestId('member-name')).toHaveText(name);
    await logOutOthers();
    await toldWhy();
    await other.close();
  });
}
