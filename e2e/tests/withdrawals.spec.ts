import { operatorHeaders } from '../operator';
import { expect, test } from './fixtures';
import { deposit, expectAccessible, headerBalance, prefer, registerMember, sessionToken, snap } from './support';
import { payPayout, requestWithdrawal, withdrawals } from './withdraw-steps';

prefer('en', 'dark');

test('a withdrawal is held at once, approved through the operator API and paid by the provider; a rejected one returns the funds', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await registerMember(page, { prefix: 'wdraw' });
  await deposit(page, '100000');
  const held = await requestWithdrawal(page, '40000');
  const token = await sessionToken(page);
  await expect.poll(() => headerBalance(page)).toBe(6_000_000);
  const list = page.getByTestId('withdrawals');
  await expect(list.getByTestId('withdrawal').first()).toHaveAttribute('data-state', 'pending');
  await snap(page, 'withdrawal-pending-en');
  await expectAccessible(page);

  // The operator approves it; the provider (its tester's page, on its own origin) pays it.
  const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
  expect((await page.request.post(`/__ops/withdrawals/${held}/approve`, { headers })).ok()).toBe(true);
  await payPayout(page, baseURL!, held);
  await expect.poll(async () => (await withdrawals(page, token)).find((w) => w.reference === held)?.state).toBe('paid');
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('withdrawal').first()).toHaveAttribute('data-state', 'paid');
  expect(await headerBalance(page)).toBe(6_000_000);

  // Another is rejected with a reason: the amount comes back.
  const rejected = await requestWithdrawal(page, '25000');
  await expect.poll(() => headerBalance(page)).toBe(3_500_000);
  const answer = await page.request.post(`/__ops/withdrawals/${rejected}/reject`, {
    headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
    data: { reason: 'The account name differs from yours' },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
  const item = page.getByTestId('withdrawal').first();
  await expect(item).toHaveAttribute('data-state', 'rejected');
  await expect(item).toContainText('Reason: The account name differs from yours');
  await expect.poll(() => headerBalance(page)).toBe(6_000_000);

  // One still pending is cancelled by the member: back at once.
  await requestWithdrawal(page, '10000');
  await page.getByTestId('withdrawal').first().getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('withdrawal').first()).toHaveAttribute('data-state', 'cancelled');
  await expect.poll(() => headerBalance(page)).toBe(6_000_000);
  await snap(page, 'withdrawals-en');

  // The account records list every deposit and withdrawal with its state and reference.
  await page.goto('/m/account-records');
  const history = page.getByTestId('payment-history');
  await expect(history.getByTestId('payment-row')).toHaveCount(4);
  await expect(history.getByTestId('payment-row').first()).toContainText('Cancelled, returned');
  await expect(history.getByTestId('payment-row').last()).toContainText('Paid');
  await expect(history).toContainText(held);
  await snap(page, 'payment-history-en');
  await expectAccessible(page);
});

test('a bank withdrawal says its fee before it is sent, pays the amount less the fee, and the records show the fee', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerMember(page, { prefix: 'wdfee' });
  await deposit(page, '100000');
  await page.goto('/m/voucherCenter');
  const form = page.getByTestId('withdraw');
  const paidTo = form.getByLabel('Paid to');
  await expect(paidTo.locator('option[value=bank]')).toHaveText('Bank transfer · Fee 1,000');
  await expect(paidTo.locator('option[value=kbzpay]')).toHaveText('KBZPay · No fee');
  await paidTo.selectOption('bank');
  await form.getByLabel('Account name').fill('Aung Aung');
  await form.getByLabel('Account or phone number').fill('1234567890');
  await form.getByLabel(/Amount/).fill('30000');
  await expect(form.getByTestId('fee-note')).toHaveText('Fee 1,000: 29,000 is paid to your account.');
  await snap(page, 'withdraw-fee-en');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByRole('status')).toContainText('Withdrawal of 30,000 requested');
  await expect.poll(() => headerBalance(page)).toBe(7_000_000);
  await expect(page.getByTestId('withdrawal').first()).toContainText('Fee 1,000');

  await page.goto('/m/account-records');
  const rows = page.getByTestId('account-row');
  await expect(rows.first()).toContainText('Fee');
  await expect(rows.first()).toContainText('-1,000');
  await expect(rows.nth(1)).toContainText('Withdrawal');
  await expect(rows.nth(1)).toContainText('-29,000');
  await expect(page.getByTestId('payment-history').getByTestId('payment-row').first()).toContainText('Fee 1,000');
  await expectAccessible(page);
});
