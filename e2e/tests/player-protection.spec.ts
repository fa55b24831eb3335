import { expect, test } from './fixtures';
import {
  dealHiLo,
  deposit,
  expectAccessible,
  expectNoHorizontalOverflow,
  headerBalance,
  openHiLo,
  prefer,
  registerMember,
  snap,
  submitLogin,
} from './support';

prefer('en');

test('limits set at registration hold at the deposit; the reality check pauses Hi-Lo; a 24-hour break locks the login but not the withdrawal', async ({
  page,
}) => {
  // One member's whole way through: registration, deposit, game, break and login.
  test.setTimeout(120_000);
  // The browser's clock is ours to move: the reality check falls due without waiting 15 minutes.
  await page.clock.install();

  // Registration offers a daily deposit limit.
  const name = await registerMember(page, {
    prefix: 'rg',
    fill: async (form) => {
      // The default choice, chosen again after the helper's "No limit for now".
      await form.getByLabel('Set a limit').check();
      await form.getByLabel('Most I deposit in a day (MMK)').fill('3000');
    },
  });

  // One tap from the profile: the limit chosen at registration is in force.
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/member\/protection$/);
  const rg = page.getByTestId('responsible-gaming');
  await expect(rg.getByLabel('Daily deposit limit')).toHaveValue('3000');
  await snap(page, 'protection-page-en-dark');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  // A deposit over the limit is refused with a message that names it; one within it goes through.
  await page.goto('/m/voucherCenter');
  const form = page.getByTestId('deposit');
  await form.getByLabel(/Amount/).fill('5000');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  // Refused before the payment provider is asked: the page stays.
  await expect(form.getByRole('alert')).toHaveText('This deposit would go over your daily deposit limit of 3,000.');
  await snap(page, 'protection-deposit-limit-en-dark');
  await expectAccessible(page);
  await deposit(page, '2000');

  // A reality check every 15 minutes: mid-game it shows the session and the game waits for an answer.
  await page.goto('/m/member/protection');
  await rg.getByLabel('Remind me every').selectOption('15');
  await expect(rg.getByText('Reminder interval saved.')).toBeVisible();
  await openHiLo(page);
  await dealHiLo(page, '2');
  await page.clock.fastForward('15:30');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Amount staked')).toBeVisible();
  await expect(check.getByText('2', { exact: true })).toBeVisible();
  await expect(check.getByText('-2', { exact: true })).toBeVisible();
  await snap(page, 'protection-reality-check-en-dark');
  await expectAccessible(page);
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);

  // A 24-hour break, after a confirmation that says it cannot be ended early.
  await page.goto('/m/member/protection');
  await rg.getByRole('button', { name: '24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Lock your account for 24 hours?' });
  await expect(confirm).toContainText('This cannot be undone or ended early.');
  await snap(page, 'protection-break-confirm-en-dark');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Lock my account' }).click();
  await expect(rg.getByTestId('exclusion-active')).toContainText('You can still withdraw your balance.');
  await snap(page, 'protection-break-active-en-dark');
  await rg.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('member-name')).toHaveCount(0);

  await submitLogin(page, name, 'Secret123');
  await expect(page.getByTestId('login-form').getByRole('alert')).toContainText(
    'Your account is on a break or self-excluded until',
  );
  await snap(page, 'protection-login-refused-en-dark');
  await expectAccessible(page);

  // The balance stays the member's: the same credentials sign in to withdraw, and only that.
  await page.getByTestId('login-form').getByRole('button', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  const notice = page.getByTestId('withdraw-only-notice');
  await expect(notice.getByRole('status')).toContainText('Signed in to withdraw only. Your break ends on');
  await expect(page.getByTestId('deposit')).toHaveCount(0);
  const before = await headerBalance(page);
  const withdrawal = page.getByTestId('withdraw');
  await withdrawal.getByLabel('Account name').fill('Break Taker');
  await withdrawal.getByLabel('Account or phone number').fill('0912345678');
  await withdrawal.getByLabel(/Amount/).fill('1000');
  await withdrawal.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(withdrawal.getByRole('status')).toContainText('Withdrawal of 1,000 requested');
  await expect.poll(() => headerBalance(page)).toBe(before - 100_000);
  await snap(page, 'protection-withdraw-only-en-dark');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  // Any other member screen says why it is closed, in words.
  await page.goto('/m/inbox');
  await expect(page.getByText(/^Your account is on a break or self-excluded until/)).toBeVisible();
  await page.goto('/m/voucherCenter');
  await notice.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('member-name')).toHaveCount(0);
});
