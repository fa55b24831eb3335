import { expect, test, type Page } from './fixtures';
import {
  dealHiLo,
  deposit,
  expectAccessible,
  expectNoHorizontalOverflow,
  forgetSession,
  logIn,
  openHiLo,
  prefer,
  registerMember,
  snap,
} from './support';

/** The team KPI rows of /m/agent/home for today, by label. */
async function todaysKpi(page: Page): Promise<Record<string, string>> {
  await page.goto('/m/agent/home');
  const agent = page.getByTestId('agent-home');
  await agent.getByRole('button', { name: 'Today' }).click();
  const rows = agent.getByTestId('team-kpi').getByRole('listitem');
  await expect(rows).toHaveCount(5);
  const entries = await rows.evaluateAll((items) =>
    items.map((li) => [li.querySelector('span')!.textContent!, li.querySelector('strong')!.textContent!]),
  );
  return Object.fromEntries(entries);
}
const amount = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

test.describe('agents in English', () => {
  prefer('en');

  test("an agent's invitee registers with the code and plays; the agent's team KPIs follow", async ({ page }) => {
    await logIn(page, 'agent01', 'Agent-pass-01');
    const before = await todaysKpi(page);
    await expect(page.getByTestId('agent-invite-link')).toHaveValue(/affiliateCode=AGENT01$/);
    await forgetSession(page);

    // A new member through the invite link of the agent's code.
    const name = await registerMember(page, {
      prefix: 'ct',
      path: '/m/register?affiliateCode=AGENT01',
      fill: (form) => expect(form.getByLabel('Invitation code')).toHaveValue('AGENT01'),
    });
    await deposit(page, '1000');
    const table = await openHiLo(page);
    for (let round = 0; round < 2; round++) {
      await dealHiLo(page, '5');
      const first = Number(await table.getByRole('img').first().getAttribute('data-rank'));
      await table.getByRole('button', { name: first >= 7 ? /^Lower ×/ : /^Higher ×/ }).click();
      await expect(page.getByTestId('hi-lo-status')).toHaveText(/^(You won [\d,.]+|No win this round)$/);
    }
    await forgetSession(page);

    await logIn(page, 'agent01', 'Agent-pass-01');
    const after = await todaysKpi(page);
    expect(Number(after.Members)).toBe(Number(before.Members) + 1);
    expect(Number(after['Active players'])).toBe(Number(before['Active players']) + 1);
    expect(amount(after.Bets!)).toBe(amount(before.Bets!) + 1_000);
    await expect(page.getByTestId(`team-member-${name}`)).toContainText('Member');
    await snap(page, 'agent-team-kpi-after-play');
    await expectAccessible(page);
  });

  test('an upline offers each contract; the member is asked in order, Go opens the page, answers change the flags', async ({
    page,
  }) => {
    // Four contracts offered, answered and checked on two sides: over 30 s on a busy machine.
    test.setTimeout(90_000);
    // The upline opens an agent account and a member account in its team.
    await logIn(page, 'master01', 'Master-pass-01');
    await page.goto('/m/agent/home');
    const name = `ag${Date.now().toString(36).slice(-7)}`;
    const member = `pm${Date.now().toString(36).slice(-7)}`;
    await page.getByRole('button', { name: 'Open an account' }).click();
    const opener = page.getByRole('dialog', { name: 'Open an account' });
    await opener.getByRole('button', { name: 'Open account' }).click();
    await expect(opener.locator('[id$="-error"]')).toHaveCount(2);
    await expect(opener.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await opener.getByLabel('Username').fill(name);
    await opener.getByLabel('Password', { exact: true }).fill('Secret123');
    await snap(page, 'agent-open-account');
    await expectAccessible(page);
    await opener.getByRole('button', { name: 'Open account' }).click();
    await expect(opener.getByRole('status')).toHaveText(`Account ${name} opened: it is in your team.`);
    await opener.getByRole('radio', { name: 'Member' }).check();
    await opener.getByLabel('Username').fill(member);
    await opener.getByLabel('Password', { exact: true }).fill('Secret123');
    await opener.getByRole('button', { name: 'Open account' }).click();
    await expect(opener.getByRole('status')).toHaveText(`Account ${member} opened: it is in your team.`);
    await opener.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId(`team-member-${name}`)).toContainText('Agent');
    // Contracts are between agents: the member gets no offer button.
    await expect(page.getByTestId(`team-member-${member}`).getByRole('button')).toHaveCount(0);

    // The upline offers the agent a daily salary (two tiers), a dividend and an hourly salary.
    const offer = async (kind: string, tiers: [string, string, string][]) => {
      await page.getByRole('button', { name: `Offer a contract to ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Offer a contract to ${name}` });
      await dialog.getByTestId('offer-kind').selectOption({ label: kind });
      for (const [index, [threshold, active, rate]] of tiers.entries()) {
        if (index > 0) await dialog.getByRole('button', { name: 'Add a tier' }).click();
        const tier = dialog.getByRole('group', { name: `Tier ${index + 1}` });
        await tier.getByRole('textbox').nth(0).fill(threshold);
        await tier.getByRole('textbox').nth(1).fill(active);
        await tier.getByRole('textbox').nth(2).fill(rate);
      }
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      return dialog;
    };
    // Unsound terms are refused on the spot, in words.
    let dialog = await offer('Daily salary', [['0', '1', '40']]);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Check the contract terms: tiers rising, rates within the allowed limit.',
    );
    await snap(page, 'agent-offer-form-error');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await offer('Daily salary', [
      ['0', '1', '5'],
      ['1000', '3', '8'],
    ]);
    await expect(dialog.getByRole('status')).toHaveText(`Offer sent to ${name}.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await offer('Dividend', [['100', '1', '20']]);
    await expect(dialog.getByRole('status')).toHaveText(`Offer sent to ${name}.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await offer('Hourly salary', [['0', '0', '2']]);
    await expect(dialog.getByRole('status')).toHaveText(`Offer sent to ${name}.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId(`team-member-${name}`)).toContainText('Daily salary: Awaiting answer');
    await expect(page.getByTestId(`team-member-${name}`)).toContainText('Hourly salary: Awaiting answer');
    await snap(page, 'agent-team-offers');
    await forgetSession(page);

    // The member: after the renewal on home, three prompts in order; Go opens the hourly page.
    await logIn(page, name, 'Secret123');
    const flags = () =>
      page.evaluate(async () => {
        const token = JSON.parse(sessionStorage.getItem('lobby.session')!).token as string;
        const res = await fetch('/wps/relay/MCSFE_getContractRequest', {
          headers: { Authorization: token, Merchant: 'DEMO' },
        });
        return (await res.json()).value;
      });
    expect(await flags()).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 1 });
    await page.goto('/m/home');
    const prompt = page.getByTestId('contract-prompt');
    await expect(prompt).toHaveAttribute('data-kind', 'dailySalary');
    await expect(prompt).toHaveText('Your upline has offered you a salary contract. Review it now?');
    await snap(page, 'contract-prompt-daily');
    await expectAccessible(page);
    await page.getByRole('dialog', { name: 'Contract offer' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveAttribute('data-kind', 'dividend');
    await page.getByRole('dialog', { name: 'Contract offer' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveAttribute('data-kind', 'hourSalary');
    await page.getByRole('dialog', { name: 'Contract offer' }).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const hour = page.getByTestId('contract-hourSalary');
    await expect(hour.getByTestId('contract-offer')).toContainText('Offered by master01');
    await snap(page, 'contract-hour-offer');
    await expectAccessible(page);
    // An answer is asked once more: cancelling changes nothing.
    await hour.getByRole('button', { name: 'Reject' }).click();
    const askedReject = page.getByRole('dialog', { name: 'Reject' });
    await expect(askedReject).toContainText('Reject this offer?');
    await askedReject.getByRole('button', { name: 'Cancel' }).click();
    await expect(askedReject).toHaveCount(0);
    await expect(hour.getByTestId('contract-offer')).toBeVisible();
    await hour.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Reject' }).getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText('Offer rejected.');
    await expect(hour.getByTestId('contract-history')).toContainText('Rejected');
    expect(await flags()).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });

    // Home again: two prompts left; Go on the first opens the salary page, where it is accepted.
    await page.goto('/m/home');
    await expect(prompt).toHaveAttribute('data-kind', 'dailySalary');
    await page.getByRole('dialog', { name: 'Contract offer' }).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const daily = page.getByTestId('contract-dailySalary');
    await expect(daily.getByRole('table', { name: 'Terms' }).getByRole('row')).toHaveCount(3);
    await expect(daily.getByRole('table', { name: 'Terms' })).toContainText('1,000');
    await daily.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Accept' }).getByRole('button', { name: 'Accept' }).click();
    await expect(daily.getByTestId('contract-active')).toContainText('In force since');
    await expect(page.getByTestId('contract-realTimeSalary')).toContainText('No contract of this kind yet.');
    await snap(page, 'contract-salary-accepted');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    expect(await flags()).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 });

    await page.goto('/m/home');
    await expect(prompt).toHaveAttribute('data-kind', 'dividend');
    await page.getByRole('dialog', { name: 'Contract offer' }).getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
    await page.getByTestId('contract-dividend').getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Accept' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('contract-dividend').getByTestId('contract-active')).toContainText(
      'Computed every week',
    );
    expect(await flags()).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 });

    // Nothing awaits an answer: home asks nothing.
    const asked = page.waitForResponse((r) => r.url().includes('MCSFE_getContractRequest'));
    await page.goto('/m/home');
    expect((await (await asked).json()).value).toEqual({
      dailysalreqtype: 0,
      divtypecompperiodreq: 0,
      contracthoursalreq: 0,
    });
    await expect(page.getByRole('dialog', { name: 'Contract offer' })).toHaveCount(0);
    await forgetSession(page);

    // A member who is not an agent is refused the agent and contract pages.
    await logIn(page, member, 'Secret123');
    for (const path of ['/m/agent/home', '/m/member/agent/getSalaryContract']) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
    }
  });

  test('the contract pages send a visitor to login and tell a trial account it needs a real one', async ({ page }) => {
    await page.goto('/m/member/agent/getDevidendContract');
    await expect(page).toHaveURL(/\/m\/login$/);
    await page.goto('/m/member/agent/unknownContract');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/login');
    await page.getByTestId('login-dialog').getByRole('button', { name: 'Free play' }).click();
    await expect(page.getByTestId('member-name')).toHaveText(/^guest/);
    await page.goto('/m/member/agent/getSalaryContract');
    await expect(page.getByRole('alert')).toHaveText('Please login an actual account to use this function');
    await expect(page.getByRole('dialog', { name: 'Contract offer' })).toHaveCount(0);
  });
});

test.describe('contracts in Chinese and Burmese', () => {
  test('the agent page and a contract page read in cn (light) and my (dark)', async ({ page }) => {
    for (const [language, theme, heading] of [
      ['cn', 'light', '团队成员'],
      ['my', 'dark', 'အဖွဲ့ဝင်များ'],
    ] as const) {
      await page.addInitScript(
        ([l, t]) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: t })),
        [language, theme],
      );
      await page.goto('/m/home');
      await forgetSession(page);
      await page.evaluate(
        ([l, t]) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: t })),
        [language, theme],
      );
      await page.goto('/m/login');
      await page.getByTestId('login-form').locator('input[autocomplete="username"]').fill('master01');
      await page.getByTestId('login-form').locator('input[type="password"]').fill('Master-pass-01');
      await page.getByTestId('login-form').locator('button[type="submit"]').click();
      await expect(page.getByTestId('member-name')).toHaveText('master01');
      await page.goto('/m/agent/home');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await snap(page, `agent-home-${language}-${theme}`);
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
      await page.goto('/m/member/agent/getSalaryContract');
      await expect(page.getByTestId('contract-dailySalary').getByRole('heading', { level: 2 })).toBeVisible();
      await snap(page, `contract-salary-${language}-${theme}`);
      await expectAccessible(page);
    }
  });
});
