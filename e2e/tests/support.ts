import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical WCAG A/AA violation of the current screen. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Saves a named screenshot among the run's artifacts. */
export async function snap(page: Page, name: string) {
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

/** Chooses an interface language in the side menu, then closes the menu. */
export async function chooseLanguage(page: Page, language: 'my' | 'en' | 'cn') {
  await openMenu(page);
  await page.getByRole('dialog').locator('select').selectOption(language);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The page fits the phone's width: no sideways scrolling in any language. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
