import { expect, test, type Locator } from './fixtures';
import {
  chooseLanguage,
  expectAccessible,
  expectNoHorizontalOverflow,
  prefer,
  registerMember,
  snap,
  submitLogin,
  type LoginLabels,
} from './support';

// Members register through the English form, then read in the language of the test.
prefer('en', 'dark', { unlessChosen: true });

// Each test registers, locks and logs in again: over 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** What the engine writes when it has no data for a language: English month names and day periods. */
const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b|\b[AP]M\b/;

interface Language {
  /** A date and time as the language writes it (Unicode CLDR, medium date and short time). */
  dateTime: RegExp;
  login: LoginLabels;
  break24h: string;
  lock: string;
  logOut: string;
  withdrawBalance: string;
}

const BURMESE_MONTH = '(?:ဇန်|ဖေ|မတ်|ဧ|မေ|ဇွန်|ဇူ|ဩ|စက်|အောက်|နို|ဒီ)';
const LANGUAGES: Record<'my' | 'en' | 'cn', Language> = {
  // Burmese digits and month names, year first: '၂၀၂၆ ဒီ ၅ ၁၉:၄၇'. Chromium's Intl has no Burmese.
  my: {
    dateTime: new RegExp(`[၀-၉]{4} ${BURMESE_MONTH} [၀-၉]{1,2} [၀-၉]{1,2}:[၀-၉]{2}`),
    login: { dialog: 'ဝင်ရောက်ရန်', username: 'အသုံးပြုသူအမည်', password: 'စကားဝှက်', submit: 'ဝင်ရောက်ရန်' },
    break24h: '၂၄ နာရီ',
    lock: 'ကျွန်ုပ်၏အကောင့်ကို ပိတ်ရန်',
    logOut: 'ထွက်ရန်',
    withdrawBalance: 'ကျွန်ုပ်၏ လက်ကျန်ငွေကို ထုတ်ယူမည်',
  },
  en: {
    dateTime: /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M/,
    login: { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' },
    break24h: '24 hours',
    lock: 'Lock my account',
    logOut: 'Log out',
    withdrawBalance: 'Withdraw my balance',
  },
  cn: {
    dateTime: /\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}/,
    login: { dialog: '登录', username: '用户名', password: '密码', submit: '登录' },
    break24h: '24 小时',
    lock: '锁定我的账号',
    logOut: '退出登录',
    withdrawBalance: '提取我的余额',
  },
};

/**
 * The element comes to hold a date in the language's own words, and none in the engine's English
 * (waited for: the words of a date arrive with the screen's lazy code).
 */
async function expectDateIn(element: Locator, language: 'my' | 'en' | 'cn') {
  await expect(element).toHaveText(LANGUAGES[language].dateTime);
  if (language !== 'en') await expect(element).not.toHaveText(ENGLISH_DATE);
}

for (const language of ['my', 'en', 'cn'] as const) {
  const words = LANGUAGES[language];

  test(`every date a member meets is written in ${language}: the security centre, a break's confirmation, the login refusal and the withdraw-only notice`, async ({
    page,
  }) => {
    const name = await registerMember(page, { prefix: `dt${language}` });
    await chooseLanguage(page, language);

    // The security centre: the live sessions and the login history.
    await page.goto('/m/member/security');
    const session = page.getByTestId('active-session').first();
    await expect(session).toBeVisible();
    await expectDateIn(session, language);
    const login = page.getByTestId('login-history-entry').first().locator('time');
    await expect(login).toBeVisible();
    await expectDateIn(login, language);
    await snap(page, `dates-security-${language}-dark`);
    await expectAccessible(page);

    // A break's confirmation says until when.
    await page.goto('/m/member/protection');
    const rg = page.getByTestId('responsible-gaming');
    await rg.getByRole('button', { name: words.break24h, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(words.dateTime);
    await expectDateIn(confirm, language);
    await snap(page, `dates-break-confirm-${language}-dark`);
    await expectNoHorizontalOverflow(page);
    await confirm.getByRole('button', { name: words.lock }).click();
    await expectDateIn(rg.getByTestId('exclusion-active'), language);
    await rg.getByRole('button', { name: words.logOut }).click();
    await expect(page.getByTestId('member-name')).toHaveCount(0);

    // The login refusal names the break's end; the server sends it as a time, the screen words it.
    await submitLogin(page, name, 'Secret123', words.login);
    const refusal = page.getByTestId('login-form').getByRole('alert');
    await expect(refusal).toContainText(words.dateTime);
    await expectDateIn(refusal, language);
    await snap(page, `dates-login-refused-${language}-dark`);

    // Signed in to withdraw only, the notice says when the break ends.
    await page.getByTestId('login-form').getByRole('button', { name: words.withdrawBalance }).click();
    const notice = page.getByTestId('withdraw-only-notice').getByRole('status');
    await expect(notice).toContainText(words.dateTime);
    await expectDateIn(notice, language);
    await snap(page, `dates-withdraw-only-${language}-dark`);
    await expectAccessible(page);
  });
}
