import { expect, test, waitForQuiet } from './fixtures';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  headerBalance,
  logInDemo,
  payAtProvider,
  prefer,
  snap,
} from './support';

prefer('en', 'dark', { unlessChosen: true });

test('a member launches the in-house game, plays rounds from the wallet and finds them in the records and recent games', async ({
  page,
}) => {
  // Three rounds, the records with their calendar and three lists: 16 s alone, 30+ s on a busy machine.
  test.setTimeout(90_000);
  await logInDemo(page);
  await page.goto('/m/inHouse');
  const tile = page.getByTestId('game-tile').first();
  const gameId = await tile.getAttribute('data-game-id');
  await tile.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/play\?nodeId=\d+/);
  const table = page.getByTestId('hi-lo');
  await expect(table.getByRole('heading', { level: 2 })).toBeVisible();

  // An unfinished round from an earlier run is finished first.
  if (
    await table
      .getByRole('button', { name: /^(Higher|Lower) ×/ })
      .first()
      .isVisible()
  ) {
    await table
      .getByRole('button', { name: /^(Higher|Lower) ×/ })
      .and(page.locator(':enabled'))
      .first()
      .click();
  }
  let balance = await headerBalance(page);
  for (let round = 0; round < 3; round++) {
    await table.getByLabel('Bet').fill('5');
    await table.getByRole('button', { name: 'Deal' }).click();
    await expect(page.getByTestId('hi-lo-status')).toHaveText('Will the next card be higher or lower?');
    await expect.poll(() => headerBalance(page)).toBe(balance - 500);
    if (round === 0) {
      await snap(page, 'play-hi-lo-dealt');
      await expectAccessible(page);
    }
    // The guess that can win more often.
    const first = Number(await table.getByRole('img').first().getAttribute('data-rank'));
    await table.getByRole('button', { name: first >= 7 ? /^Lower ×/ : /^Higher ×/ }).click();
    const status = page.getByTestId('hi-lo-status');
    await expect(status).toHaveText(/^(You won [\d,.]+|No win this round)$/);
    const won = (await status.textContent())!.match(/You won ([\d,.]+)/);
    const payout = won ? Math.round(Number(won[1]!.replace(/,/g, '')) * 100) : 0;
    await expect.poll(() => headerBalance(page)).toBe(balance - 500 + payout);
    balance = balance - 500 + payout;
  }
  await snap(page, 'play-hi-lo-settled');

  // A bet beyond the limits is refused on the spot, in words.
  await table.getByLabel('Bet').fill('0.5');
  await table.getByRole('button', { name: 'Deal' }).click();
  await expect(table.getByRole('alert')).toHaveText('Enter a bet from 1 to 1,000, with at most two decimals.');
  expect(await headerBalance(page)).toBe(balance);

  await table.getByRole('link', { name: 'Betting records' }).click();
  await expect(page).toHaveURL(/\/m\/betting-records$/);
  const orders = page.getByTestId('order');
  await expect(orders.first()).toBeVisible();
  expect(await orders.count()).toBeGreaterThanOrEqual(3);
  await orders.first().locator('summary').click();
  await expect(orders.first().getByRole('img')).toHaveCount(2);
  await snap(page, 'play-betting-records');
  await expectAccessible(page);

  // The date search: a range picked on a calendar of 2000-2030, both days before asking; a past
  // month has no bets, a quick pick finds the rounds just played.
  const dates = page.getByTestId('record-dates');
  const field = dates.getByRole('button', { name: /^Dates / });
  await expect(field).toHaveText('All dates');
  await field.click();
  const sheet = page.getByRole('dialog', { name: 'Dates' });
  const hint = sheet.getByRole('status').last();
  await expect(sheet.getByRole('grid')).toBeVisible();
  await expect(hint).toHaveText('Choose the first day.');
  const year = sheet.getByRole('combobox', { name: 'Year' });
  const years = await year.locator('option').allTextContents();
  expect([years[0], years.at(-1), years.length]).toEqual(['2030', '2000', 31]);
  // Far back through the dropdowns, then the first day alone: not enough to search.
  await year.selectOption('2001');
  await sheet.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'January' });
  await expect(sheet.getByRole('grid', { name: 'January 2001' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Monday, January 1, 2001' }).click();
  await expect(hint).toHaveText('Now choose the last day.');
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(field).toHaveText('Jan 1, 2001 – …');
  await dates.getByRole('button', { name: 'Search' }).click();
  await expect(dates.getByRole('alert')).toHaveText('Pick both dates, or clear them for all records.');
  // Opened again on the month of the first day: the last day completes the range.
  await field.click();
  await sheet.getByRole('button', { name: 'Wednesday, January 31, 2001' }).click();
  await expect(hint).toHaveText(/^Jan 1\s–\s31, 2001$/);
  await expect(sheet.getByRole('button', { name: 'Monday, January 15, 2001, selected' })).toBeVisible();
  await snap(page, 'play-betting-records-calendar');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveText(/^Jan 1\s–\s31, 2001$/);
  await dates.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No bets in these dates.')).toBeVisible();
  await expect(dates.getByRole('alert')).toHaveCount(0);
  await snap(page, 'play-betting-records-dates');
  await expectAccessible(page);
  // A quick pick closes the calendar; the last 7 days hold the rounds just played.
  await field.click();
  await sheet.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(sheet).toBeHidden();
  await dates.getByRole('button', { name: 'Search' }).click();
  await expect(orders.first()).toBeVisible();
  expect(await orders.count()).toBeGreaterThanOrEqual(3);
  await dates.getByRole('button', { name: 'All dates', exact: true }).click();
  await expect(field).toHaveText('All dates');
  await expect(orders.first()).toBeVisible();

  await page.goto('/m/recent-games');
  await expect(page.getByTestId('recent-games').getByTestId('game-tile').first()).toHaveAttribute(
    'data-game-id',
    gameId!,
  );
  await expectAccessible(page);

  // Inside a game list, a member's Recent class lists their recent games of that list.
  await page.goto('/m/provider?vassalage=BGS');
  await page.getByTestId('class-tabs').getByRole('button', { name: 'Recent' }).click();
  await expect(page).toHaveURL(/\/m\/provider/);
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await expect(page.getByTestId('game-tile').first()).toHaveAttribute('data-game-id', gameId!);

  // Home's Recent tab lists them too.
  await page.goto('/m/home');
  await page.getByTestId('category-tabs').getByRole('button', { name: 'Recent', exact: true }).click();
  await expect(page.getByTestId('section-tab-RECENT').getByTestId('game-tile').first()).toHaveAttribute(
    'data-game-id',
    gameId!,
  );
});

test('the header balance hides as asterisks, stays hidden after a reload, and refreshes; a deposit at the payment provider credits it once', async ({
  page,
}) => {
  await logInDemo(page);
  const before = await headerBalance(page);
  await page.getByRole('button', { name: /^Hide balance/ }).click();
  await expect(page.getByTestId('balance')).toHaveText('****');
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('****');
  await page.getByRole('button', { name: /^Show balance/ }).click();
  expect(await headerBalance(page)).toBe(before);
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  expect(await headerBalance(page)).toBe(before);

  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  // The brand's methods at its payment provider, in kyat.
  const deposit = page.getByTestId('deposit');
  await expect(deposit.getByText('DEMO', { exact: true })).toHaveCount(0);
  await deposit.getByLabel(/Amount/).fill('5');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(deposit.getByRole('alert')).toHaveText(
    'Enter an amount from 1,000 to 5,000,000, with at most two decimals.',
  );
  await deposit.getByLabel(/Amount/).fill('5000');
  await deposit.getByRole('button', { name: 'Continue to payment' }).click();
  await payAtProvider(page, 'approve');
  await expect(page.getByTestId('deposit-outcome').getByRole('status')).toContainText('Deposited 5,000');
  await expect.poll(() => headerBalance(page)).toBe(before + 500_000);
  // Withdrawals (held, approved, paid) have their own test: withdrawals.spec.ts.
  await snap(page, 'play-deposit');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  await page.goto('/m/member/home');
  await expect(page.getByTestId('profile-balance')).toHaveText(/^[\d,]+(?:\.\d\d)?$/);
  await expectAccessible(page);
});

test('a third-party game opens at the game provider; a visitor is sent to login from every guarded action', async ({
  page,
}) => {
  await page.goto('/m/live-games?vassalage=EVO');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto('/m/home');
  await page.getByTestId('category-tabs').getByRole('button', { name: 'Home', exact: true }).click();
  await page
    .getByTestId('block-SPORTS')
    .getByRole('button', { name: /SBOBET/ })
    .scrollIntoViewIfNeeded();
  await page
    .getByTestId('block-SPORTS')
    .getByRole('button', { name: /SBOBET/ })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  for (const path of [
    '/m/play?nodeId=100000',
    '/m/voucherCenter',
    '/m/betting-records',
    '/m/recent-games',
    '/m/member/home',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/login$/);
  }

  await logInDemo(page);
  // A live casino game opens at the game provider (its own origin) in the site's frame, with a way back to the lobby.
  await page.goto('/m/live-games?vassalage=EVO');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/game$/);
  const game = page.frameLocator('[data-testid=game-frame] iframe');
  await expect(game.locator('[data-figure=balance]')).toBeVisible();
  await expect(game.locator('[data-key=red]')).toBeVisible();
  await game.locator('a[href$="/m/home"]').first().click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // A sportsbook card of home launches the vendor's game there too (vendor route for vassalage-type games).
  await page.getByTestId('category-tabs').getByRole('button', { name: 'Home', exact: true }).click();
  const sportsbook = page.getByTestId('block-SPORTS').getByRole('button', { name: /SBOBET/ });
  await sportsbook.scrollIntoViewIfNeeded();
  await sportsbook.click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(page.frameLocator('[data-testid=game-frame] iframe').locator('[data-figure=balance]')).toBeVisible();
  await page.goto('/m/home');

  // A lottery opens on the launch-lottery path; TCG_SEA always plays in prize mode SEA.
  await page.goto('/m/lott?vassalage=TCG_SEA');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launch-lottery\?.*vassalage=TCG_SEA.*prizeMode=SEA/);
  await expect(page.getByTestId('prize-mode')).toHaveText('Prize mode: Southeast Asian lottery');
  // The lottery's open draw counts down, and the latest results show five digits each.
  const draws = page.getByTestId('draw-panel');
  await expect(draws.getByTestId('draw-numero')).toHaveText(/^Draw \d{12}$/);
  const first = await draws.getByTestId('draw-countdown').textContent();
  expect(first).toMatch(/^Closes in 0[0-5]:\d\d$/);
  await expect(draws.getByTestId('draw-countdown')).not.toHaveText(first!, { timeout: 3_000 });
  await expect(draws.getByTestId('draw-results').getByRole('listitem')).toHaveCount(5);
  await expect(draws.getByTestId('draw-results').getByRole('listitem').first()).toHaveAttribute(
    'aria-label',
    /^Draw \d{12}: \d \d \d \d \d$/,
  );
  await snap(page, 'lottery-draws');
  await expectAccessible(page);
  // The lottery hall below: the member's recent lotteries (not the one open), the popular ones and
  // every lottery by vendor, each counting down its open draw; a row opens that lottery.
  const opened = new URL(page.url()).searchParams.get('nodeId');
  const hall = page.getByTestId('lottery-hall');
  await expect(hall.getByRole('heading', { name: 'TCG SEA Lotto' })).toBeVisible();
  await expect(hall.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(hall.getByRole('timer').first()).toHaveText(/^Draw \d{12} · Closes in \d\d:\d\d$/);
  const other = hall.getByRole('listitem').last();
  const otherName = (await other.getByRole('button').getAttribute('aria-label'))!.replace(/^Play /, '');
  await other.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/launch-lottery\?/);
  await expect.poll(() => new URL(page.url()).searchParams.get('nodeId')).not.toBe(opened);
  await expect(page.getByTestId('lottery-hall').getByRole('heading', { name: 'Played recently' })).toBeVisible();
  await expect(page.getByTestId('demo-game')).toContainText(otherName);
  await snap(page, 'lottery-hall');
  await expectAccessible(page);
  await page.goto('/m/lott?vassalage=TCG_LOTTO_VN');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/launch-lottery\?.*prizeMode=(Elott|Lott)$/);
});

