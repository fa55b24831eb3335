import { newBrand, newOperator, phonePage, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

// A promotion written in the console at 1280x800 shows on the phone's promotions.
prefer('en', 'light');

test("content writes a promotion with a fixed bonus in its brand's money; the list says how it pays; the phone shows it", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  // A brand of the test's own: its promotion shows in no other test's lists.
  const { code, at } = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content'], code));
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
    '300 SGD bonus',
  );
  await desk.context().close();

  const site = await phonePage(browser);
  await site.goto(at('/m/activity'));
  await expect(site.getByTestId('promotion').filter({ hasText: title })).toBeVisible();
  await site.context().close();
});

test('content sends an inbox message to a segment of its brand; the console says how many it reached', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  // A brand of the test's own, with no members yet: no other test's inbox gets the message (the
  // server's tests check who of a segment gets it).
  const { code } = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content'], code));
  await desk.getByRole('navigation').getByRole('link', { name: 'Inbox message' }).click();
  await desk.getByRole('combobox', { name: /^To/ }).selectOption({ label: 'Members who deposited' });
  await desk.getByLabel('Title').fill('For depositors');
  await desk.getByLabel('Message').fill('<p>Thank you for playing with us.</p>');
  await expectAccessible(desk);
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('status')).toHaveText('Sent to 0 members.');
  await desk.context().close();
});

test('content writes a help topic; the phone’s help centre shows it until it is removed', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { code, at } = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content'], code));
  await desk.getByRole('navigation').getByRole('link', { name: 'Help topics' }).click();
  // Written in Chinese, the brand's first language.
  await desk.getByRole('combobox', { name: /^Written in/ }).selectOption({ label: '中文' });
  const title = `How to reset a PIN ${Date.now().toString(36)}`;
  const form = desk.getByTestId('help-form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill('<p>Open the security centre and choose a new PIN.</p>');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toHaveText('Published: the help centre shows it now.');
  await expect(desk.getByTestId('help-topics')).toContainText(title);
  await expectAccessible(desk);

  const site = await phonePage(browser);
  await site.goto(at('/m/help'));
  await expect(site.getByText(title)).toBeVisible();
  await desk.getByRole('button', { name: `Remove ${title} and its sub-topics` }).click();
  await expect(desk.getByTestId('help-topics')).toHaveCount(0);
  await site.reload();
  await expect(site.getByText(title)).toHaveCount(0);
  await site.context().close();
  await desk.context().close();
});
