import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import axe from 'axe-core';
import { preview, type PreviewServer } from 'vite';
import { axeViolations, serveStorybook, storybookEntries } from '../../../tooling/scripts/storybook-smoke.mjs';

// STORYBOOK_STATIC: another build to check (by default the package's own).
const STATIC = process.env.STORYBOOK_STATIC ?? path.join(import.meta.dirname, '..', 'storybook-static');
const entries = storybookEntries(STATIC, 'build Storybook first (pnpm --filter @lobby/ui build).');
const stories = entries.filter((entry) => entry.type === 'story');
const TOKENS_PAGE = 'theme-design-tokens--docs';

interface StoryPage {
  page: Page;
  /** Console errors, page errors and failed files since the last story began. */
  problems: string[];
}

/** Storybook's preview channel, as its iframe exposes it. */
type Channel = {
  emit: (event: string, payload: unknown) => void;
  once: (event: string, listener: (payload: unknown) => void) => void;
};

/**
 * Shows one story in the preview already loaded (as Storybook's own test runner does): a reload per
 * story would parse the whole preview bundle again each time. Resolves with an error text when the
 * story failed to render.
 */
async function showStory(page: Page, storyId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve(null));
        channel.once('storyErrored', (error) => resolve(`story errored: ${JSON.stringify(error)}`));
        channel.once('storyThrewException', (error) => resolve(`story threw: ${JSON.stringify(error)}`));
        channel.once('storyMissing', () => resolve(`story missing: ${id}`));
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** One static server and one page for all stories (worker scope). */
const test = base.extend<object, { server: PreviewServer; storyPage: StoryPage }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no fixtures needed.
    async ({}, use) => {
      const server = await serveStorybook(preview, STATIC);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  storyPage: [
    async ({ browser, server }, use) => {
      const address = server.resolvedUrls?.local[0];
      if (!address) throw new Error('The Storybook server has no address.');
      const context = await browser.newContext({ baseURL: address, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      page.on('console', (message) => {
        // A missing file is reported above with its address (the browser's own favicon request aside).
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(`console error: ${message.text()}`);
      });
      // The accessibility addon's own run is left to the panel (a11y.manual): axe runs once, below.
      // Opened on the tokens page, so that the first story, too, is a change of story.
      await page.goto(`iframe.html?id=${TOKENS_PAGE}&viewMode=docs&globals=a11y.manual:!true`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.addScriptTag({ content: axe.source });
      await use({ page, problems });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the static build lists the stories and the token page', () => {
  expect(stories.length).toBeGreaterThan(100);
  expect(entries.some((entry) => entry.id === TOKENS_PAGE)).toBe(true);
});

test('the "all" mode shows a story in every look side by side', async ({ storyPage: { page, problems } }) => {
  shownLook = '';
  await page.goto(`iframe.html?id=inputs-passwordfield--error&viewMode=story&globals=looks:all;a11y.manual:!true`);
  const panels = page.locator('[data-look]');
  await expect(panels).toHaveCount(4);
  await expect(panels.locator('input')).toHaveCount(4);
  const backgrounds = await panels.evaluateAll((list) => list.map((panel) => getComputedStyle(panel).backgroundColor));
  expect(new Set(backgrounds).size).toBe(4);
  await page.addScriptTag({ content: axe.source });
  expect(await axeViolations(page), 'axe violations').toEqual([]);
  expect(problems, 'console and page errors').toEqual([]);
});

test("operator HTML is sanitized by Chromium's own sanitizer, held to our rules", async ({
  storyPage: { page, problems },
}) => {
  shownLook = '';
  await page.goto('iframe.html?id=content-safehtml--hostile&viewMode=story');
  const content = page.locator('#storybook-root div').first();
  await expect(content).toContainText('Hello');
  // The path taken: this Chromium has the HTML Sanitizer API (DOMPurify is for browsers without it).
  expect(await page.evaluate(() => typeof (Element.prototype as { setHTML?: unknown }).setHTML)).toBe('function');
  const html = await content.innerHTML();
  for (const gone of ['<script', 'onclick', 'javascript:', 'data:', '<form', '<input', '<iframe', '<svg', 'style='])
    expect(html, gone).not.toContain(gone);
  expect(html).toContain('id="user-content-root"');
  expect(html).toContain('href="#user-content-rules"');
  expect(problems, 'console and page errors').toEqual([]);
});

/** Every look of the toolbars a story is checked in: both demo brands, dark and light. */
const LOOKS = [
  { brand: 'Lobby', theme: 'dark' },
  { brand: 'Lobby', theme: 'light' },
  { brand: 'Lotus Play', theme: 'dark' },
  { brand: 'Lotus Play', theme: 'light' },
];
let shownLook = '';

/** Opens the preview in a look once (the globals in the address, as a shared link does); its stories follow. */
async function wearLook(page: Page, look: (typeof LOOKS)[number]) {
  const globals = `brand:${encodeURIComponent(look.brand)};theme:${look.theme};a11y.manual:!true`;
  if (shownLook === globals) return;
  await page.goto(`iframe.html?id=${TOKENS_PAGE}&viewMode=docs&globals=${globals}`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.addScriptTag({ content: axe.source });
  shownLook = globals;
}

for (const look of LOOKS) {
  test.describe(`${look.brand} ${look.theme}`, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ storyPage: { page, problems } }) => {
        await wearLook(page, look);
        problems.length = 0;
        expect(await showStory(page, story.id), 'render').toBeNull();
        const violations = await axeViolations(page);
        expect(violations, 'axe violations').toEqual([]);
        expect(problems, 'console and page errors').toEqual([]);
      });
    }
  });
}
