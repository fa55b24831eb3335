import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { allowMotion, chooseLanguage, expectAccessible, expectNoHorizontalOverflow, prefer, snap } from './support';

prefer('en', 'dark', { unlessChosen: true });

async function hotNames(request: APIRequestContext) {
  const res = await request.get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=en');
  return ((await res.json()) as { value: { gameName: string }[] }).value.map((g) => g.gameName);
}

const tab = (page: Page, name: string) => page.getByTestId('category-tabs').getByRole('button', { name, exact: true });

test('the hot list holds back all but six until more; its search is case-insensitive and can find nothing', async ({
  page,
  request,
}) => {
  const names = await hotNames(request);
  await page.goto('/m/home');
  const list = page.getByTestId('hot-list');
  const tiles = list.getByTestId('game-tile');
  await expect(tiles).toHaveCount(6);
  await list.getByRole('button', { name: 'More' }).click();
  await expect(tiles).toHaveCount(names.length);
  await expect(list.getByRole('button', { name: 'More' })).toHaveCount(0);

  // A word of a hot game's name, typed in capitals: every hot game containing it, ignoring case.
  const word = names[0]!.split(' ')[1]!;
  const matching = names.filter((n) => n.toLowerCase().includes(word.toLowerCase()));
  await list.getByRole('searchbox').fill(word.toUpperCase());
  await expect(tiles).toHaveCount(matching.length);
  for (const name of await tiles.locator('button > span:nth-child(2)').allTextContents())
    expect(name.toLowerCase()).toContain(word.toLowerCase());
  await snap(page, 'home-hot-search-en-dark');

  await list.getByRole('searchbox').fill('no such game at all');
  await expect(list.getByTestId('state-empty')).toHaveText('No games found');
  await expectAccessible(page);
});

