import { expect, test, waitForQuiet } from './fixtures';
import { logInDemo, prefer } from './support';

prefer('en', 'light');

test('a member stars a game, finds it under favourites, and unstars it there; the star follows the server', async ({
  page,
}) => {
  await logInDemo(page);

  await page.goto('/m/slot-games?vassalage=FC');
  const tile = page.getByTestId('game-grid').getByTestId('game-tile').first();
  const star = tile.locator('button[aria-pressed]');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await waitForQuiet(page);
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const name = (await tile.textContent())!;

  // Home's Favourites tab asks for 100 at once and shows it (spec section 9).
  const sizes: (string | null)[] = [];
  page.on(
    'request',
    (r) => r.url().includes('MCSFE_getFavoriteGamesList') && sizes.push(new URL(r.url()).searchParams.get('pageSize')),
  );
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Games' }).getByRole('button', { name: 'Favourites' }).click();
  await expect.poll(() => sizes).toContain('100');
  await expect(page.getByTestId('game-tile').filter({ hasText: name })).toHaveCount(1);

  // Favourites list the game, 36 at a time; unstarring it there removes it at once.
  sizes.length = 0;
  await page.goto('/m/fav-games');
  await expect.poll(() => sizes).toContain('36');
  const favourites = page.getByTestId('fav-games').getByTestId('game-tile');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toHaveText(name);
  await favourites.first().locator('button[aria-pressed]').click();
  await expect(favourites).toHaveCount(0);
  await expect(page.getByText('No games found')).toBeVisible();

  await page.goto('/m/slot-games?vassalage=FC');
  await waitForQuiet(page);
  await page.reload();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
});
