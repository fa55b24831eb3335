import { expect, test } from './fixtures';
import { allowMotion, builtChunk, expectAccessible, prefer, snap } from './support';

prefer('en', 'dark');

test('skeletons while games load: 16 in a list, 8 in a home section', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/relay/GCSGAME_gameList**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/m/slot-games?vassalage=PG');
  await expect(page.getByTestId('skeleton-grid').locator('> div')).toHaveCount(16);
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
  await snap(page, 'slots-loading-en-dark');
  await expectAccessible(page);

  await page.goto('/m/home');
  await page.getByTestId('category-tabs').getByRole('button', { name: 'Slots', exact: true }).click();
  await expect(page.getByTestId('section-tab-RNG').getByTestId('skeleton-grid').locator('> div')).toHaveCount(8);
  release();
  await expect(page.getByTestId('section-tab-RNG').getByTestId('game-tile').first()).toBeVisible();
});

test('a failed game list shows a translated error and retries; an empty one shows the empty state', async ({
  page,
}) => {
  let fail = true;
  await page.route('**/wps/relay/GCSGAME_gameList**', (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"errorCode":"unknown"}' })
      : route.fallback(),
  );
  await page.goto('/m/slot-games?vassalage=PG');
  await expect(page.getByTestId('state-error')).toContainText('Unknown error');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();

  // A vendor with no new games: the class filter leaves nothing, the empty state says so.
  await page.goto('/m/sport-games?vassalage=SABA');
  await page.getByTestId('class-tabs').getByRole('button', { name: 'New' }).click();
  await expect(page.getByTestId('state-empty').or(page.getByTestId('game-grid'))).toBeVisible();
});

test('the banner carousel autoplays every 4 s in a loop, slides open their link, a broken image is hidden', async ({
  page,
}) => {
  await allowMotion(page);
  await page.clock.install();
  await page.goto('/m/home');
  const carousel = page.getByTestId('banner-carousel');
  await expect(carousel.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
  // Swiper arrives at the first autoplay tick, then moves one slide every 4000 ms.
  await page.clock.runFor(4_100);
  await expect(carousel.locator('.swiper')).toBeVisible();
  await page.clock.runFor(4_100);
  await expect(carousel.locator('.swiper-slide-active')).toContainText('', { timeout: 5_000 });
  await expect(carousel.locator('.swiper-slide-active').getByRole('button')).toHaveAttribute(
    'aria-label',
    'JILI slots week',
  );
  await page.clock.runFor(1_100);
  await carousel.locator('.swiper-slide-active').getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/jili$/);
});

test('a banner image that fails to load is hidden, the slide stays', async ({ page }) => {
  await page.route('**/static/banners/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/m/home');
  const slide = page.getByTestId('banner-carousel').getByRole('button', { name: 'Welcome bonus 100%' });
  await expect(slide.locator('img')).toHaveCSS('visibility', 'hidden');
  await expect(slide).toBeVisible();
});

test('home opens scrolled to the top', async ({ page }) => {
  await page.goto('/m/slot-games?vassalage=CQ9');
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a screen whose code fails to load is logged, shows a placeholder, and retries', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // The network drops the promotions screen's code once.
  const promotionsChunk = builtChunk('src/features/content/promotions-page.tsx');
  await page.route(promotionsChunk, (route) => route.abort());
  await page.goto('/m/activity');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded.');
  // Logged beside the placeholder, not necessarily before it shows.
  await expect.poll(() => errors.some((e) => e.startsWith('route failed'))).toBe(true);
  await page.unroute(promotionsChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('promotion-list')).toBeVisible();
});
