import { expect, test, type Page } from './fixtures';
import { DIALOG_SCREENS, LOGIN, MEMBER_SCREENS, visitorScreens, type Language } from './screens';
import { allowMotion, logIn, prefer, snap } from './support';

/** The phone widths every title must fit: the narrowest in use, the common one, a large one. */
const WIDTHS = [320, 390, 430];

/** Goes to a screen inside the app, as its links do (the page is not loaded again). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * What is wrong with the header's title as shown, or 'whole': there is one, every word of it shows
 * (nothing cut at its side or below), it stands still, and no header button lies over it.
 */
const titleState = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector<HTMLElement>('header h1');
    if (!title?.textContent.trim()) return 'no title';
    const text = title.textContent;
    if (title.scrollWidth > title.clientWidth)
      return `${text}: cut at the side (${title.scrollWidth} > ${title.clientWidth})`;
    if (title.scrollHeight > title.clientHeight)
      return `${text}: cut below (${title.scrollHeight} > ${title.clientHeight})`;
    if (title.getAnimations({ subtree: true }).length > 0) return `${text}: moves`;
    const box = title.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return `${text}: beyond the screen`;
    for (const control of Array.from(title.closest('header')!.querySelectorAll<HTMLElement>('a, button'))) {
      const b = control.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const overlap =
        Math.min(box.right, b.right) - Math.max(box.left, b.left) > 0.5 &&
        Math.min(box.bottom, b.bottom) - Math.max(box.top, b.top) > 0.5;
      if (overlap) return `${text}: under ${control.getAttribute('aria-label') ?? control.textContent}`;
    }
    return 'whole';
  });

/** Each screen at each width: a title shown whole; a member's bell in the header at every width. */
async function checkTitles(page: Page, paths: readonly string[], { member }: { member: boolean }) {
  for (const path of paths) {
    await goInApp(page, path);
    if (DIALOG_SCREENS.has(path)) await expect(page.getByRole('dialog')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await test.step(`${path} at ${width} px`, async () => {
        await expect.poll(() => titleState(page)).toBe('whole');
        if (member) await expect(page.getByRole('banner').getByTestId('notice-bell')).toBeVisible();
      });
    }
  }
}

// Inner screens only: home shows the brand instead of a title.
const inner = (paths: readonly string[]) => paths.filter((path) => path !== '/m/home');

for (const language of ['my', 'en', 'cn'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    prefer(language);

    test('every inner screen has its title whole beside a visitor’s buttons, at 320, 390 and 430 px', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // A title that moved to show itself would be caught moving.
      await allowMotion(page);
      await page.goto('/m/home');
      await checkTitles(page, inner(visitorScreens(language)), { member: false });
    });

    test('every inner screen has its title whole beside a member’s bell, balance and logout, at 320, 390 and 430 px', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await allowMotion(page);
      await logIn(page, 'demo01', 'Demo-pass-01', LOGIN[language]);
      const screens = [
        ...inner(visitorScreens(language)).filter((path) => !DIALOG_SCREENS.has(path)),
        ...MEMBER_SCREENS,
        '/m/agent/home',
      ];
      await checkTitles(page, screens, { member: true });
      await page.setViewportSize({ width: 320, height: 740 });
      await goInApp(page, '/m/member/security');
      await expect.poll(() => titleState(page)).toBe('whole');
      await snap(page, `header-title-member-${language}-320`);
    });
  });
}
