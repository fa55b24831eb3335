import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { operatorToken } from '../operator';
import { expect, test } from './fixtures';
import { expectAccessible, registerMember, snap } from './support';

// Two brands from one running server: DEMO at localhost, the second demo brand (Lotus Play) at
// brand2.localhost, which browsers resolve to this machine.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run brand` (its script) against this worker's server, as the demo admin with a personal token. */
async function brandCommand(request: APIRequestContext, baseURL: string | undefined, ...args: string[]) {
  const origin = new URL(baseURL ?? '').origin;
  const token = await operatorToken(request, origin);
  return spawnSync(process.execPath, [path.join(ROOT, 'tooling/scripts/server-command.mjs'), 'brand', ...args], {
    encoding: 'utf8',
    env: { ...process.env, LOBBY_API_URL: origin, OPERATOR_TOKEN: token },
  });
}

/** Stores the README's example brand (Orchid) through the running server: created, or updated on a retry. */
async function storeOrchid(request: APIRequestContext, baseURL: string | undefined) {
  const file = path.join(ROOT, 'docs/brands/orchid.json');
  const run = await brandCommand(request, baseURL, 'create', file);
  return run.stderr.includes('exists already') ? brandCommand(request, baseURL, 'update', file) : run;
}

const brandUrl = (baseURL: string | undefined, host: string, path: string) => {
  const url = new URL(path, baseURL);
  url.hostname = host;
  return url.toString();
};

async function open(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: new URL(url).origin,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByTestId('brand-name')).not.toBeEmpty();
  return page;
}

const look = (page: Page) =>
  page.evaluate(() => {
    const css = (selector: string, property: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).getPropertyValue(property) : null;
    };
    return {
      lang: document.documentElement.lang,
      theme: document.documentElement.dataset.theme,
      title: document.title,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      background: css('body', 'background-color'),
      header: css('.header', 'background-color'),
      logo: document.querySelector<HTMLImageElement>('.header__logo img')?.getAttribute('src'),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      template: document.querySelector('[data-testid="shell"]')?.className,
    };
  });

test('two brands from one server: each its own colours, name, logo, title, language, languages and template', async ({
  browser,
  baseURL,
}) => {
  const demo = await open(browser, brandUrl(baseURL, 'localhost', '/m/home'));
  const lotus = await open(browser, brandUrl(baseURL, 'brand2.localhost', '/m/home'));

  const [a, b] = [await look(demo), await look(lotus)];
  expect(a).toMatchObject({ lang: 'my', theme: 'dark', title: 'Lobby', themeColor: '#0f1420' });
  expect(b).toMatchObject({ lang: 'en', theme: 'light', title: 'Lotus Play', themeColor: '#eef7f6' });
  expect(b.background).toBe('rgb(238, 247, 246)');
  expect(b.header).toBe('rgb(11, 122, 117)');
  expect(a.background).not.toBe(b.background);
  expect(a.header).not.toBe(b.header);
  expect(a.logo).toMatch(/^\/m\/brand\/DEMO\/logo\.svg/);
  expect(b.logo).toMatch(/^\/m\/brand\/LOTUS\/logo\.svg/);
  expect(b.icon).toMatch(/^\/m\/brand\/LOTUS\/icon\.svg/);
  expect(a.template).toContain('v-new v-detail-new');
  expect(b.template).toContain('v-base v-detail-base');
  await expect(demo.getByTestId('brand-name')).toHaveText('Lobby');
  await expect(lotus.getByTestId('brand-name')).toHaveText('Lotus Play');
  await expect(lotus.getByRole('link', { name: 'Log in' })).toBeVisible();

  await snap(demo, 'brand-demo-home');
  await snap(lotus, 'brand-lotus-home');
  await expectAccessible(lotus);
  // Each brand's language list.
  for (const [page, languages] of [
    [demo, ['မြန်မာ', 'English', '中文']],
    [lotus, ['English', 'ไทย', 'Tiếng Việt']],
  ] as const) {
    await page.goto('/m/set');
    await page.getByTestId('settings').getByTestId('language-button').click();
    await expect(page.getByTestId('language-list').getByRole('button')).toHaveText([...languages]);
  }
});

test('the visitor’s own language and theme win over the brand’s defaults on the next visit', async ({
  browser,
  baseURL,
}) => {
  const lotus = await open(browser, brandUrl(baseURL, 'brand2.localhost', '/m/home'));
  await lotus.goto('/m/set');
  await lotus.getByTestId('settings').getByRole('button', { name: 'Language: English' }).click();
  await lotus.getByTestId('language-list').getByRole('button', { name: 'ไทย', exact: true }).click();
  await expect(lotus.locator('html')).toHaveAttribute('lang', 'th');
  await lotus.reload();
  await expect(lotus.locator('html')).toHaveAttribute('lang', 'th');
  await lotus.goto('/m/home');
  await expect(lotus.getByTestId('brand-name')).toHaveText('Lotus Play');
  await expect(lotus.locator('html')).toHaveAttribute('lang', 'th');
});

