import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

/**
 * Starts each test of the file (or describe block) in this language and theme. With
 * `unlessChosen`, a choice a test made itself (it survives the test's own reloads) stays.
 */
export function prefer(
  language: 'en' | 'cn' | 'my',
  theme: 'dark' | 'light' = 'dark',
  { unlessChosen = false }: { unlessChosen?: boolean } = {},
) {
  test.beforeEach(async ({ page, baseURL }) => {
    // The cookie too, as the site keeps it: the server renders the first screen in it.
    await page.context().addCookies([{ name: 'lobby-prefs', value: `${language}.${theme}`, url: `${baseURL}/m/` }]);
    await page.addInitScript(
      ([l, t, keep]) => {
        if (keep && localStorage.getItem('lobby.preferences')) return;
        localStorage.setItem('lobby.preferences', JSON.stringify({ language: l, theme: t }));
      },
      [language, theme, unlessChosen] as const,
    );
  });
}

/** Waits for finite animations (popups, page and tab fades) to end. */
async function settled(page: Page) {
  // A transition begins at the next frame after its class changes: two frames, then look.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Fails on any serious or critical finding of axe-core's whole rule set (WCAG and best practices) on the current screen. */
export async function expectAccessible(page: Page) {
  // Contrast is measured on what is finally shown, not halfway through a fade.
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Saves a named screenshot among the run's artifacts. */
export async function snap(page: Page, name: string) {
  // Popups fade in: wait for the finite animations, so the picture shows what the user sees.
  await settled(page);
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false });
}

/** Opens the side menu (whatever the interface language). */
export async function openMenu(page: Page) {
  await page.getByTestId('open-menu').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The brand's entries arrive with the settings and push the preferences down: wait for them,
  // so a click never lands on a control that is still moving.
  await expect(page.getByTestId('side-menu-extras')).toBeVisible();
}

/** The header's balance in minor units, read once it shows an amount (it shows asterisks while refreshing). */
export async function headerBalance(page: Page): Promise<number> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await page.getByTestId('balance').textContent()) ?? '';
      return /^[\d,]+\.\d\d$/.test(text);
    })
    .toBe(true);
  return Math.round(Number(text.replace(/,/g, '')) * 100);
}

/** Each language in its own name, as the language popup lists it. */
export const LANGUAGE_LABELS = { my: 'မြန်မာ', en: 'English', cn: '中文' } as const;

/** Chooses an interface language in the side menu's language popup, then closes the menu. */
export async function chooseLanguage(page: Page, language: 'my' | 'en' | 'cn') {
  await openMenu(page);
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-list').getByRole('button', { name: LANGUAGE_LABELS[language], exact: true }).click();
  await expect(page.getByTestId('language-list')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The page fits the phone's width: no sideways scrolling in any language. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The answer of the newest captcha, from the dev tools (the e2e server runs with LOBBY_DEV_TOOLS=1). */
export async function latestCaptchaAnswer(page: Page): Promise<string> {
  const answers = (await (await page.request.get('/__dev/captcha')).json()).value as { answer: string }[];
  return answers[0]!.answer;
}

/** Waits for the newest SMS code the outbox holds for a number like `+95 9123456789`. */
export async function latestSmsCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/__dev/outbox')).json()).value as {
        channel: string;
        to: string;
        text: string;
      }[];
      code = messages.find((m) => m.channel === 'sms' && m.to === to)?.text.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Waits for the newest e-mail to an address and answers its text. */
export async function latestEmail(page: Page, to: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/__dev/outbox')).json()).value as {
        channel: string;
        to: string;
        text: string;
      }[];
      text = messages.find((m) => m.channel === 'email' && m.to === to)?.text;
      return text;
    })
    .toBeTruthy();
  return text!;
}

/** Picks a birthday in the registration's three selects. */
export async function pickBirthday(
  page: Page,
  labels: { year: string; month: string; day: string },
  date: { year: number; month: number; day: number },
) {
  await page.getByLabel(labels.year, { exact: true }).selectOption(String(date.year));
  await page.getByLabel(labels.month, { exact: true }).selectOption(String(date.month));
  await page.getByLabel(labels.day, { exact: true }).selectOption(String(date.day));
}

/** Waits until the outbox holds `count` SMS for a number (a second code must not be read as the first). */
export async function waitForSmsCount(page: Page, to: string, count: number) {
  const sent = async () =>
    ((await (await page.request.get('/__dev/outbox')).json()).value as { channel: string; to: string }[]).filter(
      (m) => m.channel === 'sms' && m.to === to,
    ).length;
  await expect.poll(sent).toBe(count);
}

/** The login dialog's words in the interface language the test uses. */
export interface LoginLabels {
  dialog: string;
  username: string;
  password: string;
  submit: string;
}
const ENGLISH_LOGIN: LoginLabels = { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' };

/** Logs the demo member in through /m/login. */
export async function logInDemo(page: Page, labels: LoginLabels = ENGLISH_LOGIN) {
  await page.goto('/m/login');
  const login = page.getByRole('dialog', { name: labels.dialog });
  await login.getByLabel(labels.username).fill('demo01');
  await login.getByLabel(labels.password, { exact: true }).fill('Demo-pass-01');
  await login.getByTestId('login-form').getByRole('button', { name: labels.submit }).click();
  await expect(page.getByTestId('member-name')).toHaveText('demo01');
}
