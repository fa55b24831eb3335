import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './support';

// The worker's server that renders first screens as HTML (the main one leaves them to the browser).
test.use({ server: 'popup' });

/** The API calls a page makes, by path, from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(wps|lgw)\//.test(pathname)) calls.push(pathname);
  });
  return calls;
}

/** Console errors and uncaught errors (a failed hydration is both). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home arrives as HTML: header, banner first with high priority, hot games, footer', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ဝင်ရောက်ရန်' }).first()).toBeVisible();
    const banner = page.getByTestId('banner-carousel').locator('img').first();
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByTestId('hot-list').getByTestId('game-tile')).toHaveCount(6);
    // The largest paint's image is asked for before anything else in the head.
    const firstPreload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]').first();
    await expect(firstPreload).toHaveAttribute('href', (await banner.getAttribute('src'))!);
  });

  test('a game list arrives as HTML in the language and theme of the cookie', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lobby-prefs', value: 'en.light', url: `${baseURL}/m/` }]);
    await page.goto('/m/slot-games');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', { name: 'Slots' })).toBeVisible();
    await expect(page.getByText(/^\d+ games$/).first()).toBeVisible();
  });

  test('a member gets the page for the browser to render, not a visitor screen', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lobby-member', value: '1', url: `${baseURL}/m/` }]);
    await page.goto('/m/home');
    await expect(page.locator('.boot-shell')).toBeAttached();
    await expect(page.getByTestId('shell')).toHaveCount(0);
  });
});

// The service worker as on a real phone (the suite blocks it elsewhere; blocked, its registration fails loudly).
test.describe('hydration', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const [language, theme, path] of [
    ['my', 'dark', '/m/home'],
    ['en', 'light', '/m/slot-games'],
    ['cn', 'dark', '/m/live-games'],
  ] as const) {
    test(`the app takes over ${path} in ${language} ${theme} without asking again for what it shows, and without errors`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'lobby-prefs', value: `${language}.${theme}`, url: `${baseURL}/m/` }]);
      await page.addInitScript(
        ([l, t]) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: t })),
        [language, theme] as const,
      );
      const calls = apiCalls(page);
      const errors = pageErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the app runs the page it was given.
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      // Settings, banners, lists: all came with the page (popups and promotions may still be asked for).
      for (const endpoint of [
        '/wps/system/settings/consolidated',
        '/wps/system/status',
        'GCSGAME_gameVendor',
        'GCSGAME_hotGamesV2',
      ]) {
        expect(
          calls.filter((call) => call.includes(endpoint)),
          endpoint,
        ).toEqual([]);
      }
      expect(errors).toEqual([]);
      // The screen was painted before the app's code was asked for (it waits for that paint).
      const order = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        code: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/m\/assets\/(index|react|vendor|app)-/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(order.paint).toBeDefined();
      expect(order.code.length).toBeGreaterThan(0);
      expect(Math.min(...order.code)).toBeGreaterThanOrEqual(order.paint!);
      await expectAccessible(page);
    });
  }

  test('a page rendered in other preferences than the browser keeps starts its app at once', async ({
    page,
    baseURL,
  }) => {
    // The cookie says English, the browser's storage Chinese: the app renders the page itself.
    await page.context().addCookies([{ name: 'lobby-prefs', value: 'en.dark', url: `${baseURL}/m/` }]);
    await page.addInitScript(() =>
      localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'cn', theme: 'dark' })),
    );
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
  });
});
