import { operatorHeaders } from '../operator';
import { expect, test } from './fixtures';
import { expectAccessible, expectNoHorizontalOverflow, openMenu, snap } from './support';

test("a brand offering more of the dictionaries' languages: Thai chosen in the selector, content asked in English, the choice kept", async ({
  page,
  baseURL,
}) => {
  const headers = await operatorHeaders(page.request, new URL(baseURL!).origin);
  const offer = (languages: string[]) =>
    page.request.put('/__ops/whitelabel', { headers, data: { merchantCode: 'DEMO', flags: {}, languages } });
  expect((await offer(['my', 'en', 'cn', 'th', 'ja'])).ok()).toBe(true);
  try {
    await page.goto('/m/home');
    await page.evaluate(() =>
      localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'light' })),
    );
    await page.reload();
    await openMenu(page);
    await page.getByTestId('language-button').click();
    const list = page.getByTestId('language-list');
    await expect(list.getByRole('button')).toHaveText(['မြန်မာ', 'English', '中文', 'ไทย', '日本語']);
    await snap(page, 'languages-offered-en-light');
    await expectAccessible(page);

    // From now on every call asks for content in English, the nearest language the platform speaks.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).pathname.startsWith('/wps/')) return;
      asked.push(r.headers()['language'] ?? '', new URL(r.url()).searchParams.get('language') ?? '');
    });
    await list.getByRole('button', { name: 'ไทย', exact: true }).click();
    await expect(list).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const tabs = page.getByRole('navigation', { name: 'เมนู' });
    await expect(tabs.getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('aria-current', 'page');

    // Kept after a reload; the account forms speak Thai too (their own namespace).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('hot-list').getByTestId('game-tile').first()).toBeVisible();
    await page.goto('/m/login');
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
    await expect(login.getByTestId('login-form').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
    await snap(page, 'login-th-light');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    expect(asked.filter((language) => language && language !== 'en')).toEqual([]);
    expect(asked).toContain('en');
  } finally {
    await offer(['my', 'en', 'cn']);
  }
});