test('a brand without registration has no register button, route or form, and its server refuses it', async ({
  browser,
  baseURL,
}) => {
  const lotus = await open(browser, brandUrl(baseURL, 'brand2.localhost', '/m/home'));
  await expect(lotus.locator('.header__actions').getByRole('link', { name: 'Register' })).toHaveCount(0);
  // Its register address is its login, at the login's address, under the login's title in the
  // header and the dialog, saying why.
  await lotus.goto(brandUrl(baseURL, 'brand2.localhost', '/m/register'));
  await expect(lotus).toHaveURL(/\/m\/login$/);
  const login = lotus.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('status')).toHaveText(
    'New accounts are not opened on this site. Please contact customer service.',
  );
  await expect(lotus.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(lotus.getByTestId('login-dialog')).toBeVisible();
  await expect(lotus.getByTestId('register-dialog')).toHaveCount(0);
  await expect(lotus.getByText('No account yet?')).toHaveCount(0);
  await snap(lotus, 'brand-lotus-register-closed-en');
  await expectAccessible(lotus);
  // The same in Thai, one of the brand's languages.
  await lotus.evaluate(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'th', theme: 'light' })),
  );
  await lotus.goto(brandUrl(baseURL, 'brand2.localhost', '/m/register'));
  await expect(lotus).toHaveURL(/\/m\/login$/);
  const thai = lotus.getByRole('dialog', { name: 'เข้าสู่ระบบ' });
  await expect(thai.getByRole('status')).toHaveText('เว็บไซต์นี้ไม่เปิดรับสมัครบัญชีใหม่ กรุณาติดต่อฝ่ายบริการลูกค้า');
  await expect(lotus.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ');
  await snap(lotus, 'brand-lotus-register-closed-th');
  // Closing it goes home, as any login route's does.
  await lotus.keyboard.press('Escape');
  await expect(lotus).toHaveURL(/\/m\/home$/);
  // Asked from the page: the browser resolves brand2.localhost, Node's resolver does not.
  const check = await lotus.evaluate(async () => {
    const res = await fetch('/wps/member/register/username?username=newplayer1', {
      headers: { Merchant: 'LOTUS', Device: 'MOBILE', Language: 'en' },
    });
    return [res.status, ((await res.json()) as { errorCode?: string }).errorCode];
  });
  expect(check).toEqual([403, 'feature.unavailable']);
  // The demo brand next to it still registers.
  const demo = await open(browser, brandUrl(baseURL, 'localhost', '/m/home'));
  await demo.goto('/m/register');
  await expect(demo.getByTestId('register-dialog')).toBeVisible();
});

test('a brand created with the brand command is served at its host at once, with its look', async ({
  browser,
  baseURL,
  request,
}) => {
  // The README's example file, stored through this running server's operator API: no rebuild, no restart.
  const run = await storeOrchid(request, baseURL);
  expect(run.stdout).toMatch(/(Created|Updated) ORCHID, served at orchid\.localhost/);
  const orchid = await open(browser, brandUrl(baseURL, 'orchid.localhost', '/m/home'));
  expect(await look(orchid)).toMatchObject({
    lang: 'zh-CN',
    theme: 'dark',
    title: 'Orchid Club',
    themeColor: '#1a0f1f',
  });
  await expect(orchid.getByTestId('brand-name')).toHaveText('Orchid Club');
  // Its switched-off modules are not there: no deposit tab (FUNDTRANS3), no jackpot (COMM3).
  await expect(orchid.locator('.footer-tabs > *')).toHaveCount(4);
  await expect(orchid.getByRole('navigation').getByRole('link', { name: '存款' })).toHaveCount(0);
  await expect(orchid.getByTestId('jackpot-amount')).toHaveCount(0);
  // A new brand has no promotions yet: once the list came, no empty strip is left on home.
  await orchid.mouse.wheel(0, 4000);
  await expect(orchid.getByTestId('promotion-strip')).toHaveCount(0);
  await snap(orchid, 'brand-orchid-home');

  // A bad file is refused with the field named, and nothing is stored.
  const bad = await brandCommand(request, baseURL, 'update', path.join(ROOT, 'e2e/tests/fixtures/bad-brand.json'));
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain('theme.dark.color-primary: a colour as #rgb, #rrggbb or #rrggbbaa');
  await orchid.reload();
  await expect(orchid.getByTestId('brand-name')).toHaveText('Orchid Club');
});

test("a brand's switched-off modules leave the member's pages too, and its registration asks no captcha", async ({
  browser,
  baseURL,
  request,
}) => {
  expect((await storeOrchid(request, baseURL)).status).toBe(0);
  const page = await open(browser, brandUrl(baseURL, 'orchid.localhost', '/m/home'));
  await page.evaluate(() =>
    localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' })),
  );
  // CAPTCHA3 off: the form has no captcha box and the server takes the registration without one;
  // FUNDTRANS3 off: it takes no deposits, so it asks for no deposit limit.
  await registerMember(page, {
    prefix: 'orc',
    captcha: false,
    fill: async (form) => {
      await expect(form.getByLabel('Captcha', { exact: true })).toHaveCount(0);
      await expect(form.getByText('Daily deposit limit')).toHaveCount(0);
    },
  });

  // MEMTRANS3, FUNDTRANS3 and PROFPIC3 off: no records, deposit or picture entries, and no records page.
  await page.goto('/m/member/home');
  const home = page.getByTestId('member-home');
  await expect(home.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Betting records' })).toHaveCount(0);
  await expect(home.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByTestId('head-icon')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/m/betting-records');
  await expect(page.getByTestId('orders')).toHaveCount(0);
  await expect(page.getByText('Please contact customer service')).toBeVisible();
});
