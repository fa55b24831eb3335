import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { APP_ORIGIN, OPERATOR, PREVIEW_PORT, SCRATCH, SERVER_PORT } from './where.mjs';

const API = `http://localhost:${SERVER_PORT}`;

// The platform's operator declares the brand app's origin in the brand's file (as `npm run brand
// -- update` does): from then on the API answers that origin, as that brand.
test.beforeAll(async ({ request }) => {
  const first = await request.post(`${API}/__ops/session`, {
    data: { username: 'admin', password: OPERATOR.password },
  });
  const { challenge } = (await first.json()).value;
  const code = generateSync({ secret: OPERATOR.totpSecret, epoch: Math.floor(Date.now() / 1000) });
  const signedIn = await request.post(`${API}/__ops/session/code`, { data: { challenge, code } });
  const ops = { authorization: `Bearer ${(await signedIn.json()).value.token}` };
  const demo = (await (await request.get(`${API}/__ops/brands/DEMO`, { headers: ops })).json()).value;
  const saved = await request.put(`${API}/__ops/brands/DEMO`, {
    headers: ops,
    data: { ...demo, origins: [APP_ORIGIN] },
  });
  expect(saved.ok()).toBe(true);
});

const css = (selector: string, property: string) =>
  `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`;

test('the installed packages work in another brand’s app on its own origin: the real API across origins, pictures, fonts, styles', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('response', (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`));
  const hotGames = page.waitForResponse((response) => response.url().includes('GCSGAME_hotGamesV2'));
  await page.goto('/');

  // One RTK Query endpoint of @lobby/api-client, answered by the real server, shown by @lobby/ui.
  const answer = await (await hotGames).json();
  const first = answer.value[0];
  const tile = page.getByRole('button', { name: new RegExp(first.gameName) });
  await expect(tile).toBeVisible();
  const settings = await (
    await page.request.get(`http://localhost:${SERVER_PORT}/wps/system/settings/consolidated`, {
      headers: { Merchant: 'DEMO' },
    })
  ).json();
  await expect(page.getByTestId('site-name')).toHaveText(settings.value.siteName);
  await expect(page.getByTestId('money')).toHaveText('1,234.56');
  await tile.click();
  await expect(page.getByTestId('played')).toHaveText(first.gameName);

  // Across origins, with no proxy: the answer granted to this origin, the game's picture from the
  // platform (its address made absolute by the api-client) drawn.
  expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
  expect((await hotGames).headers()['access-control-allow-origin']).toBe(APP_ORIGIN);
  const picture = tile.locator('img').first();
  await expect(picture).toHaveAttribute('src', new RegExp(`^${API}/static/`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Typed keys through react-i18next (one i18next installed), and Burmese in a Myanmar font.
  await expect(page.getByTestId('typed')).toHaveText('Home');
  const burmese = page.getByTestId('burmese');
  await expect(burmese).toHaveText('ပင်မ ငွေသွင်း');
  const myanmarFont = await burmese.evaluate(async (el) => {
    await document.fonts.load('16px "Noto Sans Myanmar"', el.textContent ?? '');
    return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Myanmar' && f.status === 'loaded');
  });
  expect(myanmarFont).toBe(true);
  expect(() => readFileSync(join(SCRATCH, 'node_modules/@lobby/i18n/node_modules/i18next/package.json'))).toThrow();
  await expect(page.getByTestId('router-link')).toHaveAttribute('href', '/promotions');

  // The styles arrive: computed values, not class names (an empty CSS module leaves "undefined").
  const tileRoot = tile.locator('xpath=..');
  expect(await tileRoot.getAttribute('class')).toMatch(/^lobby-tile-/);
  expect(await tileRoot.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await tileRoot.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
  const tokens = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-surface'),
  );
  expect(tokens.trim()).not.toBe('');
  // The brand's own colour wins over the platform's tokens; the page wears the tokens it set.
  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
  ).toBe('#8e24aa');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  // The dialog: a native <dialog> opened modal, its panel painted with the tokens.
  await page.getByRole('button', { name: 'Open dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await expect(dialog).toBeVisible();
  const panelBackground = await dialog.evaluate((el) => {
    const panel = [...el.querySelectorAll('*')].find((e) => /^lobby-panel-/.test(e.className));
    return panel ? getComputedStyle(panel).backgroundColor : '';
  });
  const surface = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-surface)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(panelBackground).toBe(surface);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The carousel entry: its first slides as images, then swiper (an optional peer, installed here).
  const carousel = page.getByRole('region', { name: 'Banners' });
  await expect(carousel.getByRole('button', { name: 'First banner' }).first()).toBeVisible();
  await expect(carousel.locator('.swiper')).toHaveCount(1);
  expect(await page.evaluate(css('.swiper', 'overflow'))).toBe('hidden');

  // The brand's own markup keeps its look: the packages' style sheet names no bare class.
  const sheet = readFileSync(join(SCRATCH, 'node_modules/@lobby/ui/dist/styles.css'), 'utf8');
  const bare = [...sheet.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)]
    .map((m) => m[1] ?? '')
    .filter((c) => !c.startsWith('lobby-'));
  expect(bare).toEqual([]);
  expect(errors).toEqual([]);
});

test('an origin no brand declares is granted nothing: the same app there cannot reach the API', async ({ page }) => {
  const undeclared = `http://127.0.0.1:${PREVIEW_PORT}`;
  await page.goto(`${undeclared}/`);
  // The API's answer is withheld from the page: the app says it has no games.
  await expect(page.getByText('No games')).toBeVisible();
  const preflight = await page.request.fetch(`${API}/wps/system/settings/consolidated`, {
    method: 'OPTIONS',
    headers: {
      origin: undeclared,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'merchant',
    },
  });
  expect(preflight.status()).toBe(404);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});

test('an app pays for the components it imports: one costs a fraction of all, without the sanitizer', async () => {
  test.setTimeout(180_000);
  const { uiCost } = await import('./cost.mjs');
  const cost = uiCost();
  const one = cost.one.js - cost.react.js;
  const all = cost.all.js - cost.react.js;
  console.log(
    `@lobby/ui gzip over React alone: EmptyState ${one} B JS + ${cost.one.css} B CSS; all ${all} B JS + ${cost.all.css} B CSS`,
  );
  expect(one).toBeLessThan(all / 10);
  expect(cost.one.css).toBeLessThan(cost.all.css / 10);
  expect(cost.one.text).not.toMatch(/DOMPurify|createDOMPurify/);
  expect(cost.all.text).toMatch(/DOMPurify|sanitize/);
});

test('@lobby/ui imports in Node without a DOM (server rendering)', async () => {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const ui = await import('@lobby/ui'); console.log([typeof ui.GameTile, ui.sanitizeHtml('<b>x</b>') === ''].join(' '));",
    ],
    { cwd: SCRATCH, encoding: 'utf8' },
  );
  expect(out.trim()).toBe('function true');
});
