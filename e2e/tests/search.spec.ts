import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

prefer('en', 'dark');

test('the home search popup finds games by name, case-insensitively, after a pause in typing', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('GCSGAME_gameList') && requests.push(r.url()));
  await dialog.getByRole('searchbox').pressSequentially('GEMS', { delay: 60 });
  const tiles = dialog.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  // Typing four letters quickly asks once, after the 500 ms pause.
  expect(requests).toHaveLength(1);
  expect(requests[0]).toContain('gameName=GEMS');
  for (const name of await tiles.locator('button > span:nth-child(2)').allTextContents())
    expect(name.toLowerCase()).toContain('gems');
  await snap(page, 'search-popup-en-dark');
  await expectAccessible(page);

  await dialog.getByRole('searchbox').fill('zzzz-nothing');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.getByText('No games match “zzzz-nothing”')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the search screen pages its results and links to the game lists', async ({ page }) => {
  await page.goto('/m/search-games');
  await expect(page.getByRole('heading', { name: 'Search games' })).toBeVisible();
  await page.getByRole('searchbox').fill('a');
  await page.getByRole('searchbox').press('Enter');
  const tiles = page.getByTestId('search-results').getByTestId('game-tile');
  await expect(tiles).toHaveCount(36);
  // 1,149 of the demo's games hold an "a": a search answers its best 1,000.
  await expect(page.getByTestId('search-count')).toHaveText('1,000+ games found');
  await page.getByRole('button', { name: 'Show more 36' }).click();
  // Past a few dozen games the list renders only the rows near the viewport; each tile knows the total.
  // (The end of the list in view may fetch one more page as well.)
  await expect
    .poll(async () => Number(await tiles.first().locator('xpath=ancestor::li[1]').getAttribute('aria-setsize')))
    .toBeGreaterThanOrEqual(72);
  await page.getByRole('link', { name: 'Popular' }).click();
  await expect(page).toHaveURL(/\/m\/hot-games$/);
});

test('favourites and recent send a visitor to log in', async ({ page }) => {
  for (const path of ['/m/fav-games', '/m/recent-games']) {
    await page.goto(path);
    // /m/login arrives with the accounts work; until then it leads home like any unknown path.
    await expect(page).toHaveURL(/\/m\/(login|home)$/);
  }
});

test('game lists search within their type; the lottery lists have no search', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => r.url().includes('GCSGAME_gameList') && lists.push(r.url()));
  await page.goto('/m/live-games?vassalage=EVO');
  await page.getByRole('button', { name: 'Search games' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search games' });
  await dialog.getByRole('searchbox').fill('a');
  await dialog.getByRole('searchbox').press('Enter');
  await expect(dialog.getByTestId('game-tile').first()).toBeVisible();
  expect(lists.at(-1)).toContain('gameType=LIVE');
  for (const type of await dialog.getByTestId('game-tile').locator('span:nth-child(3)').allTextContents()) {
    expect(['Evolution', 'AE Sexy', 'Pragmatic Play']).toContain(type);
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  for (const path of ['/m/lott?vassalage=TCG_SEA', '/m/elott?vassalage=TCG']) {
    await page.goto(path);
    await expect(page.getByTestId('class-tabs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search games' })).toHaveCount(0);
  }
});

test('a search past 1,000 games says "1,000+" and ends its pages at the best 1,000', async ({ page }) => {
  // 28 pages, each after the list's load-more pace: a budget of its own on a busy machine.
  test.setTimeout(240_000);
  // The pages of the search the list has been answered, whoever asked (a tap, or the list itself
  // when its end comes into view).
  const answered = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('GCSGAME_gameList') && url.searchParams.get('gameName') === 'e')
      answered.add(url.searchParams.get('pageNo') ?? '');
  });
  await page.goto('/m/search-games');
  await page.getByRole('searchbox').fill('e');
  await page.getByRole('searchbox').press('Enter');
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText('1,000+ games found');
  const more = page.getByRole('button', { name: 'Show more 36' });
  // 28 pages of 36 hold the 1,000. Each turn asks for one more page and waits for its answer (a
  // tap while a page is on its way asks for nothing new), so a fast answer cannot outrun the count.
  const note = page.getByTestId('search-cap-note');
  while (!(await note.isVisible())) {
    const before = answered.size;
    expect(before, 'pages answered before the closing note').toBeLessThanOrEqual(28);
    // A page just answered leaves the button busy a moment longer: wait until it can be tapped (or
    // the list asked for the next page by itself, or the closing note came), never tap it busy.
    await expect
      .poll(
        async () => answered.size > before || (await note.isVisible()) || (await more.isEnabled().catch(() => false)),
      )
      .toBe(true);
    if (answered.size === before && !(await note.isVisible()))
      // The button leaves once the last page is in: a tap that finds it gone is no failure.
      await more.click({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(async () => answered.size > before || (await note.isVisible())).toBe(true);
  }
  await expect(note).toHaveText('Showing the best 1,000 matches. Type more of the name to narrow the search.');
  await expect(more).toHaveCount(0);
  const setSize = page.getByTestId('search-results').getByTestId('game-tile').first().locator('xpath=ancestor::li[1]');
  await expect(setSize).toHaveAttribute('aria-setsize', '1000');
  // A narrower search counts its games exactly.
  await page.getByRole('searchbox').fill('magic ace');
  await page.getByRole('searchbox').press('Enter');
  await expect(count).toHaveText(/^\d+ games? found$/);
  await expect(page.getByTestId('game-tile').first()).toContainText('Magic Ace');
});

for (const [language, text] of [
  ['my', 'ဂိမ်း 1,000+ ခု တွေ့ပါသည်'],
  ['cn', '找到 1,000+ 款游戏'],
] as const) {
  test.describe(language, () => {
    prefer(language, 'light');
    test(`a capped search reads "1,000+" in ${language}`, async ({ page }) => {
      await page.goto('/m/home');
      await page.locator('.search-button').first().click();
      await page.getByRole('dialog').getByRole('searchbox').fill('a');
      await page.getByRole('dialog').getByRole('searchbox').press('Enter');
      await expect(page.getByTestId('search-count')).toHaveText(text);
      await expect(page.getByRole('dialog').getByTestId('game-tile').first()).toBeVisible();
      await snap(page, `search-capped-${language}-light`);
      await expectAccessible(page);
    });
  });
}
