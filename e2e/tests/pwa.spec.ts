import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInDemo } from './support';

// The site as an installed app: each brand's manifest and service worker, the offline page, and
// caches that never hold an answer of the API.
const at = (baseURL: string | undefined, host: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.toString();
};

async function openWithWorker(browser: Browser, url: string, language?: 'en'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(url).origin,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  if (language) {
    await page.addInitScript(
      (l) => localStorage.setItem('lobby.preferences', JSON.stringify({ language: l })),
      language,
    );
  }
  await page.goto(url);
  // The worker registers after the page loads; once active it controls the next navigation.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

test('each brand installs as its own app: Chromium finds no installability errors', async ({ playwright, baseURL }) => {
  // A profile of its own: Chromium installs nothing from an incognito context (Playwright's default).
  const context = await playwright.chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'lobby-pwa-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  for (const [host, name] of [
    ['localhost', 'Lobby'],
    ['brand2.localhost', 'Lotus Play'],
  ] as const) {
    const page = await context.newPage();
    await page.goto(at(baseURL, host, '/m/home'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Read by the page: the browser resolves brand2.localhost, Node's resolver does not.
    const manifest: unknown = await page.evaluate(async () => (await fetch('/m/manifest.webmanifest')).json());
    expect(manifest).toMatchObject({ name, start_url: '/m/home', scope: '/m/', display: 'standalone' });
    const cdp = await page.context().newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), {
        timeout: 15_000,
      })
      .toEqual([]);
    await page.close();
  }
  await context.close();
});

test("offline, a reload of /m/home shows the brand's offline page in its language", async ({ browser, baseURL }) => {
  const page = await openWithWorker(browser, at(baseURL, 'brand2.localhost', '/m/home'));
  await page.context().setOffline(true);
  await page.reload();
  const offline = page.getByTestId('offline-page');
  await expect(offline.getByRole('heading')).toHaveText('You are offline');
  await expect(page).toHaveTitle('Lotus Play');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(238, 247, 246)');
  await page.screenshot({ path: 'artifacts/screenshots/offline-lotus-en.png' });
  // Back online, the retry link opens the site again.
  await page.context().setOffline(false);
  await offline.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByTestId('brand-name')).toHaveText('Lotus Play');
});

test("the worker's caches hold no API answer, though a member used the site", async ({ browser, baseURL }) => {
  const page = await openWithWorker(browser, at(baseURL, 'localhost', '/m/home'), 'en');
  await logInDemo(page);
  await page.goto('/m/slot-games?vassalage=PG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await page.goto('/m/memberCenter');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => /^\/(?:wps|lgw|__dev|__ops)\/|^\/healthz/.test(url))).toEqual([]);
});
