import { expect, test } from '@playwright/test';
import { logInDemo } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'light' })));
});

test('a member stars a game, finds it under favourites, and unstars it there; the star follows the server', async ({ page }) => {
  await logInDemo(page);

  await page.goto('/m/slot-games?vassalage=FC');
  const tile = page.getByTestId('game-grid').getByTestId('game-tile').first();
  const star = tile.locator('button[aria-pressed]');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const name = (await tile.textContent())!;

  // Favourites list the game; unstarring it there removes it at once.
  await page.goto('/m/fav-games');
  const favourites = page.getByTestId('fav-games').getByTestId('game-tile');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toHaveText(name);
  await favourites.first().locator('button[aria-pressed]').click();
  await expect(favourites).toHaveCount(0);
  await expect(page.getByText('No games found')).toBeVisible();

  await page.goto('/m/slot-games?vassalage=FC');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
