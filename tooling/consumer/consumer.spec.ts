import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SCRATCH, SERVER_PORT } from './where.mjs';

const css = (selector: string, property: string) =>
  `getComputedStyle(document.querySelector(${JSON.stringify(selector)})).getPropertyValue(${JSON.stringify(property)})`;

test('the installed packages work in another brand’s app: styled components and the real API', async ({ page }) => {
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

  // The styles arrive: computed values, not class names (an empty CSS module leaves "undefined").
  const tileRoot = tile.locator('xpath=..');
  expect(await tileRoot.getAttribute('class')).toMatch(/^lobby-tile-/);
  expect(await tileRoot.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await tileRoot.evaluate((el) => getComputedStyle(el).flexDirection)).toBe('column');
  const tokens = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-surface'),
  );
  expect(tokens.trim()).not.toBe('');

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
