import { operatorHeaders } from '../operator';
import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { deposit, expectAccessible, headerBalance, prefer, registerMember, sessionToken, snap } from './support';
import { payPayout, requestWithdrawal, withdrawals } from './withdraw-steps';

// The operator's console at /console/ on a desktop (1280x800), and what its work does on a phone.
prefer('en', 'light');

test('an announcement published in the console shows on the phone; a live-chat answer arrives', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['content', 'support']));
  // Roles decide the sections: no withdrawals, operators or audit log for content and support.
  await expect(desk.getByRole('navigation').getByRole('link')).toHaveText([
    'Home',
    'Announcements',
    'Promotions',
    'Help topics',
    'Banners',
    'Inbox message',
    'Live chat',
    'Players',
    'Agents',
    'Settlements',
    'My account',
  ]);
  await snap(desk, 'console-home');

  const member = await registerMember(page, { prefix: 'chat' });
  const title = `Console notice ${Date.now().toString(36)}`;
  await desk.getByRole('link', { name: 'Announcements' }).click();
  await desk.getByLabel('Kind').selectOption('PL');
  // For members: the member below reads it (visitors' notices are counted by other tests).
  await desk.getByLabel('Shown to').selectOption('A');
  await desk.getByLabel('Title').fill(title);
  await desk.getByLabel('Text').fill('<p>Published from the operator console.</p>');
  await desk.getByRole('button', { name: 'Publish' }).click();
  await expect(desk.getByRole('status')).toHaveText('Published: players see it now.');
  await expectAccessible(desk);
  await snap(desk, 'console-announcement');

  await page.goto('/m/notice');
  await expect(page.getByText(title)).toBeVisible();

  // The member writes in the live chat; the support agent answers from the console; the open chat shows it.
  await page.goto('/m/liveChat?language=EN&backUrl=%2Fm%2Fhome&title=Customer+service&template=v2');
  const chat = page.getByTestId('live-chat');
  await chat.getByLabel('Type your message').fill('Is my bonus coming?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByTestId('chat-member').last()).toContainText('Is my bonus coming?');
  await desk.getByRole('link', { name: 'Live chat' }).click();
  await desk
    .getByTestId('chat-queue')
    .getByRole('button', { name: new RegExp(member) })
    .click();
  await expect(desk.getByTestId('desk-messages')).toContainText('Is my bonus coming?');
  await expect(desk.getByTestId('member-context')).toContainText('Active');
  await desk.getByRole('button', { name: 'Take it' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'It is yours now.' })).toBeVisible();
  // A canned reply of the brand's, written once, answers.
  await desk.getByText('Canned replies', { exact: true }).click();
  await desk.getByLabel('Title').fill(`Soon ${member}`);
  await desk.getByLabel('Reply', { exact: true }).fill('Yes, within the hour.');
  await desk.getByRole('button', { name: 'Add the reply' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Canned replies saved.' })).toBeVisible();
  await desk.getByLabel('Canned reply').selectOption({ label: `Soon ${member}` });
  await expect(desk.getByLabel('Answer')).toHaveValue('Yes, within the hour.');
  await expectAccessible(desk);
  await snap(desk, 'console-chat-desk');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Sent' })).toBeVisible();
  await expect(chat.getByTestId('chat-support').last()).toContainText('Yes, within the hour.', { timeout: 15_000 });
  await desk.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Closed' })).toBeVisible();
  await desk.getByRole('radio', { name: 'Closed' }).check();
  await expect(desk.getByTestId('chat-queue').getByRole('button', { name: new RegExp(member) })).toBeVisible();

  // Support finds the member among the brand's players, by the start of the name.
  await desk.getByRole('link', { name: 'Players' }).click();
  await desk.getByLabel('Name or member number').fill(member.slice(0, 6));
  await desk.getByRole('button', { name: 'Find' }).click();
  await expect(desk.getByTestId('players').getByRole('row', { name: new RegExp(member) })).toContainText('Active');
  await expectAccessible(desk);
  await desk.context().close();
});

test('a withdrawal approved in the console is paid; the audit log holds who did it', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerMember(page, { prefix: 'cwd' });
  await deposit(page, '100000');
  const reference = await requestWithdrawal(page, '40000');
  const token = await sessionToken(page);
  await expect.poll(() => headerBalance(page)).toBe(6_000_000);

  const operator = await newOperator(page, baseURL!, ['finance']);
  const desk = await signInAtConsole(browser, baseURL!, operator);
  await desk.getByRole('link', { name: 'Withdrawals' }).click();
  const row = desk.locator(`tr[data-reference="${reference}"]`);
  await expect(row).toContainText('40,000');
  await expectAccessible(desk);
  await snap(desk, 'console-withdrawals');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByRole('status')).toHaveText('Approved: the payment provider pays it.');
  await expect(row).toHaveCount(0);

  await payPayout(page, baseURL!, reference);
  await expect
    .poll(async () => (await withdrawals(page, token)).find((w) => w.reference === reference)?.state)
    .toBe('paid');
  await desk.context().close();

  // The demo admin reads the audit log: the approval, by that operator, on that withdrawal.
  const audit = await page.request.get(`/__ops/audit?brand=DEMO&operator=${operator.username}`, {
    headers: await operatorHeaders(page.request, new URL(baseURL!).origin),
  });
  const entries = (await audit.json()).value as { action: string; target: string }[];
  expect(entries).toContainEqual(expect.objectContaining({ action: 'withdrawal.approved', target: reference }));
});
