import { newBrand, newOperator, phonePage, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

// Banners in the console at 1280x800, in a brand of the test's own; its phone's home carousel follows.
prefer('en', 'light');

test("content adds, words, orders and removes a brand's banners; the brand's phone shows each change", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const { code, at } = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content'], code));
  await desk.getByRole('navigation').getByRole('link', { name: 'Banners' }).click();
  await expect(desk.getByText('No banners in this group yet.')).toBeVisible();

  const form = desk.getByTestId('banner-form');
  // A link off the site is refused by the form before anything is sent.
  await form.getByLabel('Title, drawn on the picture').fill('Orchid week');
  await form.getByLabel('Title in 中文 (empty: the title above)').fill('兰花周');
  await form.getByLabel(/^Opens a page of the site/).fill('https://elsewhere.example/');
  await form.getByRole('button', { name: 'Add the banner' }).click();
  await expect(form.getByLabel(/^Opens a page of the site/)).toHaveJSProperty('validity.valid', false);
  await form.getByLabel(/^Opens a page of the site/).fill('/m/promotions');
  await form.getByRole('button', { name: 'Add the banner' }).click();
  await expect(desk.getByRole('status')).toHaveText('Added last in the group: players see it now.');
  await form.getByLabel('Title, drawn on the picture').fill('Second banner');
  await form.getByRole('button', { name: 'Add the banner' }).click();
  const rows = desk.getByTestId('banners').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Orchid week');
  await expect(rows.nth(1).getByRole('img', { name: 'Banner: Orchid week' })).toBeVisible();
  await expectAccessible(desk);
  await snap(desk, 'console-banners');

  // The brand's phone (its default language is Chinese) shows both, the first in its Chinese words.
  const phone = await phonePage(browser);
  await phone.goto(at('/m/home'));
  const carousel = phone.getByTestId('banner-carousel');
  await expect(carousel.getByRole('button', { name: '兰花周' }).first()).toBeAttached();
  await expect(carousel.getByRole('button', { name: 'Second banner' }).first()).toBeAttached();

  // Second first, saved; then the first one's Chinese words taken away.
  await desk.getByRole('button', { name: 'Move Second banner up' }).click();
  await desk.getByRole('button', { name: 'Save the order' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'the carousel shows this order now' })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Second banner');
  await desk.getByRole('button', { name: 'Edit Orchid week' }).click();
  await expect(form.getByRole('heading', { name: 'Edit: Orchid week' })).toBeVisible();
  await form.getByLabel('Title in 中文 (empty: the title above)').fill('');
  await form.getByRole('button', { name: 'Save the banner' }).click();
  await expect(desk.getByRole('status')).toHaveText('Saved: players see it now.');
  await expect(desk.getByRole('heading', { name: 'New banner' })).toBeVisible();

  await phone.reload();
  // The slides in the carousel's order (a looping carousel may repeat them after).
  const slides = () =>
    carousel.locator('button[aria-label]').evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')));
  await expect(carousel.getByRole('button', { name: 'Orchid week' }).first()).toBeAttached();
  await expect(carousel.getByRole('button', { name: '兰花周' })).toHaveCount(0);
  expect((await slides()).filter((name) => name === 'Second banner' || name === 'Orchid week').slice(0, 2)).toEqual([
    'Second banner',
    'Orchid week',
  ]);

  await desk.getByRole('button', { name: 'Remove Second banner' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'the carousel no longer shows it' })).toBeVisible();
  await expect(rows).toHaveCount(2);
  await phone.reload();
  await expect(carousel.getByRole('button', { name: 'Orchid week' }).first()).toBeAttached();
  await expect(carousel.getByRole('button', { name: 'Second banner' })).toHaveCount(0);
  await desk.context().close();
  await phone.context().close();
});
