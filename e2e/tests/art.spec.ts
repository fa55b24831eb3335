import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { prefer, snap } from './support';

/**
 * The addresses of the pictures in a part of the page, each answered by the server with a
 * picture (lazy ones below the fold are asked for here, as the browser will when they come near).
 */
async function pictures(area: Locator, count: number, type: RegExp) {
  const images = area.locator('img');
  await expect(images).toHaveCount(count);
  const srcs = await images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src));
  for (const src of srcs) {
    const res = await area.page().request.get(src);
    expect([res.status(), res.headers()['content-type']], src).toEqual([200, expect.stringMatching(type)]);
  }
  return srcs;
}

/** Waits until the browser has drawn a picture, and says how wide it is. */
async function drawnWidth(image: Locator) {
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

const query = (src: string) => new URL(src).searchParams;

test.describe('pictures in Chinese', () => {
  prefer('cn');

  test('game tiles and promotions ask for their art in Chinese, each promotion its own picture', async ({ page }) => {
    await page.goto('/m/home');
    const hot = page.getByTestId('hot-list');
    const hotTiles = hot.getByTestId('game-tile');
    await expect(hotTiles.first()).toBeVisible();
    const hotPictures = await pictures(hot, await hotTiles.count(), /^image\/png$/);
    expect(hotPictures.length).toBeGreaterThan(0);
    for (const src of hotPictures) {
      expect(src).toMatch(/\/static\/icons\/game\/[\w-]+\.png\?/);
      expect(query(src).get('language'), src).toBe('cn');
    }
    expect(await drawnWidth(hotTiles.first().locator('img'))).toBe(200);
    // The name under a tile is the one drawn on it: Chinese.
    await expect(hotTiles.first().getByTestId('game-tile-name')).toHaveText(/[\u4e00-\u9fff]/);

    const strip = page.getByTestId('promotion-strip');
    await strip.scrollIntoViewIfNeeded();
    const stripPictures = await pictures(strip, 6, /^image\/svg\+xml/);
    for (const src of stripPictures) {
      expect(src).toMatch(/\/static\/promotions\/DEMO-promo-[\w-]+\.svg\?/);
      expect(query(src).get('language'), src).toBe('cn');
    }
    expect(new Set(stripPictures.map((src) => new URL(src).pathname)).size).toBe(6);
    expect(await drawnWidth(strip.locator('img').first())).toBe(750);
    await snap(page, 'art-home-cn-dark');

    await page.goto('/m/slot-games?vassalage=PG');
    const grid = page.getByTestId('game-grid');
    await expect(grid.getByTestId('game-tile').nth(5)).toBeVisible();
    expect(await drawnWidth(grid.getByTestId('game-tile').first().locator('img'))).toBe(200);
    const srcs = await grid.locator('img').evaluateAll((all) => all.map((img) => (img as HTMLImageElement).src));
    expect(srcs.every((src) => new URL(src).searchParams.get('language') === 'cn')).toBe(true);
    await snap(page, 'art-games-cn-dark');

    await page.goto('/m/activity');
    const list = page.getByTestId('promotion-list');
    const listPictures = await pictures(list, 6, /^image\/svg\+xml/);
    expect(listPictures.every((src) => query(src).get('language') === 'cn')).toBe(true);
    expect(await drawnWidth(list.locator('img').first())).toBe(750);
    await snap(page, 'art-promotions-cn-dark');
  });
});

test.describe('pictures in Burmese, light', () => {
  prefer('my', 'light');

  test('game tiles and promotions ask for their art in Burmese', async ({ page }) => {
    await page.goto('/m/activity');
    const list = page.getByTestId('promotion-list');
    const srcs = await pictures(list, 6, /^image\/svg\+xml/);
    expect(srcs.every((src) => query(src).get('language') === 'my')).toBe(true);
    expect(await drawnWidth(list.locator('img').first())).toBe(750);
    await snap(page, 'art-promotions-my-light');
    await page.goto('/m/slot-games?vassalage=JL');
    const tile = page.getByTestId('game-grid').getByTestId('game-tile').first().locator('img');
    expect(await drawnWidth(tile)).toBe(200);
    expect(query(await tile.evaluate((img) => (img as HTMLImageElement).src)).get('language')).toBe('my');
    await snap(page, 'art-games-my-light');
  });
});