test('category tabs switch the content in place: a game type lists games with more, sports show vendor sections', async ({
  page,
}) => {
  await page.goto('/m/home');
  await tab(page, 'Slots').click();
  await expect(tab(page, 'Slots')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/m\/home$/);
  const slots = page.getByTestId('section-tab-RNG');
  await expect(slots.getByTestId('game-tile').first()).toBeVisible();
  await expect(slots.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/slot-games');
  await expect(page.getByTestId('hot-list')).toHaveCount(0);

  await tab(page, 'Sports').click();
  const sections = page.getByTestId('vendor-sections-SPORTS');
  await expect(sections.getByRole('heading', { name: 'SBOBET' })).toBeVisible();
  await expect(sections.getByRole('heading', { name: 'SABA Sports' })).toBeVisible();
  await expect(page.getByTestId('section-SPORTS-SBO').getByRole('link', { name: 'More' })).toHaveAttribute(
    'href',
    '/m/sport-games?vassalage=SBO',
  );
  await expectNoHorizontalOverflow(page);
  await snap(page, 'home-sports-tab-en-dark');
  await expectAccessible(page);

  // Esports sections have no more-games link (spec section 9).
  await tab(page, 'Esports').click();
  const av = page.getByTestId('section-ESPORTS-AV');
  await expect(av.getByTestId('game-tile').first()).toBeVisible();
  await expect(av.getByRole('link', { name: 'More' })).toHaveCount(0);

  // The chosen tab survives a visit to a game list and back.
  await page.getByTestId('section-ESPORTS-AV').getByTestId('game-tile').first().scrollIntoViewIfNeeded();
  await page.goto('/m/slot-games');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the Home tab shows vendor menus and the classic blocks in menu order', async ({ page }) => {
  // Every vendor block of the classic home loads in turn: over 30 s on a busy machine.
  test.setTimeout(60_000);
  const lists: string[] = [];
  page.on('request', (r) => r.url().includes('GCSGAME_gameList') && lists.push(r.url()));
  await page.goto('/m/home');
  await tab(page, 'Home').click();
  const menus = page.getByTestId('vendor-menus');
  await expect(menus.getByRole('heading', { name: 'Slots' })).toBeVisible();
  await expect(menus.getByRole('link', { name: 'CQ9 Gaming' })).toHaveAttribute('href', '/m/slot-games?vassalage=CQ9');
  await snap(page, 'home-vendor-menus-en-dark');

  const classic = page.getByTestId('classic-home');
  const hot = classic.getByTestId('block-HOT');
  await hot.scrollIntoViewIfNeeded();
  await expect(hot.getByTestId('game-tile')).toHaveCount(9);
  await expect(hot.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/hot-games');

  const jili = classic.getByTestId('section-JILI');
  await jili.scrollIntoViewIfNeeded();
  await expect(jili.getByTestId('game-tile').first()).toBeVisible();
  for (const vendor of await jili.getByTestId('game-tile').locator('span:nth-child(3)').allTextContents())
    expect(vendor).toBe('JILI');
  // The slots block right after leaves JILI to its block: the two never show the same games.
  const slots = classic.getByTestId('section-RNG');
  await slots.scrollIntoViewIfNeeded();
  await expect(slots.getByTestId('game-tile').first()).toBeVisible();
  const slotVendors = await slots.getByTestId('game-tile').locator('span:nth-child(3)').allTextContents();
  expect(slotVendors.length).toBeGreaterThan(0);
  expect(slotVendors).not.toContain('JILI');

  // Bingo and the others: two rows of games.
  const bingo = classic.getByTestId('section-BINGO');
  await bingo.scrollIntoViewIfNeeded();
  await expect(bingo.getByTestId('game-tile').first()).toBeVisible();
  const rows = await bingo
    .getByTestId('game-tile')
    .evaluateAll((tiles) => new Set(tiles.map((t) => Math.round(t.getBoundingClientRect().top))).size);
  expect(rows).toBe(2);
  // ...with a 'more' link to its own page, as every such block has.
  await expect(bingo.getByRole('link', { name: 'More' })).toHaveAttribute('href', '/m/bingo');

  // Sports and esports: a card per vendor; lottery: a list of draws without a more link.
  const sports = classic.getByTestId('block-SPORTS');
  await sports.scrollIntoViewIfNeeded();
  await expect(sports.getByRole('button', { name: /SBOBET/ })).toBeVisible();
  // The card names its venue once (the wordmark), not "SBOBET / SBOBET".
  await expect(sports.getByRole('button', { name: /SBOBET/ })).toHaveAccessibleName('SBOBET');
  const lott = classic.getByTestId('block-LOTT');
  await lott.scrollIntoViewIfNeeded();
  await expect(lott.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await expect(lott.getByRole('link', { name: 'More' })).toHaveCount(0);
  await snap(page, 'home-classic-lottery-en-dark');

  // Block order follows the menu order.
  const order = await classic
    .locator('[data-testid^="section-"], [data-testid^="block-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  expect(order.indexOf('block-HOT')).toBeLessThan(order.indexOf('section-JILI'));
  expect(order.indexOf('section-RNG')).toBeLessThan(order.indexOf('section-FISH'));
  expect(order.indexOf('block-SPORTS')).toBeLessThan(order.indexOf('block-LOTT'));
  // Blocks ask for their games only near the viewport: fewer requests than blocks passed by.
  expect(lists.length).toBeLessThanOrEqual(order.length);
  await expectAccessible(page);
});

test('the logo resets home to the Popular tab with a fresh hot list', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('hot-list').getByRole('searchbox').fill('zzz');
  await tab(page, 'Live casino').click();
  await expect(page.getByTestId('section-tab-LIVE')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(tab(page, 'Popular')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('hot-list').getByRole('searchbox')).toHaveValue('');
  await expect(page.getByTestId('hot-list').getByTestId('game-tile')).toHaveCount(6);
});

test('home tabs in Burmese and Chinese, light theme', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'cn', theme: 'light' })),
  );
  await page.goto('/m/home');
  await tab(page, '真人').click();
  await expect(page.getByTestId('section-tab-LIVE').getByTestId('game-tile').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'home-live-tab-cn-light');
  await expectAccessible(page);
  await chooseLanguage(page, 'my');
  await tab(page, 'ပင်မ').click();
  await expect(page.getByTestId('vendor-menus')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await snap(page, 'home-vendor-menus-my-light');
  await expectAccessible(page);
});

