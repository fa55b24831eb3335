import { expect, test } from './fixtures';
import { expectAccessible, logInDemo, prefer, type LoginLabels } from './support';

/** Every screen a visitor reaches from the menus. */
const VISITOR_SCREENS = [
  '/m/home',
  '/m/slot-games',
  '/m/hot-games',
  '/m/fishing-games',
  '/m/live-games',
  '/m/sport-games',
  '/m/lott',
  '/m/jili',
  '/m/notice',
  '/m/activity',
  '/m/help',
  '/m/set',
  '/m/download',
  '/m/login',
  '/m/register',
  '/m/forget',
];

/** And those of a member. */
const MEMBER_SCREENS = [
  '/m/member/home',
  '/m/betting-records',
  '/m/inbox',
  '/m/rewardCenter',
  '/m/member/benefits',
  '/m/promoCode',
  '/m/feedback',
  '/m/voucherCenter',
  '/m/liveChat',
  '/m/changePsw',
];

/** Screens that are a dialog over home: it mounts with its route's code, after the shell shows. */
const DIALOG_SCREENS = new Set(['/m/login', '/m/register', '/m/forget', '/m/changePsw']);

/** The login form's words in each language. */
const LOGIN: Record<'my' | 'en' | 'cn', LoginLabels> = {
  my: { dialog: 'ဝင်ရောက်ရန်', username: 'အသုံးပြုသူအမည်', password: 'စကားဝှက်', submit: 'ဝင်ရောက်ရန်' },
  en: { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' },
  cn: { dialog: '登录', username: '用户名', password: '密码', submit: '登录' },
};

// Axe-core's whole rule set (best practices included, not only the WCAG A/AA tags), on every
// screen, in the three first languages and, across them, both themes (a combination takes over a
// minute: all six would hold the whole CI run past its time).
const LOOKS = [
  ['my', 'dark'],
  ['en', 'light'],
  ['cn', 'dark'],
] as const;
for (const [language, theme] of LOOKS) {
  test.describe(`every screen in ${language}, ${theme}`, () => {
    prefer(language, theme);

    test('has no serious or critical axe finding, visitor then member', async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of VISITOR_SCREENS) {
        await page.goto(path);
        await expect(page.getByTestId('shell')).toBeVisible();
        // Its fade is then under way, and waited out: axe measures the dialog as finally shown.
        if (DIALOG_SCREENS.has(path)) await expect(page.getByRole('dialog')).toBeVisible();
        await test.step(path, () => expectAccessible(page));
      }
      await logInDemo(page, LOGIN[language]);
      for (const path of MEMBER_SCREENS) {
        await page.goto(path);
        await expect(page.getByTestId('shell')).toBeVisible();
        if (DIALOG_SCREENS.has(path)) await expect(page.getByRole('dialog')).toBeVisible();
        await test.step(path, () => expectAccessible(page));
      }
    });
  });
}
