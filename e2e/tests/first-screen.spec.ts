import { expect, test, type Page, waitForQuiet } from './fixtures';
import { expectAccessible, logInDemo, prefer } from './support';

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
test('the search screen arrives rendered at once, then searches', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lobby-prefs', value: 'en.dark', url: `${baseURL}/m/` }]);
  // Its words load in a namespace of their own: the server's render once waited on them forever.
  const answered = await page.request.get('/m/search-games', { timeout: 10_000 });
  expect(answered.status()).toBe(200);
  expect(await answered.text()).toContain('data-rendered="en.dark"');
  await page.addInitScript(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' })),
  );
  await page.goto('/m/search-games');
  await page.getByRole('searchbox').fill('magic ace');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('search-count')).toHaveText(/^\d+ games? found$/);
});

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
      await waitForQuiet(page);
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

test.describe("a member's home", () => {
  prefer('en');
  test("paints the member's picture from the boot shell before the app's code is asked for, where the app then draws it", async ({
    page,
  }) => {
    await logInDemo(page);
    // The page's largest paints, with the element and where it was when it painted.
    await page.addInitScript(() => {
      const paints: { time: number; className: string; rect: [number, number, number, number] }[] = [];
      (window as unknown as { paints: typeof paints }).paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          const r = entry.element?.getBoundingClientRect();
          paints.push({
            time: entry.startTime,
            className: entry.element?.className ?? '',
            rect: r ? [r.top, r.left, r.width, r.height] : [0, 0, 0, 0],
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const errors = pageErrors(page);
    await page.goto('/m/member/home');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const drawn = page.getByTestId('head-icon').locator('img');
    await expect(drawn).toBeVisible();
    const { paints, code } = await page.evaluate(() => ({
      paints: (window as unknown as { paints: { time: number; className: string; rect: number[] }[] }).paints,
      code: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/m\/assets\/(index|react|vendor|app)-/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    const first = paints[0]!;
    expect(first.className).toBe('boot-shell__avatar');
    // A paint's time is when its frame was presented, reported a moment after the frame's callbacks ran
    // (where the boot script lets the app's code go): within one frame (16 ms) is after the paint.
    expect(Math.min(...code)).toBeGreaterThanOrEqual(first.time - 16);
    // The shell's picture with its ring is the app's button, in the same place.
    const box = (await page.getByTestId('head-icon').boundingBox())!;
    expect([box.y, box.x, box.width, box.height]).toEqual(first.rect);
    expect(errors).toEqual([]);
  });
});
