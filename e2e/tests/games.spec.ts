import { expect, test } from '@playwright/test';
import { chooseLanguage, expectAccessible, expectNoHorizontalOverflow, openMenu, snap } from './support';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lobby.preferences')) {
      localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' }));
    }
  });
});

test('slots list 36 games, load more appends the next 36, a vendor filters and resets paging', async ({ page, request }) => {
  const totals = (await (await request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=36&language=en')).json()).value;
  await page.goto('/m/slot-games');
  await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles).toHaveCount(36);
  await expect(tiles.first()).toContainText(totals.games[0].gameName);
  await snap(page, 'slots-en-dark');
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Show more 36' }).click();
  await expect(tiles).toHaveCount(72);

  await page.getByRole('button', { name: 'PG Soft' }).click();
  await expect(page.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles).toHaveCount(36);
  for (const vendor of await tiles.locator('span:nth-child(3)').allTextContents()) expect(vendor).toBe('PG Soft');
});

test('esports lists only the esports vendors, with no vendor beyond them', async ({ page }) => {
  await page.goto('/m/esport-games');
  await expect(page.getByRole('heading', { name: 'Esports' })).toBeVisible();
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  const vendors = new Set(await tiles.locator('span:nth-child(3)').allTextContents());
  expect([...vendors].sort()).toEqual(['AI Esports', 'AV Esports', 'IA Esports', 'IM Esports', 'TF Gaming']);
  await expectAccessible(page);
});

test('JILI shows JILI slots without a vendor selector; hot games show every hot game', async ({ page }) => {
  await page.goto('/m/jili');
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles).toHaveCount(36);
  expect(new Set(await tiles.locator('span:nth-child(3)').allTextContents())).toEqual(new Set(['JILI']));
  await expect(page.getByRole('button', { name: 'All' })).toHaveCount(0);

  await page.goto('/m/hot-games');
  await expect(page.getByTestId('game-grid').getByTestId('game-tile')).toHaveCount(30);
});

test('the side menu lists categories, navigates and closes; back returns', async ({ page }) => {
  await page.goto('/m/home');
  await openMenu(page);
  await snap(page, 'side-menu-en-dark');
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/m\/live-games$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Live casino' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a game list in Burmese and Chinese, light theme too', async ({ page }) => {
  await page.goto('/m/poker-games');
  await chooseLanguage(page, 'my');
  await expect(page.getByRole('heading', { name: 'ပိုကာ' })).toBeVisible();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'poker-my-dark');
  await chooseLanguage(page, 'cn');
  await expect(page.getByRole('heading', { name: '棋牌' })).toBeVisible();
  await openMenu(page);
  await page.getByRole('dialog').getByRole('button', { name: /主题/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await snap(page, 'poker-cn-light');
  await expectAccessible(page);
});

test('home has one block per menu category, loaded as it nears the viewport', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('GCSGAME_gameList') && requests.push(r.url()));
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-games')).toBeVisible();
  const live = page.getByTestId('home-section-LIVE');
  await live.scrollIntoViewIfNeeded();
  await expect(live.getByTestId('game-tile').first()).toBeVisible();
  await expect(live.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/live-games');
  // Lottery blocks have no more-games link (spec section 9).
  const lott = page.getByTestId('home-section-LOTT');
  await lott.scrollIntoViewIfNeeded();
  await expect(lott.getByTestId('game-tile').first()).toBeVisible();
  await expect(lott.getByRole('link', { name: 'More' })).toHaveCount(0);
  expect(requests.length).toBeLessThan(12);
  await expectAccessible(page);
});

test('the vendor strip shows slot vendors and opens a vendor\'s games; the template class is applied', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('shell')).toHaveClass(/v-new/);
  const strip = page.getByRole('navigation', { name: 'Providers' });
  await strip.scrollIntoViewIfNeeded();
  const pg = strip.getByRole('link', { name: 'PG Soft' });
  await expect(pg.locator('img')).toHaveAttribute('src', '/static/icons/vendor/PG-WHITE.png');
  await expect.poll(() => pg.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await pg.click();
  await expect(page).toHaveURL(/\/m\/provider\?vassalage=PG$/);
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  expect(new Set(await tiles.locator('span:nth-child(3)').allTextContents())).toEqual(new Set(['PG Soft']));
});