test('the game table in Burmese and Chinese', async ({ page }) => {
  await logInDemo(page);
  for (const [language, deal] of [
    ['my', 'ကတ်ဝေမည်'],
    ['cn', '发牌'],
  ] as const) {
    await page.evaluate(
      (lang) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: lang, theme: 'light' })),
      language,
    );
    await page.goto('/m/inHouse');
    await page.getByTestId('game-tile').first().getByRole('button').first().click();
    await expect(page.getByTestId('hi-lo').getByRole('button', { name: deal })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await snap(page, `play-hi-lo-${language}`);
    await expectAccessible(page);
  }
});

test('a trial account plays the in-house game with its free-play balance', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByTestId('login-dialog').getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('member-name')).toHaveText(/^guest/);
  expect(await headerBalance(page)).toBe(200_000);
  await page.goto('/m/inHouse');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/accountType=0/);
  const table = page.getByTestId('hi-lo');
  await table.getByLabel('Bet').fill('20');
  await table.getByRole('button', { name: 'Deal' }).click();
  await expect.poll(() => headerBalance(page)).toBe(198_000);
  // No deposits for trial accounts.
  await page.goto('/m/voucherCenter');
  await expect(page.getByText('Trial accounts play with their free-play balance and cannot deposit.')).toBeVisible();
  // A free-play account has no password to change, and a refusal offers no pointless retry.
  await page.goto('/m/set');
  await expect(page.getByTestId('settings')).toBeVisible();
  await expect(page.getByText('Change password')).toHaveCount(0);
  for (const screen of ['/m/inbox', '/m/liveChat']) {
    await page.goto(screen);
    await waitForQuiet(page);
    await snap(page, `trial-${screen.slice(3)}`);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});

test.describe('on a platform with no game provider', () => {
  test.use({ server: 'popup' });

  test('a third-party game opens our marked stand-in page', async ({ page }) => {
    await logInDemo(page);
    await page.goto('/m/live-games?vassalage=EVO');
    const tile = page.getByTestId('game-tile').first();
    // The tile's button is named by what it shows: the game's name, then its vendor's.
    const name = (await tile.getByTestId('game-tile-name').textContent())!;
    await tile.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/demo-game\?/);
    const demo = page.getByTestId('demo-game');
    await expect(demo.getByText('DEMO', { exact: true })).toBeVisible();
    await expect(demo).toContainText(name);
    await expect(demo).toContainText('No money moves on this page.');
    await snap(page, 'play-demo-vendor');
    await expectAccessible(page);
  });
});
