import { expect, test, type Page } from './fixtures';
import { deposit, expectAccessible, headerBalance, prefer, registerMember, sessionToken, snap } from './support';

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
  await deposit(page, '10000');
  for (const vendor of SLOT_VENDORS) {
    await test.step(vendor, async () => {
      const before = await api<{ balanceMinor: number }>(page, '/wps/v2/wallets/balance');
      await page.goto(`/m/slot-games?vassalage=${vendor}`);
      await page.getByTestId('game-tile').first().getByRole('button').first().click();
      // The provider's own page (its origin, the site's language, the wallet's money) in the site's
      // game frame, under the site's header.
      await expect(page).toHaveURL(/\/m\/game$/);
      const game = page.frameLocator('[data-testid=game-frame] iframe');
      const balance = game.locator('[data-figure=balance]');
      await expect.poll(async () => minor(await balance.textContent())).toBe(before.balanceMinor);
      await expect(game.locator('[data-figure=net]')).toHaveText(/^K\s0\.00$/);
      await expect(game.locator('[data-figure=time]')).toHaveText(/^\d+:\d\d$/);
      const spin = game.locator('.spin-button');
      await spin.click();
      await expect(game.locator('.reel.spinning')).toHaveCount(0, { timeout: 30_000 });
      await expect(spin).toBeEnabled({ timeout: 30_000 });
      const shown = minor(await balance.textContent());
      // The header's balance follows the wallet while the game plays.
      await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(shown);
      if (vendor === 'PG') await snap(page, 'vendor-slot-pg');

      // The game's own way back leaves the frame for the lobby; the wallet and the round's record agree.
      await game.locator('a[href$="/m/home"]').first().click();
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
  // A provider round opens its bets and wins, in the order the provider sent them.
  await page.getByTestId('order').first().locator('summary').click();
  const moves = page.getByTestId('order-moves').getByRole('listitem');
  await expect(moves.first()).toContainText('Bet');
  await snap(page, 'records-provider-round');
  await expectAccessible(page);
});
