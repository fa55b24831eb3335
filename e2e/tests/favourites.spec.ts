import { expect, test } from '@playwright/test';
import { logInDemo } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'light' })));
});

test('a member stars a game and unstars it; the star follows the server across reloads', async ({ page }) => {
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
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
