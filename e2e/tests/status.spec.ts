import { STATUS_PORTS } from '../ports';
import { expect, test } from './fixtures';
import { expectAccessible, prefer, snap } from './support';

prefer('en', 'dark');

test('maintenance status shows the maintenance page instead of the lobby', async ({ page }) => {
  await page.goto(`http://localhost:${STATUS_PORTS.maintenance}/m/home`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByText('The platform is under maintenance')).toBeVisible();
  await expect(page.getByTestId('hot-list')).toHaveCount(0);
  // The brand's page: its name and logo, and where its service team answers.
  const status = page.getByTestId('maintenance-page');
  await expect(status.getByText('Lobby', { exact: true })).toBeVisible();
  await expect(status.locator('img').first()).toHaveJSProperty('complete', true);
  await expect(status.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/lobby_demo');
  await snap(page, 'maintenance-en-dark');
  await expectAccessible(page);
});

test('region restriction shows the IP-restricted page', async ({ page }) => {
  await page.goto(`http://localhost:${STATUS_PORTS.restricted}/m/slot-games`);
  await expect(page.getByTestId('restricted-page')).toBeVisible();
  await expect(page.getByText('Access blocked for location or IP restrictions')).toBeVisible();
  await expect(page.getByTestId('restricted-page').getByRole('link', { name: 'Telegram' })).toBeVisible();
  await snap(page, 'restricted-en-dark');
  await expectAccessible(page);
});

test('a normal status shows the lobby and remembers it', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('hot-list')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lobby.systemStatus'))).toBe('0');
});
