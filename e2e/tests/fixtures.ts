import { test as base } from '@playwright/test';
import { serverPort, type ServerKind } from '../ports';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * Playwright's `test` with the base URL of this worker's own server: `test.use({ server: 'popup' })`
 * picks the worker's server seeded with popups.
 */
export const test = base.extend<{ server: ServerKind }>({
  server: ['main', { option: true }],
  // A page arrives rendered by the server and is only a picture until the app takes it over: every
  // navigation waits for the app (when the page runs scripts), as a user waits for a page to answer.
  page: async ({ page, javaScriptEnabled }, use) => {
    const appReady = async () => {
      if (javaScriptEnabled !== false && new URL(page.url()).pathname.startsWith('/m/'))
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
    };
    // The app being ready is the wait; the window's load event would also wait for every picture
    // (game tiles are drawn on first request), which a test that needs one waits for itself.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, { waitUntil: 'domcontentloaded', ...options });
      await appReady();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload({ waitUntil: 'domcontentloaded', ...options });
      await appReady();
      return response;
    };
    await use(page);
  },
  baseURL: async ({ server }, use, testInfo) => {
    await use(`http://localhost:${serverPort(testInfo.parallelIndex, server)}`);
  },
});
