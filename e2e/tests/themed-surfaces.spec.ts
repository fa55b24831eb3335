import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, scrollToHomeEnd, snap } from './support';

// The vendor tiles and the download bar are drawn in the theme's tokens, for each brand: never one
// dark colour whatever the theme.

type Theme = 'dark' | 'light';

/** Opens a brand's home (by its host) in a language and theme, as a returning visitor who chose them. */
async function openHome(browser: Browser, baseURL: string | undefined, host: string, language: string, theme: Theme) {
  const url = new URL('/m/home', baseURL);
  url.hostname = host;
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'lobby-prefs', value: `${language}.${theme}`, url: new URL('/m/', url).href }]);
  await context.addInitScript(
    ([l, t]) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: t })),
    [language, theme] as const,
  );
  const page = await context.newPage();
  await page.goto(url.href);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  return page;
}

/** The colours the page shows: of the tokens (resolved as the page resolves them) and of its elements. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const token = (name: string) => {
      const probe = document.createElement('div');
      probe.style.background = `var(${name})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return value;
    };
    // A picture or gradient drawn over the colour would hide it: it is named then.
    const background = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      return style.backgroundImage === 'none' ? style.backgroundColor : style.backgroundImage;
    };
    const description = document.querySelector('[data-testid="download-bar"] p');
    return {
      surface2: token('--color-surface-2'),
      text: token('--color-text'),
      vendorTile: background('.vendor-strip__item'),
      downloadBar: background('[data-testid="download-bar"]'),
      description: description ? getComputedStyle(description).color : null,
    };
  });

for (const [brand, host, language] of [
  ['the demo brand', 'localhost', 'my'],
  ['the second brand', 'brand2.localhost', 'th'],
] as const) {
  test(`${brand}: vendor tiles and the download bar take the theme's colours, dark and light`, async ({
    browser,
    baseURL,
  }) => {
    const seen = {} as Record<Theme, Awaited<ReturnType<typeof colours>>>;
    for (const theme of ['dark', 'light'] as const) {
      const page = await openHome(browser, baseURL, host, language, theme);
      await expect(page.locator('.vendor-strip__item').first()).toBeVisible();
      await scrollToHomeEnd(page);
      const shown = await colours(page);
      expect(shown.vendorTile).toBe(shown.surface2);
      // The demo brand offers its app (the second has no download links, so no bar).
      if (host === 'localhost') {
        expect(shown.downloadBar).toBe(shown.surface2);
        // The brand's white description reads on the dark bar; on the light one the theme's text shows.
        expect(shown.description).toBe(theme === 'dark' ? 'rgb(255, 255, 255)' : shown.text);
        await page.getByTestId('download-bar').scrollIntoViewIfNeeded();
      } else {
        await page.locator('.vendor-strip').scrollIntoViewIfNeeded();
      }
      await snap(page, `themed-surfaces-${host}-${theme}`);
      await expectAccessible(page);
      seen[theme] = shown;
      await page.context().close();
    }
    expect(seen.light.vendorTile).not.toBe(seen.dark.vendorTile);
    if (host === 'localhost') expect(seen.light.downloadBar).not.toBe(seen.dark.downloadBar);
  });
}

test("a category's vendor cards show each logo on the theme's plate, dark and light", async ({ browser, baseURL }) => {
  const plates: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    const page = await openHome(browser, baseURL, 'localhost', 'cn', theme);
    await page.goto(new URL('/m/slot-games', page.url()).href);
    const plate = page.locator('.vendor-grid__logo').first();
    await expect(plate).toBeVisible();
    const [background, token] = await plate.evaluate((element) => {
      const probe = document.createElement('div');
      probe.style.background = 'var(--color-surface-2)';
      document.body.append(probe);
      const value = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [getComputedStyle(element).backgroundColor, value];
    });
    expect(background).toBe(token);
    plates.push(background);
    await page.context().close();
  }
  expect(plates[0]).not.toBe(plates[1]);
});
