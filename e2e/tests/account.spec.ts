import { expect, test, waitForQuiet } from './fixtures';
import { chooseLanguage, expectAccessible, prefer, registerMember, snap } from './support';

prefer('en', 'dark', { unlessChosen: true });

test('a visitor logs in with the demo account over an encrypted body, and logs out after confirming', async ({
  page,
}) => {
  const logins: { headers: Record<string, string>; body: string }[] = [];
  page.on(
    'request',
    (r) => r.url().includes('/wps/session/login') && logins.push({ headers: r.headers(), body: r.postData() ?? '' }),
  );
  await page.goto('/m/slot-games');
  // The header opens login as a popup over the current screen.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/slot-games$/);

  // Empty fields: translated errors, focus on the first, nothing sent.
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByText('Please enter the username and password')).toHaveCount(2);
  await expect(page.getByLabel('Username')).toBeFocused();
  expect(logins).toHaveLength(0);
  await snap(page, 'login-errors-en-dark');
  await expectAccessible(page);

  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('Sorry, the user does not exist or is disabled');
  // The password never travels in the clear.
  expect(logins[0]!.headers['encryption']).toBe('RSA-OAEP-256+A256GCM');
  expect(logins[0]!.body).not.toContain('wrong-password');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');

  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-01');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  // Success closes the popup and leaves the member where they were.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.getByTestId('member-name')).toHaveText('demo01');
  expect(await page.evaluate(() => sessionStorage.getItem('lobby.session'))).toContain('demo01');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('Demo-pass-01');
  await snap(page, 'slot-games-member-en-dark');

  // A reload keeps the session (session storage).
  await page.reload();
  await expect(page.getByTestId('member-name')).toHaveText('demo01');

  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog).toContainText('Do you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('member-name')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("an account of type 40 is told 'Non-member account unable to login' and stays logged out", async ({ page }) => {
  await page.goto('/m/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('staff01');
  await login.getByLabel('Password', { exact: true }).fill('Staff-pass-01');
  await login.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('Non-member account unable to login');
  await expect(page.getByTestId('member-name')).toHaveCount(0);
  await expectAccessible(page);
});

test('a token the server no longer knows ends the session with the forced-logout message', async ({
  page,
  request,
}) => {
  // A login, a server-side logout and a reload: near 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/m/home');
  await chooseLanguage(page, 'cn');
  await page.goto('/m/login');
  await page.getByLabel('用户名').fill('demo01');
  await page.getByLabel('密码', { exact: true }).fill('Demo-pass-01');
  await page.locator('form').getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('member-name')).toHaveText('demo01');
  // Nothing of this page is still on its way: a late request would meet the revoked token here,
  // on the page being left, rather than on the next one.
  await waitForQuiet(page);
  // The session is revoked elsewhere (another device changed the password, an operator...).
  const token = JSON.parse((await page.evaluate(() => sessionStorage.getItem('lobby.session')))!).token as string;
  await request.delete('/wps/session/logout', {
    headers: { Merchant: 'DEMO', Device: 'MOBILE', Authorization: token },
  });
  await page.goto('/m/home');
  await expect(page.getByRole('alert')).toHaveText('账号已登出，请重新登录');
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
});

test('a member changes the password: same as old refused, saved, then home; a visitor is sent home', async ({
  page,
}) => {
  await page.goto('/m/changePsw');
  await expect(page).toHaveURL(/\/m\/home$/);

  // A member of its own: changing the shared demo password would end the demo sessions of tests
  // running beside this one (at once, by the push channel).
  const name = await registerMember(page, { prefix: 'pwd', password: 'Demo-pass-01' });
  await page.evaluate(() => sessionStorage.clear());
  const logIn = async (password: string) => {
    await page.goto('/m/login');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('member-name')).toHaveText(name);
  };
  const changeTo = async (from: string, to: string) => {
    await page.goto('/m/changePsw');
    const form = page.getByTestId('change-password-form');
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // Not filled yet: the button looks it, and a tap says what is missing rather than nothing.
    expect(await save.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
    // aria-disabled: Playwright's click would wait for it to be enabled; a finger just taps.
    await save.click({ force: true });
    await expect(form.getByText('Please fill in this field')).toHaveCount(2);
    await expect(form.getByText('Please enter the password again')).toBeVisible();
    await form.getByLabel('Current password').fill(from);
    await form.getByLabel('New password', { exact: true }).fill(to);
    await form.getByLabel('Confirm new password').fill(to);
    await form.getByRole('button', { name: 'Save' }).click();
  };

  await logIn('Demo-pass-01');
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(r.url()));
  await changeTo('Demo-pass-01', 'Demo-pass-01');
  await expect(page.getByText('The new password and the old password cannot be the same')).toBeVisible();
  expect(puts).toHaveLength(0);
  await snap(page, 'change-password-same-en-dark');
  await expectAccessible(page);

  // A wrong current password is named as such (not 'user does not exist'); it counts like a failed login.
  await changeTo('Wrong-pass-09', 'Demo-pass-02');
  await expect(page.getByTestId('change-password-form').getByRole('alert')).toHaveText('The old password is incorrect');
  await expect(page.getByTestId('member-name')).toHaveText(name);

  // The password manager is told whose password changes; the remembered login names the account.
  await expect(page.getByTestId('change-password-form').locator('input[autocomplete="username"]')).toHaveValue(name);
  await page.evaluate(() =>
    localStorage.setItem(
      'lobby.rememberedLogin',
      JSON.stringify({ type: 'username', username: 'someone-else', mobileNum: '', countryDialingCode: '+95' }),
    ),
  );
  await changeTo('Demo-pass-01', 'Demo-pass-02');
  await expect(page.getByRole('status')).toHaveText('Saved');
  const remembered = await page.evaluate(() => localStorage.getItem('lobby.rememberedLogin') ?? '');
  expect(JSON.parse(remembered)).toMatchObject({ type: 'username', username: name });
  expect(remembered).not.toContain('Demo-pass-02');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-name')).toHaveText(name);

  // The new password works.
  await page.evaluate(() => sessionStorage.clear());
  await logIn('Demo-pass-02');
});
