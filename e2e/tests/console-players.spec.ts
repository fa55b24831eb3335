import { newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { deposit, expectAccessible, prefer, registerMember, sessionToken, snap } from './support';

// A player's profile in the console at 1280x800; risk's action logs the phone out.
prefer('en', 'light');

test("support and risk open a player's profile: the deposit in the ledger, a note kept, every session ended", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(page, { prefix: 'prof' });
  await deposit(page, '25000');
  const token = await sessionToken(page);

  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['support', 'risk']));
  await desk.getByRole('navigation').getByRole('link', { name: 'Players' }).click();
  await desk.getByLabel('Name or member number').fill(member);
  await desk.getByRole('button', { name: 'Find' }).click();
  await desk.getByTestId('players').getByRole('link', { name: member }).click();
  await expect(desk.getByRole('heading', { name: member, level: 1 })).toBeVisible();
  await expect(desk.getByTestId('player-ledger').getByRole('row').nth(1)).toContainText('Deposit');
  await expect(desk.getByTestId('player-sessions').getByRole('row')).not.toHaveCount(1);

  await desk.getByLabel('New note (only operators read it)').fill('Called about a slow deposit; it arrived.');
  await desk.getByRole('button', { name: 'Add the note' }).click();
  await expect(desk.getByTestId('player-notes')).toContainText('Called about a slow deposit; it arrived.');
  await expectAccessible(desk);
  await snap(desk, 'console-player');

  await desk.getByRole('button', { name: 'End every session' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Every session ended' })).toBeVisible();
  await expect(desk.getByText('No open session.')).toBeVisible();
  // The phone's session is over: the member's own call is refused.
  const info = await page.request.get('/wps/member/info', { headers: { Authorization: token } });
  expect(info.status()).toBe(401);
  await desk.context().close();
});
