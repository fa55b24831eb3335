import { operatorHeaders } from '../operator';
import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow, logInDemo, prefer, sessionToken, snap } from './support';

prefer('en', 'dark');

// An 8x8 PNG: a real picture by its bytes, whatever the name it travels under.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGNgYGD4z8DAwMAAAAkAAbiF4w0AAAAASUVORK5CYII=',
  'base64',
);

test('a member uploads the ID front, back and a selfie, sees it pending, then approved after the operator reviews it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  await logInDemo(page);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Identity verification (KYC)' }).click();
  await expect(page).toHaveURL(/\/m\/kyc$/);
  const kyc = page.getByTestId('kyc');
  await expect(kyc.getByTestId('kyc-status')).toContainText('Not verified yet');
  await expectAccessible(page);

  // Not a picture by its bytes, though named .jpg: refused with the translated message.
  const front = kyc.getByTestId('kyc-front');
  await front.locator('input[type=file]').setInputFiles({
    name: 'front.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7 not a picture'),
  });
  await expect(front.getByRole('alert')).toHaveText('Please choose a JPG, PNG or WebP picture.');

  for (const side of ['front', 'back', 'selfie']) {
    const row = kyc.getByTestId(`kyc-${side}`);
    await row.locator('input[type=file]').setInputFiles({ name: `${side}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(row.getByRole('status')).toHaveText('Picture uploaded');
    await expect(row).toContainText('Uploaded');
    // The member sees the picture they sent (fetched with the session, shown from memory).
    const thumbnail = row.getByRole('img');
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  }
  await expect(kyc.getByTestId('kyc-status')).toContainText('Under review');
  await snap(page, 'kyc-pending');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  // The operator API serves the member's pictures privately (the run's demo admin, signed in).
  const headers = await operatorHeaders(page.request, new URL(page.url()).origin);
  const queue = (await (await page.request.get('/__ops/kyc/DEMO?status=pending', { headers })).json()).value as {
    memberId: string;
    username: string;
  }[];
  const mine = queue.find((c) => c.username === 'demo01');
  expect(mine).toBeTruthy();
  const picture = await page.request.get(`/__ops/kyc/DEMO/${mine!.memberId}/front`, { headers });
  expect(picture.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.from(await picture.body()).equals(PNG)).toBe(true);
  // A risk officer approves it in the console (1280x800), the pictures shown from memory.
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['risk']));
  await desk.getByRole('link', { name: 'KYC review' }).click();
  const pending = desk.getByTestId('kyc-case').filter({ hasText: 'demo01' });
  const shown = pending.getByRole('img', { name: 'ID front' });
  await expect(shown).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expectAccessible(desk);
  await snap(desk, 'console-kyc');
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByRole('status')).toHaveText('Approved: the member may withdraw.');
  await expect(pending).toHaveCount(0);
  await desk.context().close();

  await page.reload();
  await expect(kyc.getByTestId('kyc-status')).toContainText('Verified');
  await expect(kyc.locator('input[type=file]')).toHaveCount(0);
  await snap(page, 'kyc-approved');
  await expectAccessible(page);
});

test('a member reads the account records and the profit and loss of a date range', async ({ page }) => {
  await logInDemo(page);
  const token = await sessionToken(page);
  const headers = { Merchant: 'DEMO', Device: 'MOBILE', Authorization: token };
  // A round of Hi-Lo through the real API: a bet out, maybe a payout in, and a settled round.
  const games = (await (await page.request.get('/wps/relay/GCSGAME_gameList?vassalage=BGS&pageSize=1')).json()).value
    .games as { nodeId: string }[];
  const nodeId = games[0]!.nodeId;
  const dealt = (
    await (
      await page.request.post('/wps/relay/BGS_deal', {
        headers,
        data: { nodeId, bet: '3.00', requestId: `e2e-records-${Date.now()}` },
      })
    ).json()
  ).value as { roundId: string; card: { rank: number } };
  const guess = dealt.card.rank >= 7 ? 'lower' : 'higher';
  expect(
    (await page.request.post('/wps/relay/BGS_guess', { headers, data: { roundId: dealt.roundId, guess } })).ok(),
  ).toBe(true);

  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Account records' }).click();
  await expect(page).toHaveURL(/\/m\/account-records$/);
  const records = page.getByTestId('account-records');
  const rows = records.getByTestId('account-row');
  await expect(rows.first()).toBeVisible();
  // The latest row's balance is the header balance; the bet is there.
  await expect(records.getByTestId('account-rows')).toContainText('Bet');
  await expect(records.getByTestId('account-rows')).toContainText('Deposit');
  await records.getByLabel('Type').selectOption({ label: 'Bet' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('-3');
  await snap(page, 'account-records');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);

  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Profit records' }).click();
  await expect(page).toHaveURL(/\/m\/profit-records$/);
  const profit = page.getByTestId('profit-records');
  await expect(profit.getByTestId('profit-row')).toHaveCount(1);
  await expect(profit.getByTestId('profit-totals')).toContainText('3');

  // The calendar's quick pick of the last 7 days keeps the round; January 2001 has none.
  const dates = page.getByTestId('record-dates');
  const field = dates.getByRole('button', { name: /^Dates / });
  const sheet = page.getByRole('dialog', { name: 'Dates' });
  await field.click();
  await sheet.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(sheet).toBeHidden();
  await dates.getByRole('button', { name: 'Search' }).click();
  await expect(profit.getByTestId('profit-row')).toHaveCount(1);
  await snap(page, 'profit-records');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await field.click();
  await sheet.getByRole('combobox', { name: 'Year' }).selectOption('2001');
  await sheet.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' });
  await sheet.getByRole('button', { name: 'Monday, January 1, 2001' }).click();
  await sheet.getByRole('button', { name: 'Wednesday, January 31, 2001' }).click();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await dates.getByRole('button', { name: 'Search' }).click();
  await expect(profit.getByText('No settled bets for this search')).toBeVisible();
  await expectAccessible(page);
});
