import { expect, test, type Page } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

/**
 * Makes every promotion picture fail: the promotions' answer passes through as the server gives
 * it, and each picture it names answers 404. Answers how many picture requests have failed so far.
 */
async function breakPromotionPictures(page: Page): Promise<() => number> {
  const pictures = new Set<string>();
  let failed = 0;
  await page.route('**/wps/relay/MCSFE_getMerchantAvailablePromotions**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value?: { announcementImages: { url: string }[] }[] };
    for (const promotion of body.value ?? [])
      for (const image of promotion.announcementImages)
        pictures.add(new URL(image.url, route.request().url()).pathname);
    await route.fulfill({ response });
  });
  await page.route(
    (url) => pictures.has(url.pathname),
    async (route) => {
      failed += 1;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    },
  );
  return () => failed;
}

/** The addresses of the pictures shown as the browser's broken-image icon: visible, and failed to load. */
const brokenPicturesShown = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      })
      .map((img) => img.getAttribute('src')),
  );

for (const language of ['my', 'en', 'cn'] as const) {
  test.describe(`in ${language}`, () => {
    prefer(language);

    test('a promotion picture that fails to load never shows as a broken image: the strip shows its title instead', async ({
      page,
    }) => {
      const failed = await breakPromotionPictures(page);
      await page.goto('/m/home');
      const strip = page.getByTestId('promotion-strip');
      await expect(async () => {
        await strip.scrollIntoViewIfNeeded();
        await expect(strip.locator('.promotion-strip__placeholder').first()).toBeVisible({ timeout: 1_000 });
      }).toPass();
      expect(failed()).toBeGreaterThan(0);
      // Each promotion keeps its tile, named by its title (the link's name as the picture's was).
      const links = strip.getByRole('link').filter({ has: page.locator('.promotion-strip__placeholder') });
      await expect(links.first()).toHaveAccessibleName(/\S/);
      await expect.poll(() => brokenPicturesShown(page)).toEqual([]);
      await strip.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await snap(page, `broken-promotion-pictures-home-${language}`);
      await expectAccessible(page);

      let before = failed();
      await page.goto('/m/activity');
      await expect(page.getByTestId('promotion').first()).toBeVisible();
      await expect.poll(failed).toBeGreaterThan(before);
      await expect.poll(() => brokenPicturesShown(page)).toEqual([]);
      await snap(page, `broken-promotion-pictures-list-${language}`);
      await expectAccessible(page);

      before = failed();
      await page.goto('/m/activityDetail?id=DEMO-promo-welcome');
      await expect(page.locator('.promotion-detail__title')).toBeVisible();
      await expect.poll(failed).toBeGreaterThan(before);
      await expect.poll(() => brokenPicturesShown(page)).toEqual([]);
      await expectAccessible(page);
    });
  });
}
