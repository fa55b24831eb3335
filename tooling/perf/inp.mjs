// Interaction to Next Paint of the lobby's everyday interactions (issue 51), measured in Chromium
// at 4x CPU slowdown on a 390x844 phone with the Event Timing API: each interaction's latency is
// the longest event entry (pointer, click or key) of its interaction, from input to the next paint.
// No floor app has these interactions, so their p75 is held to the Core Web Vitals' "good" line.
import puppeteer from 'puppeteer-core';

export const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;
const REPEATS = Number(process.env.INP_REPEATS ?? 5);
/** Event Timing reports entries of 16 ms and more: an interaction with none took less. */
const THRESHOLD_MS = 16;

/** Records every event entry of an interaction in the page, from its first script on (runs in the page: its threshold is an argument). */
function observeEvents(threshold) {
  window.__inpEntries = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId > 0) window.__inpEntries.push({ id: e.interactionId, duration: e.duration, name: e.name });
  }).observe({ type: 'event', buffered: true, durationThreshold: threshold });
}

const p75 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)];
};

/** Clicks the element once it shows. */
async function click(page, selector) {
  await page.waitForSelector(selector, { visible: true, timeout: 30_000 });
  await page.click(selector);
}

/** The latency of the one interaction `act` makes: the longest entry of the interactions it caused. */
async function measure(page, act) {
  await page.evaluate(() => (window.__inpEntries.length = 0));
  await act();
  // Entries reach the observer some frames after the paint (later still on a slowed CPU): wait for
  // them a while; none by then means the interaction took less than the threshold.
  await page
    .waitForFunction(() => window.__inpEntries.length > 0, { timeout: 2_000, polling: 100 })
    .catch(() => undefined);
  const entries = await page.evaluate(() => window.__inpEntries);
  return entries.length ? Math.max(...entries.map((e) => e.duration)) : THRESHOLD_MS;
}

const escape = (page) => page.keyboard.press('Escape');
const untilGone = (page, selector) => page.waitForSelector(selector, { hidden: true, timeout: 30_000 });

/** The interactions, each a way to do it and a way back to where it started (not measured). */
const INTERACTIONS = [
  {
    name: 'open search',
    do: (page) => click(page, '.search-button'),
    after: (page) => page.waitForSelector('dialog[open] input[type="search"]', { visible: true }),
    back: async (page) => (await escape(page), untilGone(page, 'dialog[open]')),
  },
  {
    name: 'switch category tab',
    // The second and third tabs in turn, so each click changes the content.
    do: async (page, i) => click(page, `[data-testid="category-tabs"] li:nth-child(${2 + (i % 2)}) button`),
    after: async () => {},
    back: async () => {},
  },
  {
    name: 'open side menu',
    do: (page) => click(page, '[data-testid="open-menu"]'),
    after: (page) => page.waitForSelector('dialog[open]', { visible: true }),
    back: async (page) => (await escape(page), untilGone(page, 'dialog[open]')),
  },
  {
    name: 'open login dialog',
    do: (page) => click(page, 'header a[href$="/login"]'),
    after: (page) => page.waitForSelector('dialog[open] [data-testid="login-form"]', { visible: true }),
    back: async (page) => (await escape(page), untilGone(page, 'dialog[open]')),
  },
  {
    name: 'hide/show balance',
    member: true,
    do: (page) => click(page, 'header button[aria-pressed]'),
    after: async () => {},
    back: async () => {},
  },
];

/** Closes the popups a visit opens by itself (announcements, an invitation), each by its Close button. */
async function closePopups(page) {
  for (let i = 0; i < 5; i++) {
    const open = await page.waitForSelector('dialog[open]', { timeout: i === 0 ? 5_000 : 1_500 }).catch(() => null);
    if (!open) return;
    await page.evaluate(() => {
      const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
      const named = (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === 'Close';
      [...(dialog?.querySelectorAll('button') ?? [])].filter(named).at(-1)?.click();
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Logs the demo member in on the page (the login screen), for the member's interactions. */
async function logIn(page, origin, member) {
  await page.goto(`${origin}/m/login`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="login-form"] button[type="submit"]', { visible: true });
  await page.type('[data-testid="login-form"] input[autocomplete="username"]', member.username);
  await page.type('[data-testid="login-form"] input[autocomplete="current-password"]', member.password);
  await page.click('[data-testid="login-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="member-name"]', { timeout: 30_000 });
}

/**
 * Each interaction REPEATS times on /m/home (in English, dark), the visitor's ones in a fresh
 * browser context and the member's after a login. Returns each one's samples and p75, and the p75
 * of them all.
 */
export async function measureInp({ port, origin, member }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const results = [];
  try {
    for (const asMember of [false, true]) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      // English and dark, as the site keeps a choice: the cookie for the server, the storage for the app.
      await page.setCookie({ name: 'lobby-prefs', value: 'en.dark', url: `${origin}/m/` });
      await page.evaluateOnNewDocument(() =>
        localStorage.setItem('lobby.preferences', JSON.stringify({ language: 'en', theme: 'dark' })),
      );
      await page.evaluateOnNewDocument(observeEvents, THRESHOLD_MS);
      if (asMember) await logIn(page, origin, member);
      // Not "network idle": a member's page keeps its live-updates stream open.
      await page.goto(`${origin}/m/home`, { waitUntil: 'load' });
      await page.waitForSelector('[data-testid="category-tabs"]', { visible: true });
      // The brand's popups greet a first visit a moment after the page: closed as a user closes them.
      await closePopups(page);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      for (const interaction of INTERACTIONS.filter((x) => Boolean(x.member) === asMember)) {
        const samples = [];
        for (let i = 0; i < REPEATS; i++) {
          samples.push(
            await measure(page, async () => {
              await interaction.do(page, i);
              await interaction.after(page);
            }),
          );
          await interaction.back(page);
        }
        results.push({ name: interaction.name, samples, p75: p75(samples) });
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await context.close();
    }
  } finally {
    await browser.disconnect();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, interactions: results, p75: p75(results.flatMap((r) => r.samples)) };
}
