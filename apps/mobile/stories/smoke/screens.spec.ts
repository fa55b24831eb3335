import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import axe from 'axe-core';
import { preview, type PreviewServer } from 'vite';
import {
  axeViolations,
  serveStorybook,
  storybookEntries,
  type StorybookEntry,
} from '../../../../tooling/scripts/storybook-smoke.mjs';
import { STORY_BRANDS, STORY_LANGUAGES } from '../screens';

// STORYBOOK_STATIC: another build folder (a second build beside the default one).
const STATIC = process.env.STORYBOOK_STATIC ?? path.join(import.meta.dirname, '..', '..', 'storybook-static');
const stories = storybookEntries(STATIC, 'build the screen stories first (build:storybook).').filter(
  (entry) => entry.type === 'story',
);
/** A screen as recorded (not one of its loading, empty or offline states, nor another role's view). */
const isPlainScreen = (story: StorybookEntry) => !/(Loading|Empty|Offline|As Member|As Agent)$/.test(story.name);

/** Storybook's preview, as its iframe exposes it. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
}

/**
 * Opens one story in its look. A new look, or a story that plays steps (a dialog opened as a user
 * opens it), loads the page as a shared link does (the globals in the address): the mock worker and
 * the app start as a designer's browser starts them, and the steps scroll and tap a page no other
 * story touched. A screen in the look already loaded is selected in that page, as the sidebar does:
 * the preview's code is not parsed again for each of 500 stories (a load was most of a screen's
 * time on two cores).
 */
async function openStory(story: StoryPage, entry: StorybookEntry, globals: Record<string, string>) {
  const { page } = story;
  const storyId = entry.id;
  const look = Object.entries({ ...globals, 'a11y.manual': '!true' })
    .map(([key, value]) => `${key}:${value}`)
    .join(';');
  if (story.look === look && !entry.tags.includes('play-fn')) {
    await page.evaluate((id) => {
      // A page load starts at the top; the story before may have scrolled.
      window.scrollTo(0, 0);
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  } else {
    story.look = undefined;
    await page.goto(`iframe.html?id=${storyId}&viewMode=story&globals=${look}`);
    await page.addScriptTag({ content: axe.source });
    story.look = look;
  }
  // This story rendered, and its play function (a flow's steps and checks) run to its end or failed.
  const phase = await page.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id || (render.phase !== 'finished' && render.phase !== 'aborted')) return false;
      // A failed render or play step ends "finished" too, with Storybook's error shown.
      return document.body.classList.contains('sb-show-errordisplay')
        ? `failed: ${document.getElementById('error-message')?.textContent ?? ''} ${document.getElementById('error-stack')?.textContent.slice(0, 400) ?? ''}`
        : render.phase;
    },
    storyId,
    { timeout: 25_000 },
  );
  return phase.jsonValue();
}

/** The moment every screen is shown at (Yangon's morning the day after the fixtures were recorded). */
const SCREEN_TIME = new Date('2026-12-06T10:00:00+06:30');

/** Waits until the pictures the screen shows in its first viewport have arrived (lazy ones below it need not). */
async function picturesShown(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.images].every((image) => {
        const box = image.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return !onScreen || image.complete;
      }),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * What differs from one run to the next and is left out of the comparison: the jackpot's digits
 * (random steps every few seconds) and the fields that show the page's own address (a link to
 * share), whose port each run's server picks.
 */
async function unrepeatable(page: Page) {
  await page.evaluate(() => {
    for (const field of document.querySelectorAll('input'))
      if (field.value.includes(location.origin)) field.dataset.unrepeatable = '';
  });
  return [page.getByTestId('jackpot-amount'), page.locator('[data-unrepeatable]')];
}

/** Waits until the app's screen has drawn itself: something in the root, and its requests answered. */
async function settled(page: Page, inFlight: Set<string>) {
  await page.locator('#storybook-root > *').first().waitFor();
  await expect.poll(() => inFlight.size, { timeout: 15_000 }).toBe(0);
  // The answers' renders, and a route's lazily loaded screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))));
}

interface StoryPage {
  page: Page;
  problems: string[];
  inFlight: Set<string>;
  /** The look (globals) the page was loaded in; undefined until a story's load has finished. */
  look?: string;
}

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
      const context = await browser.newContext({
        baseURL: address,
        viewport: { width: 390, height: 844 },
        timezoneId: 'Asia/Yangon',
        locale: 'en-US',
      });
      const page = await context.newPage();
      // One moment for every screen (dates, "today" in pickers, countdowns), so its pixels repeat.
      await page.clock.setFixedTime(SCREEN_TIME);
      const problems: string[] = [];
      const inFlight = new Set<string>();
      const api = (url: string) => /\/(wps|lgw)\//.test(url);
      page.on('request', (request) => api(request.url()) && inFlight.add(request.url()));
      page.on('requestfinished', (request) => inFlight.delete(request.url()));
      page.on('requestfailed', (request) => inFlight.delete(request.url()));
      page.on('pageerror', (error) => {
        // The browser checks the mock worker for an update at each load; the next story's load
        // cuts that check short, which it reports as the script not found. The worker still runs.
        if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(error.message)) return;
        problems.push(`page error: ${error.message}`);
      });
      page.on('response', (response) => {
        // A file the story asked for and missed. The API's own misses are the mock worker's warning
        // below: an API answer here may be the previous story's page, still in flight as this one loads
        // (seen once in CI: three home calls of the story before, answered outside the worker).
        if (response.status() >= 400 && !api(response.url()))
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          problems.push(`console error: ${message.text()}`);
        if (message.type() === 'warning' && message.text().startsWith('No recorded answer'))
          problems.push(message.text());
      });
      await page.goto(`iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use({ page, problems, inFlight });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the static build has the screen stories', () => {
  expect(stories.length).toBeGreaterThan(60);
});

/** Every story in the demo brand in Burmese; every screen as recorded in both brands and three languages. */
const runs = STORY_BRANDS.flatMap((brand) =>
  STORY_LANGUAGES.map((locale) => ({
    brand,
    locale,
    stories: brand === 'DEMO' && locale === 'my' ? stories : stories.filter(isPlainScreen),
  })),
);

for (const { brand, locale, stories: shown } of runs) {
  test.describe(`${brand} ${locale}`, () => {
    for (const story of shown) {
      test(`${story.title} / ${story.name}`, async ({ storyPage }) => {
        const { page, problems, inFlight } = storyPage;
        problems.length = 0;
        inFlight.clear();
        expect(await openStory(storyPage, story, { brand, locale, theme: 'dark' }), 'render and play').toBe('finished');
        if (!story.name.endsWith('Loading')) await settled(page, inFlight);
        await expect(page.locator('.route-error')).toHaveCount(0);
        expect(await axeViolations(page), 'axe violations').toEqual([]);
        expect(problems, 'console and page errors').toEqual([]);
        await picturesShown(page);
        await expect(page, 'pixels as in the baseline').toHaveScreenshot([brand, locale, `${story.id}.png`], {
          mask: await unrepeatable(page),
        });
      });
    }
  });
}
