import { expect, test } from './fixtures';
import { openMenu, prefer, snap } from './support';

// The pictures a designer or reviewer looks at first, in the three first languages: home, a game
// list, one game's tile up close, the side menu and the register form (saved among the artifacts).
for (const [language, theme] of [
  ['my', 'dark'],
  ['en', 'light'],
  ['cn', 'dark'],
] as const) {
  test.describe(`showcase in ${language}`, () => {
    prefer(language, theme);

    test('home, a game list, a tile, the side menu and the register form', async ({ page }) => {
      await page.goto('/m/home');
      const tile = page.getByTestId('hot-list').getByTestId('game-tile').first();
      await expect(tile.locator('img')).toHaveJSProperty('complete', true);
      await snap(page, `showcase-home-${language}-${theme}`);
      await tile.screenshot({ path: `artifacts/screenshots/showcase-tile-${language}-${theme}.png` });

      await page.goto('/m/jili');
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await snap(page, `showcase-game-list-${language}-${theme}`);

      await openMenu(page);
      await snap(page, `showcase-side-menu-${language}-${theme}`);

      await page.goto('/m/register');
      await expect(page.getByTestId('register-form')).toBeVisible();
      await snap(page, `showcase-register-${language}-${theme}`);
    });
  });
}
