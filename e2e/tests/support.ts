import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';

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

/**
 * The run asks for reduced motion (playwright.config.ts), as some users do, so nothing moves by
 * itself while a test waits; a test of the motion itself asks for it back before it opens a page.
 */
export async function allowMotion(page: Page) {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
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

/**
 * Home's extras and footer load as the end of the page comes near (spec section 4: lazy
 * components): scrolls there as a user would, again while the page is still growing, until the
 * footer is shown.
 */
export async function scrollToHomeEnd(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.home-footer')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Axe-core's rules that run only when asked for, read from the axe-core that @axe-core/playwright
 * injects (so a newer axe brings its new ones along).
 */
const EXPERIMENTAL_RULES = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    getRules(tags: string[]): { ruleId: string }[];
  }
)
  .getRules(['experimental'])
  .map((rule) => rule.ruleId);

/**
 * Fails on any finding, whatever its impact, of axe-core's full rule set on the current screen:
 * WCAG A and AA, best practices and the experimental rules (label-content-name-mismatch and the
 * like). Left off are only what axe itself leaves off: the deprecated rules and the AAA ones.
 */
export async function expectAccessible(page: Page) {
  // Contrast is measured on what is finally shown, not halfway through a fade.
  await settled(page);
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).analyze();
  const findings = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(findings).toEqual([]);
}

/**
 * What the fixed and sticky elements of the screen lie over, as "element covers control" lines.
 * Bars as wide as the screen (header, footer tabs, a sticky form) bound what is in view: what
 * scrolled under them is out of view, not covered. Anything else fixed or sticky (a floating
 * button, a prompt) must lie over no visible control, the bars' own included. Open dialogs lie
 * over the page on purpose and are left out.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    type Box = { top: number; right: number; bottom: number; left: number };
    const intersect = (a: Box, b: Box): Box => ({
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
      left: Math.max(a.left, b.left),
    });
    const empty = (b: Box) => b.right - b.left <= 1 || b.bottom - b.top <= 1;
    const seen = (e: Element) =>
      e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !e.closest('dialog, [role="dialog"]');
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} "${(e.getAttribute('aria-label') ?? e.textContent).trim().slice(0, 30)}"`;
    const pinned = Array.from(document.body.querySelectorAll('*')).filter((e) => {
      const position = getComputedStyle(e).position;
      return (position === 'fixed' || position === 'sticky') && seen(e);
    });
    // The outermost ones: a fixed element inside another moves with it.
    const layers = pinned.filter((e) => !pinned.some((other) => other !== e && other.contains(e)));
    const view: Box = { top: 0, right: window.innerWidth, bottom: window.innerHeight, left: 0 };
    const bars = layers.filter((e) => e.getBoundingClientRect().width >= window.innerWidth * 0.9);
    for (const bar of bars) {
      const box = bar.getBoundingClientRect();
      if (box.top < window.innerHeight / 2) view.top = Math.max(view.top, box.bottom);
      else view.bottom = Math.min(view.bottom, box.top);
    }
    // What a control shows: its box within the view (a bar's controls are in view) and within
    // every scrolling or clipping box around it.
    const shownPart = (control: Element): Box => {
      let part: Box = control.getBoundingClientRect();
      if (!bars.some((bar) => bar.contains(control))) part = intersect(part, view);
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible')
          part = intersect(part, up.getBoundingClientRect());
      }
      return part;
    };
    const outline = (e: Element): Box[] =>
      [e, ...Array.from(e.querySelectorAll('*'))]
        .filter(seen)
        .map((x) => x.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
    const controls = Array.from(document.querySelectorAll(CONTROLS)).filter(seen);
    const found: string[] = [];
    for (const floating of layers.filter((e) => !bars.includes(e))) {
      const parts = outline(floating);
      for (const control of controls) {
        if (floating.contains(control)) continue;
        const part = shownPart(control);
        if (empty(part)) continue;
        if (parts.some((p) => !empty(intersect(p, part)))) found.push(`${name(floating)} covers ${name(control)}`);
      }
    }
    return found;
  });

/** No fixed or sticky element lies over a control the user can see (waits for floating buttons to settle). */
export async function expectNothingFixedCovers(page: Page) {
  await expect.poll(() => coveredControls(page)).toEqual([]);
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
      // Kyat are shown whole, other currencies with their decimals.
      return /^[\d,]+(?:\.\d\d)?$/.test(text);
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
  // The page has its words once the document says its language.
  await expect(page.locator('html')).toHaveAttribute('lang', { my: 'my', en: 'en', cn: /^zh/ }[language]);
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

/** The SMS and e-mails the outbox holds for one address, newest first (dev tools). */
async function messagesTo(page: Page, channel: 'sms' | 'email', to: string): Promise<string[]> {
  const messages = (await (await page.request.get('/__dev/outbox')).json()).value as {
    channel: string;
    to: string;
    text: string;
  }[];
  return messages.filter((m) => m.channel === channel && m.to === to).map((m) => m.text);
}

/** Waits for the newest SMS code the outbox holds for a number like `+95 9123456789`. */
export async function latestSmsCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await messagesTo(page, 'sms', to))[0]?.match(/\b\d{6}\b/)?.[0];
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
      text = (await messagesTo(page, 'email', to))[0];
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
  await expect.poll(async () => (await messagesTo(page, 'sms', to)).length).toBe(count);
}

/** The login dialog's words in the interface language the test uses. */
export interface LoginLabels {
  dialog: string;
  username: string;
  password: string;
  submit: string;
}
const ENGLISH_LOGIN: LoginLabels = { dialog: 'Log in', username: 'Username', password: 'Password', submit: 'Log in' };

