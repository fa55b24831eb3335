import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { deposit, expectAccessible, prefer, registerMember, snap } from './support';

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

test('content sends an inbox message to the members who deposited; such a member reads it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerMember(page, { prefix: 'seg' });
  await deposit(page, '10000');
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content']));
  await desk.getByRole('navigation').getByRole('link', { name: 'Inbox message' }).click();
  const title = `For depositors ${Date.now().toString(36)}`;
  await desk.getByRole('combobox', { name: /^To/ }).selectOption({ label: 'Members who deposited' });
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Message').fill('<p>Thank you for playing with us.</p>');
  await expectAccessible(desk);
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('status')).toHaveText(/^Sent to \d+ members\.$/);
  await desk.context().close();

  await page.goto('/m/notice');
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page.getByText(title)).toBeVisible();
});

test('content writes a help topic; the phone’s help centre shows it until it is removed', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content']));
  await desk.getByRole('navigation').getByRole('link', { name: 'Help topics' }).click();
  const title = `How to reset a PIN ${Date.now().toString(36)}`;
  const form = desk.getByTestId('help-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('<p>Open the security centre and choose a new PIN.</p>');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText('Published: the help centre shows it now.');
  await expect(desk.getByTestId('help-topics')).toContainText(title);
  await expectAccessible(desk);

  await page.goto('/m/help');
  await expect(page.getByText(title)).toBeVisible();
  await desk.getByRole('button', { name: `Remove ${title} and its sub-topics` }).click();
  await expect(desk.getByTestId('help-topics')).not.toContainText(title);
  await page.reload();
  await expect(page.getByText(title)).toHaveCount(0);
  await desk.context().close();
});