/** A one-finger swipe across the element, through the browser's touch input. */
async function swipe(page: Page, testId: string, dx: number, dy = 0) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }],
    });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

const active = (page: Page) => page.getByTestId('category-tabs').locator('[aria-pressed="true"]');

test('a 60 px sideways swipe changes the tab (the content fades in over 150 ms); shorter or mostly vertical moves do not', async ({
  page,
}) => {
  await allowMotion(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-list').getByTestId('game-tile').first()).toBeVisible();
  const tabs = await page.getByTestId('category-tabs').getByRole('button').allTextContents();
  const start = tabs.indexOf((await active(page).textContent())!);
  // Too short, then mostly down: nothing changes.
  await swipe(page, 'home-panel', -50);
  await swipe(page, 'home-panel', -80, 60);
  await expect(active(page)).toHaveText(tabs[start]!);
  // To the left: the next tab, faded in over 150 ms.
  const fades = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const panel = document.querySelector('[data-testid="home-panel"]')!;
        const seen = () => panel.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration));
        const observer = new MutationObserver(() => {
          if (seen().length) {
            observer.disconnect();
            resolve(seen());
          }
        });
        observer.observe(panel, { childList: true, subtree: true });
      }),
  );
  await swipe(page, 'home-panel', -120);
  await expect(active(page)).toHaveText(tabs[start + 1]!);
  expect(await fades).toEqual([150]);
  // To the right: back again.
  await swipe(page, 'home-panel', 120);
  await expect(active(page)).toHaveText(tabs[start]!);
  await expectAccessible(page);
});

test('a new screen fades in over 300 ms; the back-to-top button appears on a long list and goes up', async ({
  page,
}) => {
  await allowMotion(page);
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-list')).toBeVisible();
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    (window as unknown as { fades: number[] }).fades = [];
    new MutationObserver(() => {
      for (const a of main.getAnimations())
        (window as unknown as { fades: number[] }).fades.push(Number(a.effect?.getComputedTiming().duration));
    }).observe(main, { childList: true, subtree: true });
  });
  await tab(page, 'Slots').click();
  await page.getByTestId('home-panel').getByRole('link', { name: 'More' }).first().click();
  await expect(page).toHaveURL(/\/m\/slot-games/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { fades: number[] }).fades)).toContain(300);

  await page.goto('/m/jili');
  const toTop = page.getByTestId('back-to-top');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await expect(toTop).toHaveCount(0);
  await page.mouse.wheel(0, 3000);
  // It stands where it lies over no game (fixed-elements.spec.ts): at the end of the list, where
  // the page keeps room for it, once the list has stopped growing.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(toTop).toBeVisible({ timeout: 1_000 });
    await snap(page, 'back-to-top');
    await expectAccessible(page);
    await toTop.click({ timeout: 1_000 });
  }).toPass();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test('holding a game tile for 370 ms shows its whole name and vendor, and letting go does not start it', async ({
  page,
}) => {
  await page.goto('/m/home');
  const tile = page.getByTestId('hot-list').getByTestId('game-tile').first();
  const name = (await tile.getByTestId('game-tile-name').textContent())!;
  const box = (await tile.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.width / 2 };
  const client = await page.context().newCDPSession(page);
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect(tile.getByRole('tooltip')).toContainText(name);
  await snap(page, 'game-tile-long-press');
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(tile.getByRole('tooltip')).toHaveCount(0);
  // Still home: a visitor's tap would have gone to login.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/m\/home$/);
  // A plain tap still plays (a visitor is led to login).
  await tile.getByRole('button').first().tap();
  await expect(page).toHaveURL(/\/m\/login/);
});
