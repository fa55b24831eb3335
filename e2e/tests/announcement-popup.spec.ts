import { operatorHeaders } from '../operator';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, logInDemo, prefer, snap } from './support';

// The server whose demo brand has its popup announcements.
test.use({ server: 'popup' });

prefer('en', 'dark');

const popup = (page: Page) => page.getByRole('dialog', { name: 'Announcements' });

/** Leaves home and comes back inside the app (no reload), which remounts the popup's gate. */
async function revisitHome(page: Page) {
  await page.getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('the popup shows once, hides for today, returns when its content changes and after midnight', async ({
  page,
  baseURL,
}) => {
  // 10:00 local time on a fixed day; the clock then runs on its own.
  await page.clock.install({ time: new Date(2026, 10, 23, 10, 0) });
  await page.goto('/m/home');
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole('tab')).toHaveText(['New here? Try free play']);
  await expect(popup(page).getByRole('tabpanel')).toContainText('Every game can be tried with a free-play account');
  await snap(page, 'announcement-popup-en-dark');
  await expectAccessible(page);

  // Closed: not again during this visit.
  await popup(page).getByRole('button', { name: 'Close' }).last().click();
  await expect(popup(page)).toBeHidden();
  await revisitHome(page);
  await page.waitForTimeout(800);
  await expect(popup(page)).toBeHidden();

  // A new visit shows it again; 'hide for today' keeps it away.
  await page.reload();
  await popup(page).getByRole('button', { name: 'Do not show again today' }).click();
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('ticker')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(popup(page)).toBeHidden();

  // The operator adds a popup: the content's hash changes, so it shows at once, with both in the menu.
  const added = await page.request.post('/__ops/announcements', {
    headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
    data: {
      merchantCode: 'DEMO',
      type: 'PU',
      language: 'en',
      execution: 'B',
      title: 'Lucky draw tonight',
      content: '<p>Draw at 20:00.</p>',
    },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(popup(page).getByRole('tab')).toHaveText(['Lucky draw tonight', 'New here? Try free play']);
  await popup(page).getByRole('tab', { name: 'New here? Try free play' }).click();
  await expect(popup(page).getByRole('tabpanel')).toContainText('free-play account');
  await popup(page).getByRole('button', { name: 'Do not show again today' }).click();
  await revisitHome(page);
  await page.waitForTimeout(800);
  await expect(popup(page)).toBeHidden();

  // Past the next local midnight it is back.
  await page.clock.setSystemTime(new Date(2026, 10, 24, 0, 1));
  await revisitHome(page);
  await expect(popup(page)).toBeVisible();
});

/** Turns the demo brand's invite popup on for one test, and always off again (as the admin of the server at `baseURL`). */
async function withInvitePopup(page: Page, baseURL: string, run: () => Promise<void>) {
  const headers = await operatorHeaders(page.request, new URL(baseURL).origin);
  const set = (on: boolean) =>
    page.request.put('/__ops/whitelabel', {
      headers,
      data: { merchantCode: 'DEMO', flags: { referral: true }, invitePopup: on },
    });
  expect((await set(true)).ok()).toBe(true);
  try {
    await run();
  } finally {
    await set(false);
  }
}

test('one popup at a time: announcements before the invite, none over the account screens, no invite for trial players', async ({
  page,
  baseURL,
}) => {
  await withInvitePopup(page, baseURL!, async () => {
    // The account screens keep their form uncovered, though home lies under them.
    for (const [path, dialog] of [
      ['/m/login', 'Log in'],
      ['/m/register', 'Register'],
      ['/m/forget', 'Forgot password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await page.waitForTimeout(1000);
      await expect(popup(page)).toHaveCount(0);
    }

    // Logged in on home: the member's announcements first, the invite only once they are closed.
    await logInDemo(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(popup(page)).toBeVisible();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(invite).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await popup(page).getByRole('button', { name: 'Close' }).last().click();
    await expect(invite).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await invite.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A trial player is not asked to invite friends.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/m/login');
    await page.getByTestId('login-dialog').getByRole('button', { name: 'Free play' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    const announced = await popup(page)
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (announced) await popup(page).getByRole('button', { name: 'Close' }).last().click();
    await page.waitForTimeout(800);
    await expect(invite).toHaveCount(0);
  });
});

test('a popup on screen is never swapped for another: the contract prompt, the announcements, then the invite', async ({
  page,
  baseURL,
}) => {
  // Every dialog as it opens, named, from the first page on (a popup that flashes by counts too).
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    new MutationObserver(() => {
      const names = Array.from(
        document.querySelectorAll('dialog[open]'),
        (dialog) => document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      );
      const top = names.at(-1) ?? '';
      if (top && top !== opened.at(-1)) opened.push(top);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
  const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  // agent01 has a contract offer awaiting its answer (the request's flags, as the server sends them).
  await page.route('**/wps/relay/MCSFE_getContractRequest', (route) =>
    route.fulfill({
      json: { success: true, value: { dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 0 } },
    }),
  );
  await withInvitePopup(page, baseURL!, async () => {
    await page.goto('/m/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill('agent01');
    await login.getByLabel('Password', { exact: true }).fill('Agent-pass-01');
    await login.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    const contract = page.getByRole('dialog', { name: 'Contract offer' });
    await expect(contract).toBeVisible();
    // The others wait behind it, however long it stays.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await contract.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup(page)).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await popup(page).getByRole('button', { name: 'Close' }).last().click();
    const invite = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(invite).toBeVisible();
    await invite.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Each opened once, in the queue's order: none flashed by before its turn.
    expect(await opened()).toEqual(['Log in', 'Contract offer', 'Announcements', 'Invite friends']);
  });
});
