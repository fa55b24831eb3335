import { newBrand, newOperator, signInAtConsole } from './console-steps';
import { expect, test } from './fixtures';
import { expectAccessible, logIn, prefer, snap } from './support';

// A brand's agents in the console at 1280x800; finance's withdrawal of an offer reaches the upline's phone.
prefer('en', 'light');

test("an agent's place in the tree and its contracts; finance withdraws an offer and the upline's phone follows", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  // On the upline's phone: a new agent in its team, offered a daily salary.
  const phone = page;
  await logIn(phone, 'master01', 'Master-pass-01');
  await phone.goto('/m/agent/home');
  const name = `ca${Date.now().toString(36).slice(-7)}`;
  await phone.getByRole('button', { name: 'Open an account' }).click();
  const opener = phone.getByRole('dialog', { name: 'Open an account' });
  await opener.getByLabel('Username').fill(name);
  await opener.getByLabel('Password', { exact: true }).fill('Secret123');
  await opener.getByRole('button', { name: 'Open account' }).click();
  await expect(opener.getByRole('status')).toHaveText(`Account ${name} opened: it is in your team.`);
  await opener.getByRole('button', { name: 'Cancel' }).click();
  await phone.getByRole('button', { name: `Offer a contract to ${name}` }).click();
  const offer = phone.getByRole('dialog', { name: `Offer a contract to ${name}` });
  await offer.getByTestId('offer-kind').selectOption({ label: 'Daily salary' });
  const tier = offer.getByRole('group', { name: 'Tier 1' });
  await tier.getByRole('textbox').nth(0).fill('0');
  await tier.getByRole('textbox').nth(1).fill('1');
  await tier.getByRole('textbox').nth(2).fill('5');
  await offer.getByRole('button', { name: 'Send offer' }).click();
  await expect(offer.getByRole('status')).toHaveText(`Offer sent to ${name}.`);
  await offer.getByRole('button', { name: 'Cancel' }).click();
  await expect(phone.getByTestId(`team-member-${name}`)).toContainText('Daily salary: Awaiting answer');

  // In the console: the agent found by name, under its upline, with the offer.
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['finance']));
  await desk.getByRole('navigation').getByRole('link', { name: 'Agents' }).click();
  await desk.getByLabel('Name or member number').fill(name);
  await desk.getByRole('button', { name: 'Find' }).click();
  const row = desk.getByTestId('agents').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('master01');
  await row.getByRole('link', { name }).click();
  await expect(desk.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(desk.getByTestId('uplines')).toContainText('master01');
  await expect(desk.getByText('No one has joined with this agent’s code yet.')).toBeVisible();
  const contract = desk.getByTestId('agent-contracts').getByRole('row', { name: /Daily salary/ });
  await expect(contract).toContainText('Offered');
  await expect(contract).toContainText('5‰ of bets');
  await expectAccessible(desk);
  await snap(desk, 'console-agent');

  await contract.getByRole('button', { name: `Withdraw: Daily salary of ${name}` }).click();
  await expect(desk.getByRole('status')).toHaveText('Offer withdrawn.');
  await expect(contract).toContainText('Withdrawn');
  await expect(contract.getByRole('button')).toHaveCount(0);

  // Up the tree: the upline's page lists the new agent in its team.
  await desk.getByTestId('uplines').getByRole('link', { name: 'master01' }).click();
  await expect(desk.getByRole('heading', { name: 'master01', level: 1 })).toBeVisible();
  await expect(desk.getByTestId('agent-team').getByRole('link', { name })).toBeVisible();

  // The upline's phone no longer shows the offer awaiting an answer.
  await phone.reload();
  await expect(phone.getByTestId(`team-member-${name}`)).toBeVisible();
  await expect(phone.getByTestId(`team-member-${name}`)).not.toContainText('Awaiting answer');

  // Settlements read in the console, filtered by kind.
  await desk.getByRole('navigation').getByRole('link', { name: 'Settlements' }).click();
  await expect(desk.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();
  await desk.getByLabel('Show').selectOption({ label: 'Dividend' });
  // Either the brand's dividend settlements or the words for none: the list answered.
  await expect(desk.getByTestId('settlements').or(desk.getByText('No settlements yet.'))).toBeVisible();
  await expect(desk.getByTestId('settlements').getByRole('cell', { name: 'Daily salary' })).toHaveCount(0);
  await expectAccessible(desk);
  await desk.context().close();
});

test("finance sets a brand's rebate rates and reads them back after a reload", async ({ page, baseURL, browser }) => {
  // A brand of the test's own: the demo's rates are read by the agents' tests.
  const brand = await newBrand(page, baseURL!);
  const desk = await signInAtConsole(browser, baseURL!, await newOperator(page, baseURL!, ['finance'], brand.code));
  await desk.getByRole('navigation').getByRole('link', { name: 'Agents' }).click();
  const rates = desk.getByTestId('rebates');
  await expect(rates.getByLabel('Slots')).toHaveValue('8');
  await rates.getByLabel('Slots').fill('9.5');
  await rates.getByLabel('Live casino').fill('0');
  await rates.getByRole('button', { name: 'Save the rates' }).click();
  await expect(rates.getByRole('status')).toHaveText('Rates saved.');
  await desk.reload();
  await expect(desk.getByTestId('rebates').getByLabel('Slots')).toHaveValue('9.5');
  await expect(desk.getByTestId('rebates').getByLabel('Live casino')).toHaveValue('0');
  await expectAccessible(desk);
  await desk.context().close();
});
