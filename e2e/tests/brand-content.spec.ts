import { devices, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, goOnWithoutLimit, headerBalance, logIn, payAtProvider, snap } from './support';

// The second demo brand (Lotus Play, at brand2.localhost) reads in English, Thai and Vietnamese;
// its content is English, with Thai notices, a Thai welcome promotion and Thai help.

/** A phone's page at the second brand's host, in a browser context of its own. */
async function lotusPage(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const url = new URL(path, baseURL);
  url.hostname = 'brand2.localhost';
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: url.origin,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(url.toString());
  return page;
}

/** Switches the site from English to `language` on /m/set. */
async function readIn(page: Page, language: 'ไทย' | 'Tiếng Việt') {
  await page.goto('/m/set');
  await page.getByTestId('settings').getByRole('button', { name: 'Language: English' }).click();
  await page.getByTestId('language-list').getByRole('button', { name: language, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ไทย' ? 'th' : 'vi');
}

async function lotusIn(browser: Browser, baseURL: string | undefined, language: 'ไทย' | 'Tiếng Việt'): Promise<Page> {
  const page = await lotusPage(browser, baseURL, '/m/set');
  await readIn(page, language);
  return page;
}

test('LOTUS in Thai: the ticker, a promotion and help in Thai; what the brand has only in English says so', async ({
  browser,
  baseURL,
}) => {
  const page = await lotusIn(browser, baseURL, 'ไทย');

  // The ticker's notices are the brand's Thai ones, with no note.
  await page.goto('/m/home');
  await expect(page.locator('.ticker-link')).toContainText('ยินดีต้อนรับสู่ Lotus Play');
  await expect(page.getByTestId('content-language-note')).toHaveCount(0);
  await snap(page, 'lotus-th-home');

  // The welcome promotion is Thai; the others, which the brand wrote in English only, say so.
  await page.goto('/m/activity');
  const welcome = page.getByTestId('promotion').filter({ hasText: 'โบนัสต้อนรับ 100%' });
  await expect(welcome).toHaveAttribute('lang', 'th');
  await expect(welcome.getByTestId('content-language-note')).toHaveCount(0);
  const english = page.getByTestId('promotion').filter({ has: page.getByTestId('content-language-note') });
  await expect(english.first()).toHaveAttribute('lang', 'en');
  await expect(english.first().getByTestId('content-language-note')).toHaveText('แสดงเป็นภาษาอังกฤษ');
  await expect(page.getByTestId('promotion')).toHaveCount((await english.count()) + 1);
  await snap(page, 'lotus-th-promotions');
  await expectAccessible(page);

  // Help is Thai, with no note.
  await page.goto('/m/help');
  await expect(page.getByRole('tab', { name: 'เกี่ยวกับเรา' }).or(page.getByText('เกี่ยวกับเรา').first())).toBeVisible();
  await expect(page.getByTestId('content-language-note')).toHaveCount(0);
  await snap(page, 'lotus-th-help');
  await expectAccessible(page);
});

test('LOTUS in Vietnamese, which it has no content in: English content, said to be English, on each screen', async ({
  browser,
  baseURL,
}) => {
  const page = await lotusIn(browser, baseURL, 'Tiếng Việt');
  const note = 'Hiển thị bằng tiếng Anh';
  await page.goto('/m/home');
  await expect(page.getByTestId('content-language-note')).toHaveText(note);
  await page.goto('/m/activity');
  await expect(page.getByTestId('promotion').first().getByTestId('content-language-note')).toHaveText(note);
  await page.goto('/m/help');
  await expect(page.getByTestId('content-language-note')).toHaveText(note);
  await expect(page.getByText('About us').first()).toBeVisible();
  await snap(page, 'lotus-vi-help');
});

test("LOTUS's member pays 500 baht by TrueMoney in Thai: the fee is said before paying, and the wallet gets the rest in baht", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await lotusPage(browser, baseURL, '/m/home');
  // The brand takes no registrations: its seeded sample member signs in (English first), answers
  // the first deposit's limit prompt, then reads in Thai.
  await logIn(page, 'lotus01', 'Lotus-pass-01');
  await page.goto('/m/voucherCenter');
  await goOnWithoutLimit(page);
  const before = await headerBalance(page);
  await readIn(page, 'ไทย');

  await page.goto('/m/voucherCenter');
  const form = page.getByTestId('deposit');
  await expect(form.getByLabel('จำนวนเงิน (THB)')).toBeVisible();
  const trueMoney = form.locator('label', { has: page.locator('input[value=truemoney]') });
  await expect(trueMoney).toContainText('ค่าธรรมเนียม 1.5%');
  await expect(form.locator('label', { has: page.locator('input[value=promptpay]') })).toContainText('ไม่มีค่าธรรมเนียม');
  await trueMoney.click();
  await form.getByLabel('จำนวนเงิน (THB)').fill('500');
  await expect(form.getByTestId('fee-note')).toHaveText('ค่าธรรมเนียม 7.50: เข้ากระเป๋าเงินของคุณ 492.50');
  await snap(page, 'lotus-th-deposit-fee');
  await expectAccessible(page);
  await form.locator('button[type=submit]').click();
  await payAtProvider(page, 'approve');
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
  await expect(page.getByTestId('deposit-outcome')).toContainText('ค่าธรรมเนียม 7.50');
  await expect.poll(() => headerBalance(page)).toBe(before + 49_250);
  await snap(page, 'lotus-th-deposit-paid');
  await page.context().close();
});
