import { expect, test, type Page } from './fixtures';
import { expectAccessible, headerBalance, payAtProvider, prefer, registerMember, sessionToken, snap } from './support';

// Registered in English, then the site is turned to Burmese where a test says so.
prefer('en', 'dark', { unlessChosen: true });

/** Turns the site to `language` as a member's choice would (kept by the page and its cookie). */
async function chooseLanguage(page: Page, baseURL: string, language: 'my' | 'en') {
  await page.context().addCookies([{ name: 'lobby-prefs', value: `${language}.dark`, url: `${baseURL}/m/` }]);
  await page.evaluate(
    (l) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: 'dark' })),
    language,
  );
}

/** The member's balance as the wallet keeps it. */
async function walletBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/wps/v2/wallets/balance', {
    headers: { Merchant: 'DEMO', Device: 'MOBILE', Authorization: await sessionToken(page) },
  });
  return ((await answer.json()) as { value: { balanceMinor: number } }).value.balanceMinor;
}

test("a Burmese member deposits 50,000 kyat by e-wallet on the payment provider's page and sees it once; the callback sent again credits nothing more", async ({
  page,
  baseURL,
}) => {
  await registerMember(page, { prefix: 'paymy' });
  await chooseLanguage(page, baseURL!, 'my');
  await page.goto('/m/voucherCenter');
  // Before the first deposit: a daily limit is the default choice; going on without one is one tap.
  const prompt = page.getByTestId('limit-prompt');
  await expect(prompt.getByRole('heading')).toHaveText('တတ်နိုင်သလောက်သာ ကစားပါ');
  await expect(page.getByTestId('deposit')).toHaveCount(0);
  await snap(page, 'deposit-limit-prompt-my');
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'ယခု ကန့်သတ်ချက် မထားပါ' }).click();
  const form = page.getByTestId('deposit');
  await form.locator('input[value=kbzpay]').check();
  await form.locator('input[name=amount]').fill('50000');
  await snap(page, 'deposit-methods-my');
  await expectAccessible(page);
  await form.locator('button[type=submit]').click();

  // The provider's own page, in Burmese: the wallet's phone number, then its PIN.
  await page.waitForURL(/\/pay\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await page.locator('#phone').fill('09123456789');
  await page.locator('form[action$="/phone"] button[type=submit]').click();
  await page.locator('#pin').fill('123456');
  await page.locator('form[action$="/approve"] button.approve').first().click();
  await expect(page.locator('.outcome')).toHaveClass(/state-succeeded/);
  const payUrl = page.url();
  await page.locator('a.back').click();

  // Back on the site: paid, credited once, the header balance with it.
  const outcome = page.getByTestId('deposit-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'paid');
  await expect.poll(() => headerBalance(page)).toBe(5_000_000);
  await snap(page, 'deposit-paid-my');
  await expectAccessible(page);

  // The tester sends the last callback again; once it is delivered, the wallet holds the same.
  await page.goto(payUrl);
  await page.locator('.tester form[action$="/resend"] button').click();
  // The provider's page comes back saying it sends the callback again (reloading before it does
  // would cut that navigation short).
  await expect(page.locator('p.notice[role=status]')).toBeVisible();
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator('.deliveries li.delivery-delivered').count();
    })
    .toBeGreaterThanOrEqual(2);
  await page.goto('/m/voucherCenter');
  expect(await walletBalance(page)).toBe(5_000_000);
  expect(await headerBalance(page)).toBe(5_000_000);
});

test('a declined and a timed-out payment credit nothing', async ({ page }) => {
  await registerMember(page, { prefix: 'paynot' });
  // This member takes the prompt's default: a daily limit, then the deposit form.
  await page.goto('/m/voucherCenter');
  const prompt = page.getByTestId('limit-prompt');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Enter your daily limit, or choose No limit for now.');
  await prompt.getByLabel('Daily deposit limit (MMK)').fill('200000');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(page.getByTestId('deposit')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  for (const [outcome, state, text] of [
    ['decline', 'failed', 'The payment of 6,000 was declined. Nothing was taken or credited.'],
    ['timeout', 'expired', 'The payment of 6,000 timed out. Nothing was credited.'],
  ] as const) {
    await page.goto('/m/voucherCenter');
    const form = page.getByTestId('deposit');
    await form.getByLabel('Bank transfer').check();
    await form.getByLabel(/Amount/).fill('6000');
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtProvider(page, outcome);
    const shown = page.getByTestId('deposit-outcome');
    await expect(shown).toHaveAttribute('data-state', state);
    await expect(shown.getByRole('status')).toHaveText(text);
    if (state === 'failed') await snap(page, 'deposit-declined-en');
  }
  expect(await walletBalance(page)).toBe(0);
  expect(await headerBalance(page)).toBe(0);
});
