import { newBrand, newOperator, phonePage, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

// The catalogue in the console at 1280x800: a brand's vendors, the platform's games; a phone shows each change.
prefer('en', 'light');

test("a brand's catalogue operator hides a vendor and moves another up; the brand's phone lists them so", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { code, at } = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['catalogue'], code));
  await desk.getByRole('navigation').getByRole('link', { name: 'Vendors' }).click();
  await desk.getByLabel('Category').selectOption({ label: 'Slots' });
  const table = desk.getByTestId('vendor-order');
  const row = (vendor: string) => table.getByRole('row').filter({ has: desk.getByText(vendor, { exact: true }) });
  // The box shows the server's state: it changes once the brand hid the vendor.
  await row('PG').getByRole('checkbox').click();
  await expect(row('PG').getByRole('checkbox')).not.toBeChecked();
  await row('FC').getByRole('button', { name: /up$/ }).click();
  await desk.getByRole('button', { name: 'Save the order' }).click();
  await expect(desk.getByRole('status')).toHaveText('Saved: the menus and lists show this order now.');
  await expectAccessible(desk);
  await snap(desk, 'console-vendors');
  await desk.context().close();

  const site = await phonePage(browser);
  await site.goto(at('/m/slot-games'));
  const cards = site.getByTestId('vendor-grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  const vendors = (await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) =>
    new URLSearchParams(href?.split('?')[1]).get('vassalage'),
  );
  expect(vendors).not.toContain('PG');
  expect(vendors.indexOf('FC')).toBeLessThan(vendors.indexOf('PP'));
  await site.context().close();
});

test('a platform catalogue operator switches a game off and on; the phone counts it out and back', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  // Poker's KM: no other test counts its games or opens this one.
  const count = async () => {
    await page.goto('/m/poker-games');
    const card = page.getByTestId('vendor-grid').locator('a[href$="vassalage=KM"]');
    return Number((await card.textContent())?.match(/(\d+) games/)?.[1]);
  };
  const before = await count();
  expect(before).toBeGreaterThan(1);

  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['catalogue'], '*'));
  await desk.getByRole('navigation').getByRole('link', { name: 'Games' }).click();
  await desk.getByLabel('Vendor code').fill('km');
  await desk.getByLabel('Type').selectOption({ label: 'Poker' });
  // One of the platform's own games (not the game provider's, which other tests open).
  await desk.getByLabel('Name contains').fill('Thunder Poker');
  await desk.getByRole('button', { name: 'Find' }).click();
  const first = desk.getByTestId('games').getByRole('row').nth(1);
  const shown = first.getByRole('checkbox', { name: /^Show / });
  // The box shows the server's state: it changes once the switch is answered.
  await Promise.all([desk.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok()), shown.click()]);
  await expect(shown).not.toBeChecked();
  await expectAccessible(desk);
  await snap(desk, 'console-games');
  // The console in dark, its contrast checked too.
  await desk.getByLabel('Theme').selectOption({ label: 'Dark' });
  await expect(desk.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(desk);
  await snap(desk, 'console-games-dark');
  await expect.poll(count).toBe(before - 1);

  await Promise.all([desk.waitForResponse((r) => r.request().method() === 'PATCH' && r.ok()), shown.click()]);
  await expect(shown).toBeChecked();
  await expect.poll(count).toBe(before);
  await desk.context().close();
});
