import { expect, type Page } from './fixtures';
import { sessionToken } from './support';

/** The member's withdrawals, as the site reads them (with the session's token, read on the site). */
export async function withdrawals(page: Page, token?: string): Promise<{ reference: string; state: string }[]> {
  const answer = await page.request.get('/wps/transaction/withdrawals', {
    headers: { Merchant: 'DEMO', Device: 'MOBILE', Authorization: token ?? (await sessionToken(page)) },
  });
  return ((await answer.json()) as { value: { reference: string; state: string }[] }).value;
}

/** Asks for a withdrawal of `amount` on /m/voucherCenter, to the member's KBZPay account; answers its reference. */
export async function requestWithdrawal(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  const form = page.getByTestId('withdraw');
  await form.getByLabel('Paid to').selectOption('kbzpay');
  await form.getByLabel('Account name').fill('Aung Aung');
  await form.getByLabel('Account or phone number').fill('0912345678');
  await form.getByLabel(/Amount/).fill(amount);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Withdrawal of ${Number(amount).toLocaleString('en-US')} requested`,
  );
  return (await withdrawals(page))[0]!.reference;
}

/** On the payment provider's tester page (its own origin, beside this worker's server), pays a payout. */
export async function payPayout(page: Page, baseURL: string, reference: string) {
  const provider = new URL(baseURL);
  provider.port = String(Number(provider.port) + 6);
  await page.goto(`${provider.origin}/payouts`);
  await page.locator('tr', { hasText: reference }).getByRole('button', { name: 'Pay' }).click();
  await expect(page.locator('tr', { hasText: reference }).locator('.state-paid')).toBeVisible();
}
