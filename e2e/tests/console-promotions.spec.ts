import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

// A promotion written in the console at 1280x800 shows on the phone's promotions.
prefer('en', 'light');

test('content writes a promotion with a fixed bonus; the list says how it pays; the phone shows it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content']));
  await desk.getByRole('navigation').getByRole('link', { name: 'Promotions' }).click();
  await desk.getByText('Write a promotion').click();
  const form = desk.getByTestId('promotion-form');
  const title = `Console reload ${Date.now().toString(36)}`;
  await form.getByLabel('Category').selectOption({ label: 'Deposit' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('<p>A bonus for every member who asks.</p>');
  await form.getByRole('radio', { name: 'A fixed bonus' }).check();
  await form.getByRole('textbox', { name: 'Bonus' }).fill('300');
  await expectAccessible(desk);
  await snap(desk, 'console-promotion-form');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText('Published: players see it now.');
  await expect(desk.getByTestId('promotions').getByRole('row', { name: new RegExp(title) })).toContainText(
    '300 MMK bonus',
  );
  await desk.context().close();

  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion').filter({ hasText: title })).toBeVisible();
});