/** Fills in and sends the login dialog of /m/login, without waiting for its outcome (a refusal, a second step). */
export async function submitLogin(page: Page, username: string, password: string, labels = ENGLISH_LOGIN) {
  await page.goto('/m/login');
  const login = page.getByRole('dialog', { name: labels.dialog });
  await login.getByLabel(labels.username).fill(username);
  await login.getByLabel(labels.password, { exact: true }).fill(password);
  await login.getByTestId('login-form').getByRole('button', { name: labels.submit }).click();
}

/** Logs a member in through /m/login and waits for the header to name them. */
export async function logIn(page: Page, username: string, password: string, labels = ENGLISH_LOGIN) {
  await submitLogin(page, username, password, labels);
  await expect(page.getByTestId('member-name')).toHaveText(username);
}

/** Logs the demo member in through /m/login. */
export async function logInDemo(page: Page, labels: LoginLabels = ENGLISH_LOGIN) {
  await logIn(page, 'demo01', 'Demo-pass-01', labels);
}

/** Logs out on this device only: the session is forgotten, not ended (the next login starts a fresh one). */
export async function forgetSession(page: Page) {
  await page.evaluate(() => sessionStorage.clear());
}

/** The session token the site keeps, for calling the API as the logged-in member. */
export const sessionToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('lobby.session') ?? '{}') as { token: string }).token);

/**
 * Registers a new member through the English form of /m/register (or `path`), then logs in on the
 * login screen it lands on; answers the username: `prefix` and the time, nine characters in all.
 */
export async function registerMember(
  page: Page,
  {
    prefix,
    password = 'Secret123',
    path = '/m/register',
    captcha = true,
    fill,
  }: {
    prefix: string;
    password?: string;
    path?: string;
    /** False where the brand asks no captcha. */
    captcha?: boolean;
    /** Fills in or checks more of the form (a limit, the invitation code) before it is sent. */
    fill?: (form: Locator) => Promise<void>;
  },
): Promise<string> {
  const name = `${prefix}${Date.now()
    .toString(36)
    .slice(prefix.length - 9)}`;
  await page.goto(path);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await pickBirthday(page, { year: 'Year', month: 'Month', day: 'Day' }, { year: 1990, month: 5, day: 20 });
  // A daily deposit limit is the form's default choice (on a brand that takes deposits); a test
  // that wants one sets it in `fill`.
  const noLimit = form.getByLabel('No limit for now');
  if ((await noLimit.count()) > 0) await noLimit.check();
  await fill?.(form);
  if (captcha) await form.getByLabel('Captcha', { exact: true }).fill(await latestCaptchaAnswer(page));
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // The login form has the new username filled in (the register form may still be fading out).
  const login = page.getByTestId('login-form');
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('member-name')).toHaveText(name);
  return name;
}

/**
 * Tops the wallet up from /m/voucherCenter (English) by the first method: the payment provider's
 * page approves it (its tester's control), and back on the site the deposit is paid.
 */
export async function deposit(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  const form = page.getByTestId('deposit');
  await goOnWithoutLimit(page);
  await form.getByLabel(/Amount/).fill(amount);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await payAtProvider(page, 'approve');
  // The demo brand counts in kyat, shown without decimals.
  const shown = Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 });
  await expect(page.getByTestId('deposit-outcome').getByRole('status')).toContainText(`Deposited ${shown}`);
}

/**
 * Before a member's first deposit the page asks for a deposit limit first: answers "No limit for
 * now" where it asks (English), and waits for the deposit form.
 */
export async function goOnWithoutLimit(page: Page) {
  const prompt = page.getByTestId('limit-prompt');
  const form = page.getByTestId('deposit');
  await expect(prompt.or(form)).toBeVisible();
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'No limit for now' }).click();
  await expect(form).toBeVisible();
}

/**
 * On the payment provider's page (its own origin): the tester's outcome for the payment, then
 * back to the site. Answers the page's address, to come back to it.
 */
export async function payAtProvider(page: Page, outcome: 'approve' | 'decline' | 'timeout'): Promise<string> {
  await page.waitForURL(/\/pay\/[^/]+$/);
  await page.locator(`.tester form[action$="/${outcome}"] button`).click();
  await expect(page.locator('.outcome')).toBeVisible();
  const payUrl = page.url();
  await page.locator('a.back').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?reference=/);
  return payUrl;
}

/** Opens the in-house Hi-Lo game (the first of /m/inHouse); answers its table. */
export async function openHiLo(page: Page): Promise<Locator> {
  await page.goto('/m/inHouse');
  await page.getByTestId('game-tile').first().getByRole('button').first().click();
  return page.getByTestId('hi-lo');
}

/** Deals a Hi-Lo round at `bet` (English) and waits for the question, which comes with the new card. */
export async function dealHiLo(page: Page, bet: string) {
  const table = page.getByTestId('hi-lo');
  await table.getByLabel('Bet').fill(bet);
  await table.getByRole('button', { name: 'Deal' }).click();
  // The last round's card is on the table until then.
  await expect(page.getByTestId('hi-lo-status')).toHaveText('Will the next card be higher or lower?');
}

/** The built file of one of the site's modules (lazy chunks are named by their hash alone), as a URL pattern. */
export function builtChunk(source: string): string {
  const manifestFile = path.join(import.meta.dirname, '../../apps/mobile/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not a chunk of the mobile build`);
  return `**/m/${chunk.file}`;
}
