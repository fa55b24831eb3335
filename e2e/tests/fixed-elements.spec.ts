import { expect, test, type Page } from './fixtures';
import { LOGIN } from './screens';
import { expectNothingFixedCovers, logIn, prefer, scrollToHomeEnd, snap } from './support';

// Nothing fixed lies over a control: the floating customer-service button, back to top and the
// bars, wherever the page rests, on several screens, in the three languages and both themes.

/** Scrolls to a share of the page's length (0 the top, 1 the end) and checks it there. */
async function checkAt(page: Page, share: number) {
  await page.evaluate((s) => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * s));
  }, share);
  await test.step(`at ${Math.round(share * 100)}% of ${new URL(page.url()).pathname}`, () =>
    expectNothingFixedCovers(page));
}

const SHARES = [0, 0.2, 0.4, 0.6, 0.8, 1];

const LOOKS = [
  ['my', 'dark'],
  ['en', 'light'],
  ['cn', 'dark'],
  ['cn', 'light'],
] as const;
for (const [language, theme] of LOOKS) {
  test.describe(`in ${language}, ${theme}`, () => {
    prefer(language, theme);

    test('nothing fixed lies over a control on home, wherever it rests, nor on a long list or the promotions', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/m/home');
      await scrollToHomeEnd(page);
      for (const share of SHARES) await checkAt(page, share);
      // At the end, where the page keeps room for them, the floating button shows.
      const widget = page.getByTestId('floating-widget');
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(widget).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await snap(page, `fixed-elements-home-end-${language}-${theme}`);
      // Where the download bar's button would lie under it, the floating button stands aside or higher.
      await page.getByTestId('download-bar').evaluate((bar) => {
        const button = bar.querySelector('button.button')!.getBoundingClientRect();
        window.scrollBy(0, button.bottom - (window.innerHeight - 90));
      });
      await expectNothingFixedCovers(page);
      await snap(page, `fixed-elements-home-download-bar-${language}-${theme}`);

      await page.goto('/m/jili');
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      for (const share of [0.5, 1]) await checkAt(page, share);
      await page.goto('/m/activity');
      await expect(page.getByTestId('promotion').first()).toBeVisible();
      for (const share of [0.5, 1]) await checkAt(page, share);
    });

    test('nothing fixed lies over a control on the member’s screens', async ({ page }) => {
      await logIn(page, 'demo01', 'Demo-pass-01', LOGIN[language]);
      await page.goto('/m/home');
      await scrollToHomeEnd(page);
      for (const share of [0, 0.5, 1]) await checkAt(page, share);
      for (const path of ['/m/member/home', '/m/liveChat', '/m/voucherCenter']) {
        await page.goto(path);
        await expect(page.getByTestId('shell')).toBeVisible();
        for (const share of [0, 1]) await checkAt(page, share);
      }
    });
  });
}
