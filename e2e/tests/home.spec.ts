import { expect, test, type APIRequestContext, type Page, waitForQuiet } from './fixtures';
import { chooseLanguage, expectAccessible, expectNoHorizontalOverflow, openMenu, snap } from './support';

/** Waits for the home's content (ticker, banners) to arrive in the chosen language, so a picture shows it whole. */
async function contentIn(page: Page, language: 'en' | 'cn', notice: string) {
  await expect(page.getByTestId('ticker')).toContainText(notice);
  await expect(page.getByTestId('banner-carousel').locator('img').first()).toHaveAttribute(
    'src',
    new RegExp(`language=${language}`),
  );
}

interface HotGame {
  gameId: string;
  gameName: string;
}

async function hotGames(request: APIRequestContext, language: string) {
  const res = await request.get(`/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=${language}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: HotGame[] }).value;
}

test('home opens on the Popular tab with the first six hot games, dark by default, in Burmese', async ({
  page,
  request,
}) => {
  const expected = (await hotGames(request, 'my')).slice(0, 6);
  await page.goto('/m/home');
  const tiles = page.getByTestId('hot-list').getByTestId('game-tile');
  await expect(tiles).toHaveCount(6);
  await expect(page.getByTestId('category-tabs').getByRole('button', { pressed: true })).toHaveText('လူကြိုက်များ');
  await expect(tiles.first()).toHaveAttribute('data-game-id', expected[0]!.gameId);
  for (const [i, game] of expected.entries()) {
    await expect(tiles.nth(i)).toContainText(game.gameName);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(15, 20, 32)');
  await expect(page.getByRole('heading', { name: 'ရေပန်းစားဂိမ်းများ' })).toBeVisible();
  await expect(page.getByRole('link', { name: /ပင်မ/ }).last()).toHaveAttribute('aria-current', 'page');
  await expectNoHorizontalOverflow(page);
  await snap(page, 'home-my-dark');
  await expectAccessible(page);
});

test('language choice changes texts and game names and is remembered', async ({ page, request }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-list')).toBeVisible();

  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const en = await hotGames(request, 'en');
  await expect(page.getByTestId('game-tile').first()).toContainText(en[0]!.gameName);
  await expectNoHorizontalOverflow(page);
  await contentIn(page, 'en', 'Scheduled maintenance on Tuesday');
  await snap(page, 'home-en-dark');
  await expectAccessible(page);

  await chooseLanguage(page, 'cn');
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
  const cn = await hotGames(request, 'cn');
  await expect(page.getByTestId('game-tile').first()).toContainText(cn[0]!.gameName);
  await expectNoHorizontalOverflow(page);
  await contentIn(page, 'cn', '周二例行维护');
  await snap(page, 'home-cn-dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: '热门游戏' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('light theme applies and is remembered', async ({ page }) => {
  await page.goto('/m/home');
  await chooseLanguage(page, 'en');
  await openMenu(page);
  await page.getByRole('button', { name: /Theme/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(244, 246, 251)');
  await expect(page.getByTestId('hot-list')).toBeVisible();
  await contentIn(page, 'en', 'Scheduled maintenance on Tuesday');
  await snap(page, 'home-en-light');
  await expectAccessible(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/no-such-screen', '/elsewhere']) {
  test(`${path} leads to /m/home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('hot-list')).toBeVisible();
  });
}

test('a server failure shows a translated error with a retry, never a blank screen', async ({ page }) => {
  let fail = true;
  await page.route('**/wps/relay/GCSGAME_hotGamesV2**', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"errorCode":"system.maintenance"}',
        })
      : route.fallback(),
  );
  await page.goto('/m/home');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('alert')).toContainText('The platform is under maintenance');
  // The boot prefetch and the list may both have asked: let every request fail before the fix.
  await waitForQuiet(page);
  await expect(page.getByRole('alert')).toContainText('The platform is under maintenance');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('hot-list').getByTestId('game-tile')).toHaveCount(6);
});

test('the announcement ticker carries the notices in the chosen language', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('ticker')).toContainText('အင်္ဂါနေ့ ပုံမှန်ပြုပြင်ထိန်းသိမ်းမှု');
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('Scheduled maintenance on Tuesday');
  await chooseLanguage(page, 'cn');
  await expect(page.getByTestId('ticker')).toContainText('周二例行维护');
});
