import { expect, test } from './fixtures';
import { expectAccessible, openMenu, prefer, scrollToHomeEnd, snap } from './support';

prefer('en', 'dark');

test('the side menu shows the visitor extras the brand enables, in order', async ({ page }) => {
  await page.goto('/m/home');
  await openMenu(page);
  const extras = page.getByTestId('side-menu-extras');
  // Demo brand: REWCEN3, VIP benefits and referral on, a Telegram link, no app install.
  await expect(extras.getByRole('listitem')).toHaveText([
    'Reward centre',
    'Promo code',
    'VIP',
    'Invite friends',
    'Customer service',
    'Telegram',
  ]);
  await expect(extras.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lobby_demo');
  await expect(extras.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('href', '/m/register');
  await expect(extras.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/m/login');
  await snap(page, 'side-menu-extras-en-dark');
  await expectAccessible(page);

  // Customer service swaps the menu for the service popup.
  await extras.getByRole('button', { name: 'Customer service' }).click();
  const popup = page.getByRole('dialog', { name: 'Customer service' });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('the footer promotion and deposit tabs open their pages; home is highlighted only on home', async ({ page }) => {
  await page.goto('/m/home');
  const tabs = page.getByRole('navigation', { name: 'Menu' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  // Deposit needs a session: a visitor is sent to log in.
  await tabs.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // Closing the login popup on its own route goes home.
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('the footer service tab opens the service popup with live chat and the links the brand has', async ({ page }) => {
  await page.goto('/m/slot-games');
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Service' }).click();
  const popup = page.getByRole('dialog', { name: 'Customer service' });
  await expect(popup).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expect(popup.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lobby_demo');
  await expect(popup.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/6590000000');
  await expect(popup.getByRole('button', { name: 'Live chat' })).toBeVisible();
  // A visitor has no inbox.
  await expect(popup.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await snap(page, 'service-popup-en-dark');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('the home footer shows social icons only for existing links, legal text, age note and copyright 2024', async ({
  page,
}) => {
  await page.goto('/m/home');
  await scrollToHomeEnd(page);
  const social = page.getByTestId('footer-social');
  await social.scrollIntoViewIfNeeded();
  await expect(social.getByRole('link')).toHaveCount(1);
  await expect(social.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lobby_demo');
  await expect(page.getByText('Players must be 18 or older')).toBeVisible();
  await expect(page.getByText('© 2024 Lobby')).toBeVisible();
  await page.getByText('© 2024 Lobby').scrollIntoViewIfNeeded();
  await snap(page, 'home-footer-en-dark');
});

test('/m/set changes language and theme as a page', async ({ page }) => {
  await page.goto('/m/set');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByTestId('settings').getByRole('button', { name: 'Language: English' }).click();
  const languages = page.getByRole('dialog', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(languages.getByTestId('language-list').getByRole('button')).toHaveText(['မြန်မာ', 'English', '中文']);
  // Every language has its flag beside its own name.
  await expect(languages.locator('img[data-country]')).toHaveCount(3);
  await snap(page, 'language-popup-en-dark');
  await expectAccessible(page);
  await languages.getByRole('button', { name: '中文', exact: true }).click();
  await expect(languages).toBeHidden();
  await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
  await page.getByTestId('settings').getByRole('button', { name: /主题/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await snap(page, 'settings-cn-light');
  await expectAccessible(page);
});

test('/m/gameCenter lists every category, each opening its games', async ({ page }) => {
  await page.goto('/m/gameCenter');
  const center = page.getByTestId('game-center');
  await expect(center.getByRole('link', { name: 'Cockfighting' })).toHaveAttribute('href', '/m/cockfight');
  await expect(center.getByRole('link', { name: 'In-house games' })).toHaveAttribute('href', '/m/inHouse');
  await snap(page, 'game-center-en-dark');
  await expectAccessible(page);
  await center.getByRole('link', { name: 'In-house games' }).click();
  const tiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(tiles).toHaveCount(6);
  expect(new Set(await tiles.locator('span:nth-child(3)').allTextContents())).toEqual(new Set(['In-house']));
});

test('bingo has its page: from the game centre and the side menu, its games under its title', async ({ page }) => {
  await page.goto('/m/gameCenter');
  await page.getByTestId('game-center').getByRole('link', { name: 'Bingo' }).click();
  await expect(page).toHaveURL(/\/m\/bingo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bingo');
  await expect(page.getByTestId('game-grid').getByTestId('game-tile').first()).toBeVisible();
  await openMenu(page);
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Bingo' })).toHaveAttribute('href', '/m/bingo');
});

test('/m/fish-games, the fishing title’s second path, opens the fishing games rather than home', async ({ page }) => {
  await page.goto('/m/fish-games');
  await expect(page).toHaveURL(/\/m\/fishing-games$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fishing');
  await expect(page.getByRole('list', { name: 'Providers' }).getByRole('link', { name: /JILI/ })).toBeVisible();
});

test('the search screen reads an optional gameType, and ignores an unknown one', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => r.url().includes('GCSGAME_gameList') && lists.push(r.url()));
  await page.goto('/m/search-games?gameType=LIVE');
  await page.getByRole('searchbox').fill('a');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('search-results').getByTestId('game-tile').first()).toBeVisible();
  expect(lists.at(-1)).toContain('gameType=LIVE');
  await page.goto('/m/search-games?gameType=NOPE');
  await page.getByRole('searchbox').fill('a');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('search-results').getByTestId('game-tile').first()).toBeVisible();
  expect(lists.at(-1)).toContain('gameType=&');
});
