import { operatorHeaders } from '../operator';
import { expect, test, type Locator, type Page, type Request, waitForQuiet } from './fixtures';
import {
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalOverflow,
  logInDemo,
  openMenu,
  prefer,
  scrollToHomeEnd,
  snap,
} from './support';

prefer('en', 'dark');

/** Switches the demo brand's flags for one test, and always back (as the admin of the server at `baseURL`). */
async function withFlags(
  page: Page,
  baseURL: string,
  flags: Record<string, boolean>,
  extra: Record<string, unknown>,
  run: () => Promise<void>,
) {
  const headers = await operatorHeaders(page.request, new URL(baseURL).origin);
  const switchTo = (data: object) =>
    page.request.put('/__ops/whitelabel', { headers, data: { merchantCode: 'DEMO', ...data } });
  const back = Object.fromEntries(Object.keys(flags).map((k) => [k, true]));
  expect((await switchTo({ flags, ...extra })).ok()).toBe(true);
  try {
    await run();
  } finally {
    await switchTo({ flags: back, ...('invitePopup' in extra ? { invitePopup: false } : {}) });
  }
}

test("a member's side menu leads to the VIP benefits, reward center, promo code and invite popup; the VIP card shows the rank progress", async ({
  page,
}) => {
  await logInDemo(page);
  await page.goto('/m/member/home');
  // The member's ID is their eight-digit number, not an internal key.
  await expect(page.getByTestId('member-no')).toHaveText(/^[1-9]\d{7}$/);
  const vip = page.getByTestId('vip-card');
  await expect(vip.getByRole('progressbar')).toBeVisible();
  await vip.getByRole('link', { name: 'VIP benefits' }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByTestId('vip-benefits').getByRole('listitem')).toHaveCount(6);
  await snap(page, 'member-vip-benefits');
  await expectAccessible(page);

  await openMenu(page);
  await page.getByTestId('side-menu-extras').getByRole('link', { name: 'Promo code' }).click();
  await expect(page).toHaveURL(/\/m\/promoCode$/);
  const form = page.getByTestId('promo-code');
  await form.getByLabel('Promo code').fill('NOT-A-CODE');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByRole('alert')).toHaveText('This promo code is not valid.');
  await form.getByLabel('Promo code').fill('lucky5');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByRole('status')).toContainText('5 added');
  await form.getByRole('button', { name: 'Redeem' }).click();
  await expect(form.getByRole('alert')).toHaveText('You have already used this promo code.');
  await expectAccessible(page);

  await openMenu(page);
  await page.getByTestId('side-menu-extras').getByRole('link', { name: 'Reward centre' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.getByTestId('reward-center')).toBeVisible();
  await expectAccessible(page);

  await openMenu(page);
  await page.getByTestId('side-menu-extras').getByRole('button', { name: 'Invite friends' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(invite.getByTestId('invite-link')).toHaveValue(/\/m\/register\?recommenderId=/);
  await snap(page, 'member-invite-popup');
  await expectAccessible(page);
});

test('with REWCEN3 and VIP benefits off, their entries go and their pages are not there', async ({ page, baseURL }) => {
  await logInDemo(page);
  await withFlags(page, baseURL!, { REWCEN3: false, vipBenefits: false }, {}, async () => {
    await page.goto('/m/member/home');
    await expect(page.getByTestId('vip-card')).toBeVisible();
    await expect(page.getByTestId('vip-card').getByRole('link', { name: 'VIP benefits' })).toHaveCount(0);
    await openMenu(page);
    const extras = page.getByTestId('side-menu-extras');
    await expect(extras.getByRole('link', { name: 'Reward centre' })).toHaveCount(0);
    await expect(extras.getByRole('link', { name: 'Promo code' })).toHaveCount(0);
    await expect(extras.getByRole('link', { name: 'VIP' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // An address opened anyway: the reward center tells the user to contact service and goes home.
    await page.goto('/m/rewardCenter');
    await expect(page.getByRole('status').filter({ hasText: 'Please contact customer service.' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/promoCode');
    await expect(page).toHaveURL(/\/m\/home$/);
    // VIP benefits: nothing happens (the profile stays).
    await page.goto('/m/member/benefits');
    await expect(page).toHaveURL(/\/m\/member\/home$/);
  });
});

test('the invite popup opens by itself once per browser session; the download bar opens the app-download popup', async ({
  page,
  baseURL,
}) => {
  await withFlags(page, baseURL!, { referral: true }, { invitePopup: true }, async () => {
    // A login on /m/login lands on home: the popup opens there, once.
    await logInDemo(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(invite).toBeVisible();
    await invite.getByRole('button', { name: 'Close' }).click();
    await expect(invite).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('member-name')).toHaveText('demo01');
    await page.waitForTimeout(500);
    await expect(invite).toBeHidden();
  });

  await page.goto('/m/home');
  await scrollToHomeEnd(page);
  const bar = page.getByTestId('download-bar');
  await bar.scrollIntoViewIfNeeded();
  // The brand's description (mobileTemplate.app_desc) is written in its default language, Burmese:
  // in English the bar reads ours.
  await expect(bar).toContainText('Faster games, a tap away on your home screen.');
  await expect(bar).not.toContainText(/[\u1000-\u109f]/);
  await expect(bar.locator('p')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await bar.getByRole('button', { name: 'Download', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Get the app' });
  await expect(popup.getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute('href', /^https:\/\//);
  await expect(popup.getByRole('link', { name: 'Download for Android' })).toBeVisible();
  // The app icon (AppDownloadIcon) and the iPhone web clip (MOBILECONFIG), a real profile.
  await expect
    .poll(() =>
      popup
        .locator('img.download-buttons__icon')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  const profile = popup.getByRole('link', { name: 'Add to iPhone home screen' });
  const answer = await page.request.get((await profile.getAttribute('href'))!);
  expect(answer.headers()['content-type']).toBe('application/x-apple-aspen-config');
  expect(await answer.text()).toContain('/m/home</string>');
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Close' }).click();
  await chooseLanguage(page, 'my');
  await expect(bar).toContainText('ပိုမြန်သော ဂိမ်းများအတွက် အက်ပ်ကို ထည့်သွင်းပါ');
  await chooseLanguage(page, 'en');
  await bar.getByRole('button', { name: 'Hide the download bar' }).click();
  await expect(bar).toBeHidden();
  const jackpot = page.getByTestId('jackpot-amount');
  await expect(jackpot).toHaveText(/^1,2\d\d,\d{3},\d{3}$/);
  // A reload shows about the same pot (it grows with the clock), not a jump of tens of millions.
  const amount = async () => Number((await jackpot.textContent())?.replace(/,/g, ''));
  const before = await amount();
  await page.reload();
  await scrollToHomeEnd(page);
  await expect(jackpot).toHaveText(/^1,2\d\d,\d{3},\d{3}$/);
  expect(Math.abs((await amount()) - before)).toBeLessThan(1_000_000);
});

test.describe('on iOS outside Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  });
  test('the iOS download asks for Safari', async ({ page }) => {
    await page.goto('/m/download');
    await page.getByRole('link', { name: 'Download for iPhone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please use Safari for download App.' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/download$/);
    // The home-screen profile installs from Safari only, too.
    await page.getByRole('link', { name: 'Add to iPhone home screen' }).click();
    await expect(page).toHaveURL(/\/m\/download$/);
    await snap(page, 'download-safari-rule');
    await expectAccessible(page);
  });
});

test('the floating widget of home opens customer service and can be put away for the session', async ({ page }) => {
  await page.goto('/m/home');
  // It shows where it lies over no control: at the end, where the page keeps room for it (home
  // may still scroll itself to the top as it opens: the end is sought again until it shows).
  await scrollToHomeEnd(page);
  const widget = page.getByTestId('floating-widget');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await widget.getByRole('button', { name: 'Customer service' }).click({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeHidden();
  // As when opening it: the widget is sought at the end again until the tap lands (under load,
  // the popup's closing and home's own scrolling may still move it).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await widget.getByRole('button', { name: 'Close' }).click({ timeout: 1_000 });
  }).toPass();
  await expect(widget).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('shell')).toBeVisible();
  await expect(page.getByTestId('floating-widget')).toHaveCount(0);
  // Only home has it.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/slot-games?vassalage=PG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('floating-widget')).toHaveCount(0);
});

test("home renews a member's session, then loads the member's wallet", async ({ page }) => {
  await logInDemo(page);
  // Only the calls of the freshly loaded home page count: the page of the login has settled (its
  // own renewal and balance), and anything issued before the reload is left out.
  await waitForQuiet(page);
  const renewals: Request[] = [];
  const balances: Request[] = [];
  const reloadedAt = Date.now();
  page.on('requestfinished', (r) => {
    if (r.timing().startTime < reloadedAt) return;
    if (r.url().includes('/wps/session/renew')) renewals.push(r);
    if (r.url().includes('/wps/v2/wallets/balance')) balances.push(r);
  });
  await page.goto('/m/home');
  await expect.poll(() => renewals.length > 0 && balances.length > 0).toBe(true);
  // Every balance request starts once the renewal's answer is in (the browser's own timings).
  const renewal = renewals[0]!.timing();
  const renewed = renewal.startTime + renewal.responseEnd;
  for (const balance of balances) expect(balance.timing().startTime).toBeGreaterThanOrEqual(renewed - 5);
  await expect(page.getByTestId('member-name')).toHaveText('demo01');
});

test("an agent sees the team's KPIs and the invitation code; a member is told non-agents cannot log in", async ({
  page,
}) => {
  await page.goto('/m/agent');
  await expect(page).toHaveURL(/\/m\/login$/);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('agent01');
  await login.getByLabel('Password', { exact: true }).fill('Agent-pass-01');
  await login.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('member-name')).toHaveText('agent01');
  await page.goto('/m/agent/home');
  const agent = page.getByTestId('agent-home');
  await expect(agent.getByTestId('affiliate-code')).toHaveText('AGENT01');
  await expect(agent.getByTestId('agent-invite-link')).toHaveValue(/\/m\/register\?affiliateCode=AGENT01$/);
  await expect(agent.getByTestId('team-kpi')).toContainText('Members');
  await agent.getByRole('button', { name: '30 days' }).click();
  await expect(agent.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'agent-home');
  await expectAccessible(page);
  // The notices for agents (the Agent content type), in the notice list.
  await agent.getByRole('link', { name: 'Notices for agents' }).click();
  await expect(page).toHaveURL(/\/m\/notice\?feed=AG$/);
  await expect(page.getByTestId('notice')).toHaveCount(1);
  await expect(page.getByTestId('notice').first()).toContainText('Commission statements every Monday');
  await snap(page, 'agent-notices');
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await logInDemo(page);
  await page.goto('/m/agent');
  await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
  // A member asking for the agents' notices gets the player notices.
  await page.goto('/m/notice?feed=AG');
  await expect(page.getByTestId('notice').first()).toBeVisible();
  await expect(page.getByTestId('notice-list')).not.toContainText('Commission statements every Monday');
});

test('a member chooses a profile picture; it is kept after logging in again, and in Chinese too', async ({ page }) => {
  await logInDemo(page);
  await page.goto('/m/member/home');
  const icon = page.getByTestId('head-icon');
  await expect(icon.locator('img')).toHaveAttribute('src', /\/static\/avatars\/\d+\.svg$/);
  const before = await icon.locator('img').getAttribute('src');
  await icon.click();
  const sheet = page.getByRole('dialog', { name: 'Choose a profile picture' });
  const choices = sheet.getByRole('button', { name: /^Picture \d+$/ });
  await expect(choices).toHaveCount(12);
  await expect(sheet.getByRole('button', { pressed: true })).toHaveCount(1);
  await snap(page, 'head-icon-choices');
  await expectAccessible(page);
  // Another picture than the current one.
  const pick = before!.endsWith('/3.svg') ? 'Picture 4' : 'Picture 3';
  await sheet.getByRole('button', { name: pick, exact: true }).click();
  await expect(page.getByText('Profile picture saved')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  const after = `/static/avatars/${pick.split(' ')[1]}.svg`;
  await expect(icon.locator('img')).toHaveAttribute('src', after);
  // Loaded again from the server (a new page), then in Chinese.
  await page.reload();
  await expect(page.getByTestId('head-icon').locator('img')).toHaveAttribute('src', after);
  await chooseLanguage(page, 'cn');
  await expect(page.getByTestId('head-icon')).toHaveAccessibleName('更换头像');
  await expect(page.getByTestId('head-icon').locator('img')).toHaveAttribute('src', after);
});

test('a member sends feedback from the profile page: too short is refused keeping the text, then it is listed as received', async ({
  page,
}) => {
  await logInDemo(page);
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/m\/feedback$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  const form = page.getByTestId('feedback');
  await form.getByLabel('Topic').selectOption({ label: 'Problem' });
  await form.getByRole('textbox', { name: 'Your feedback' }).fill('Too slow');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please write at least 10 characters');
  await expect(form.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Too slow');
  await form.getByRole('textbox', { name: 'Your feedback' }).fill('The lottery page loads slowly in the evening.');
  await expect(form.getByText('45 / 500')).toBeVisible();
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you, we received your feedback');
  await expect(form.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  const first = page.getByTestId('feedback-list').getByRole('listitem').first();
  await expect(first).toContainText('The lottery page loads slowly in the evening.');
  await expect(first).toContainText('Problem · Received');
  await snap(page, 'feedback');
  await expectAccessible(page);
});

test('the floating buttons leave the end of home readable; a dialog dims the tabs and the widget too', async ({
  page,
}) => {
  await page.goto('/m/home');
  // Home settles first (it scrolls to the top as it opens), then goes to its very end.
  await expect(page.getByTestId('hot-list').getByTestId('game-tile').first()).toBeVisible();
  const widget = page.getByTestId('floating-widget');
  await page.mouse.wheel(0, 20_000);
  const copyright = page.getByText(/© 2024/);
  await expect(copyright).toBeVisible();
  const atEnd = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    });
  await expect.poll(atEnd).toBe(true);
  await page.waitForTimeout(400);
  await expect.poll(atEnd).toBe(true);
  await expect(widget).toBeVisible();
  const text = (await copyright.boundingBox())!;
  // The widget, and back to top where the page is long enough to offer it.
  const backToTop = page.getByTestId('back-to-top');
  for (const button of (await backToTop.count()) ? [widget, backToTop] : [widget]) {
    const box = (await button.boundingBox())!;
    // Above the button, or beside it: never under it.
    expect(text.y + text.height <= box.y || text.x + text.width <= box.x || box.x + box.width <= text.x).toBe(true);
  }

  // A dialog lies over everything: a tap on the tabs or the widget reaches the dialog.
  await page.getByRole('button', { name: 'Service', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  const covered = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
  };
  expect(await covered(widget)).toBe(true);
  expect(await covered(page.getByRole('link', { name: 'Home' }).last())).toBe(true);
});

test.describe('in Burmese', () => {
  prefer('my');

  test('the VIP ranks keep each amount on one line, beside its rank, and fit the phone', async ({ page }) => {
    await logInDemo(page, { dialog: 'ဝင်ရောက်ရန်', username: 'အသုံးပြုသူအမည်', password: 'စကားဝှက်', submit: 'ဝင်ရောက်ရန်' });
    await page.goto('/m/member/benefits');
    const rows = page.getByTestId('vip-benefits').getByRole('listitem');
    await expect(rows).toHaveCount(6);
    for (const value of await page.getByTestId('vip-benefits').locator('.profile-list__value').all()) {
      // One line of Burmese text, however long the amount: its text makes a single line box.
      const lines = await value.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
    }
    // Every row alike: the rank and its amount on the first line, the perk under them.
    for (const row of await rows.all()) {
      const [rank, amount, perk] = await row.evaluate((li) =>
        ['strong', '.profile-list__value', 'small'].map((selector) => {
          const range = document.createRange();
          range.selectNodeContents(li.querySelector(selector)!);
          const first = range.getClientRects()[0]!;
          return first.top + first.height / 2;
        }),
      );
      expect(Math.abs(amount! - rank!)).toBeLessThan(4);
      expect(perk!).toBeGreaterThan(amount! + 8);
    }
    await expectNoHorizontalOverflow(page);
    await snap(page, 'member-vip-benefits-my-dark');
  });
});
