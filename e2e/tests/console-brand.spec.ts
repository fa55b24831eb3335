import { operatorHeaders } from '../operator';
import { newBrand, newOperator, phonePage, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

// A brand's admin changes its settings in the console at 1280x800; a phone at the brand's host shows them.
prefer('en', 'light');

test("a brand's admin renames it, adds a language and changes a colour; the phone shows them", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { code, at } = await newBrand(page, baseURL!);

  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['admin'], code));
  await desk.getByRole('link', { name: 'Brand settings' }).click();
  const editor = desk.getByTestId('brand-editor');
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue('Orchid Club');
  await expectAccessible(desk);

  // A bad origin is refused, naming the field; nothing is saved.
  await editor.getByLabel(/Origins of your own front ends/).fill('http://brand.example/path');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('list', { name: 'What the server refused' })).toContainText('origins.0');
  await editor.getByLabel(/Origins of your own front ends/).fill(`https://play.${code.toLowerCase()}.example`);

  await editor.getByLabel('Name', { exact: true }).fill('Orchid Royale');
  await editor.getByRole('checkbox', { name: 'မြန်မာ' }).check();
  await editor.getByLabel('A first visit reads').selectOption('en');
  // The dark palette (the brand's first theme): a primary colour its button text cannot be read on is
  // named before saving; a lighter one reads, and the preview shows it.
  const primary = editor.getByLabel('color-primary', { exact: true });
  await primary.fill('#7b1fa2');
  await expect(editor.getByTestId('contrast')).toContainText('color-primary-text on color-primary reads at 2.3:1');
  await primary.fill('#ff80ab');
  await expect(editor.getByTestId('contrast')).toHaveText(/Every text colour reads on its background/);
  await expect(desk.getByTestId('brand-preview').getByText('Deposit', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(255, 128, 171)',
  );
  await snap(desk, 'console-brand');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: the site shows it now.');
  await expectAccessible(desk);
  await desk.context().close();

  // The phone at the brand's host: the new name, the new colour, English first, Burmese offered.
  const site = await phonePage(browser);
  await expect(async () => {
    await site.goto(at('/m/home'));
    await expect(site.getByTestId('brand-name')).toHaveText('Orchid Royale', { timeout: 2_000 });
  }).toPass();
  const look = await site.evaluate(() => ({
    lang: document.documentElement.lang,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  }));
  expect(look).toEqual({ lang: 'en', primary: '#ff80ab' });

  // The audit log holds the change with the file before and after.
  const audit = await page.request.get(`/__ops/audit?brand=${code}&action=brand.updated`, {
    headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
  });
  const [entry] = (await audit.json()).value as { before: { name: string }; after: { name: string } }[];
  expect([entry?.before.name, entry?.after.name]).toEqual(['Orchid Club', 'Orchid Royale']);
  await site.context().close();
});
