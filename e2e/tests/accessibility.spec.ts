import { expect, test, type Page } from './fixtures';
import { AGENT_SCREENS, DIALOG_SCREENS, LOGIN, MEMBER_SCREENS, visitorScreens } from './screens';
import { expectAccessible, forgetSession, logIn, prefer } from './support';

/** Opens each screen and checks it with axe's full rule set, each a step named by its address. */
async function checkScreens(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('shell')).toBeVisible();
    // Its fade is then under way, and waited out: axe measures the dialog as finally shown.
    if (DIALOG_SCREENS.has(path)) await expect(page.getByRole('dialog')).toBeVisible();
    await test.step(path, () => expectAccessible(page));
  }
}

// Axe-core's full rule set (WCAG A and AA, best practices, experimental rules; every impact), on
// every screen, in the three first languages and, across them, both themes (a combination takes a
// few minutes: all six would hold the whole CI run past its time).
const LOOKS = [
  ['my', 'dark'],
  ['en', 'light'],
  ['cn', 'dark'],
] as const;
for (const [language, theme] of LOOKS) {
  test.describe(`every screen in ${language}, ${theme}`, () => {
    prefer(language, theme);

    test('has no axe finding, as a visitor', async ({ page }) => {
      test.setTimeout(240_000);
      await checkScreens(page, visitorScreens(language));
    });

    test('has no axe finding, as a member and as an agent', async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page, 'demo01', 'Demo-pass-01', LOGIN[language]);
      await checkScreens(page, MEMBER_SCREENS);
      await forgetSession(page);
      await logIn(page, 'agent01', 'Agent-pass-01', LOGIN[language]);
      await checkScreens(page, AGENT_SCREENS);
    });
  });
}
