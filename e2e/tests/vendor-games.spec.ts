import { expect, test, type Page } from './fixtures';
import { deposit, headerBalance, prefer, registerMember, sessionToken, snap } from './support';

/** Every demo vendor with slots: each opens its slot at the local game provider. */
const SLOT_VENDORS = ['JL', 'PG', 'PP', 'FC', 'JDB', 'CQ9'];

prefer('en', 'dark');

/** The member's calls, as the site makes them. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await sessionToken(page);
  const answer = await page.request.get(path, {
    headers: { Merchant: 'DEMO', Device: 'MOBILE', Authorization: token },
  });
  return ((await answer.json()) as { value: T }).value;
}
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('a member plays a slot of each demo vendor at the game provider; the header, the records and the wallet agree after every round', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A member of its own: no round of another game left open by another test, records of its own.
  await registerMember(page, { prefix: 'slots' });
  await deposit(page, '100.00');
  for (const vendor of SLOT_VENDORS) {
    await test.step(vendor, async () => {
      const before = await api<{ balanceMinor: number }>(page, '/wps/v2/wallets/balance');
      await page.goto(`/m/slot-games?vassalage=${vendor}`);
      await page.getByTestId('game-tile').first().getByRole('button').first().click();
      // The provider's own page, on its own origin, in the site's language and the wallet's money.
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/play\//);
      const balance = page.locator('[data-figure=balance]');
      await expect.poll(async () => minor(await balance.textContent())).toBe(before.balanceMinor);
      await expect(page.locator('[data-figure=net]')).toHaveText('$0.00');
      await expect(page.locator('[data-figure=time]')).toHaveText(/^\d+:\d\d$/);
      const spin = page.locator('.spin-button');
      await spin.click();
      await expect(page.locator('.reel.spinning')).toHaveCount(0, { timeout: 30_000 });
      await expect(spin).toBeEnabled({ timeout: 30_000 });
      const shown = minor(await balance.textContent());
      if (vendor === 'PG') await snap(page, 'vendor-slot-pg');

      // Back in the lobby: the header, the wallet and the round's record say the same.
      await page.locator('a[href$="/m/home"]').first().click();
      await expect(page).toHaveURL(/\/m\/home$/);
      expect(await headerBalance(page)).toBe(shown);
      const after = await api<{ balanceMinor: number }>(page, '/wps/v2/wallets/balance');
      expect(after.balanceMinor).toBe(shown);
      const { orders } = await api<{
        orders: { vassalage: string; status: string; betMinor: number; payoutMinor: number }[];
      }>(page, '/lgw/orders?pageNo=1&pageSize=5');
      const round = orders[0]!;
      expect(round).toMatchObject({ vassalage: vendor, status: 'settled' });
      expect(round.betMinor).toBeGreaterThan(0);
      expect(before.balanceMinor - round.betMinor + round.payoutMinor).toBe(after.balanceMinor);
    });
  }
  // The records page lists the provider's rounds.
  await page.goto('/m/betting-records');
  await expect(page.getByRole('listitem').first()).toBeVisible();
});
