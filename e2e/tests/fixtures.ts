import { PUSH_PATHS } from '@lobby/contract/constants';
import { test as base, type Page, type Request } from '@playwright/test';
import { serverPort, type ServerKind } from '../ports';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Request } from '@playwright/test';

/** The requests of each page still waiting for their answer, but the push channel's stream (open for good). */
const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page): Set<Request> {
  let open = inFlight.get(page);
  if (open) return open;
  open = new Set();
  inFlight.set(page, open);
  const pending = open;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== PUSH_PATHS.memberEvents) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame())
      for (const request of pending) if (request.frame() !== frame) pending.delete(request);
  });
  return pending;
}

/**
 * What `waitForLoadState('networkidle')` was before the push channel (whose stream never ends):
 * no request of the page in flight for half a second. A page opened outside the `page` fixture is
 * watched from the first call on.
 */
export async function waitForQuiet(page: Page, { timeout = 30_000 } = {}) {
  const open = track(page);
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    if (Date.now() > deadline) throw new Error(`still waiting for ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Playwright's `test` with the base URL of this worker's own server: `test.use({ server: 'popup' })`
 * picks the worker's server seeded with popups.
 */
export const test = base.extend<{ server: ServerKind }>({
  server: ['main', { option: true }],
  // A page arrives rendered by the server and is only a picture until the app takes it over: every
  // navigation waits for the app (when the page runs scripts), as a user waits for a page to answer.
  page: async ({ page, javaScriptEnabled }, use) => {
    track(page);
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
