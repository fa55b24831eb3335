// `pnpm --filter @lobby/mobile stories:record`: visits every screen of screens.ts on a running product
// (npm start on fresh data; RECORD_FROM, default http://localhost:3000) as a visitor, the demo member
// and the demo agent, for both demo brands in MY, EN and CN, and keeps what the API answered and the
// pictures it showed: the screen stories answer with them (fixtures/), so they show the seed's real
// games, banners and art, and the contract's schemas check them (fixtures.test.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN } from '@lobby/contract/constants';
import { chromium, type Page, type Response } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../tooling/scripts/chromium.mjs';
import { fixtureKey, type FixtureSet } from './fixture-key';
import { SCREENS, STORY_BRANDS, STORY_LANGUAGES, type Role, type StoryBrand } from './screens';

const FROM = new URL(process.env.RECORD_FROM ?? 'http://localhost:3000');
const OUT = process.env.RECORD_TO ?? path.join(import.meta.dirname, 'fixtures');
const ART = path.join(OUT, 'art');

/** The second brand is served at its own host name (brand2.localhost), the demo brand at any other. */
const originOf = (brand: StoryBrand) =>
  brand === 'DEMO' ? FROM.origin : `${FROM.protocol}//brand2.localhost${FROM.port ? `:${FROM.port}` : ''}`;
const ACCOUNTS: Record<StoryBrand, Partial<Record<Role, [string, string]>>> = {
  DEMO: { member: ['demo01', 'Demo-pass-01'], agent: ['agent01', 'Agent-pass-01'] },
  LOTUS: { member: ['lotus01', 'Lotus-pass-01'] },
};

/** Pictures and fonts: kept once each by their content's hash. */
const isArt = (url: URL) => url.pathname.startsWith('/static/') || url.pathname.startsWith('/m/brand/');
const isApi = (url: URL) => !url.pathname.startsWith('/m/') && !url.pathname.startsWith('/__') && !isArt(url);

/** A picture, kept once by its content's hash however many addresses show it. */
function keepPicture(set: FixtureSet, url: URL, bytes: Buffer, type = 'application/octet-stream') {
  const file = `${createHash('sha1').update(bytes).digest('hex').slice(0, 16)}${path.extname(url.pathname)}`;
  writeFileSync(path.join(ART, file), bytes);
  set.art[fixtureKey('GET', url, null)] = { file, type };
}

/** An answer with the session tokens it hands out replaced by a stand-in (the stories never send them). */
function withoutTokens(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTokens);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, inner]) => [key, key === 'token' ? 'story-session' : withoutTokens(inner)]),
  );
}

async function keep(set: FixtureSet, response: Response) {
  const request = response.request();
  const url = new URL(request.url());
  if (url.origin !== new URL(response.frame().page().url()).origin) return;
  try {
    if (isArt(url) && response.ok()) {
      keepPicture(set, url, await response.body(), response.headers()['content-type']);
    } else if (isApi(url) && (response.headers()['content-type'] ?? '').includes('json')) {
      set.api[fixtureKey(request.method(), url, request.postData())] = {
        status: response.status(),
        body: withoutTokens(await response.json()),
      };
    }
  } catch {
    // A navigation cut the answer short: the next visit asks again.
  }
}

/** Every picture address in the recorded answers (a carousel's later slides were never shown). */
function pictureAddresses(node: unknown): string[] {
  if (typeof node === 'string') return /^\/(static|m\/brand)\/\S+$/.test(node) ? [node] : [];
  if (Array.isArray(node)) return node.flatMap(pictureAddresses);
  if (node !== null && typeof node === 'object') return Object.values(node).flatMap(pictureAddresses);
  return [];
}

/** Keeps the pictures the answers name that no screen showed while it was visited. */
async function keepNamedPictures(set: FixtureSet, page: Page) {
  const named = new Set(Object.values(set.api).flatMap((answer) => pictureAddresses(answer.body)));
  for (const address of named) {
    const url = new URL(address, page.url());
    if (set.art[fixtureKey('GET', url, null)]) continue;
    // Asked at the product's own address: pictures name their brand in their path, whatever the host.
    const response = await page.request.get(new URL(`${url.pathname}${url.search}`, FROM).href);
    if (response.ok()) keepPicture(set, url, await response.body(), response.headers()['content-type']);
  }
}

async function logIn(page: Page, [username, password]: [string, string]) {
  await page.goto('/m/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[autocomplete="username"]').fill(username);
  await form.locator('input[autocomplete="current-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('member-name').waitFor();
}

async function record(brand: StoryBrand, language: string, role: Role): Promise<FixtureSet | null> {
  const account = role === 'visitor' ? undefined : ACCOUNTS[brand][role];
  if (role !== 'visitor' && !account) return null;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const context = await browser.newContext({
    baseURL: originOf(brand),
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  // As a member's browser says it is one: the server then renders no screen itself, and the app
  // asks the API for every screen's data, which is what is recorded.
  await context.addCookies([{ name: FIRST_SCREEN.memberCookie, value: '1', url: originOf(brand) }]);
  await context.addInitScript(
    (prefs) => localStorage.setItem('lobby.preferences', prefs),
    JSON.stringify({ language, theme: 'dark' }),
  );
  const page = await context.newPage();
  const set: FixtureSet = { api: {}, art: {} };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => pending.push(keep(set, response)));
  if (account) {
    await logIn(page, account);
    // The session as the site keeps it, with a stand-in for its token (the stories never send it).
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lobby.session') ?? 'null') as unknown);
    set.session = { ...(session as object), token: 'story-session' };
  }
  const screens = Object.values(SCREENS).filter((s) => s.role === role || (role !== 'visitor' && s.path === '/m/home'));
  for (const screen of screens) {
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await keepNamedPictures(set, page);
  await browser.close();
  console.log(
    `${brand} ${language} ${role}: ${Object.keys(set.api).length} answers, ${Object.keys(set.art).length} pictures`,
  );
  return set;
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(ART, { recursive: true });
for (const brand of STORY_BRANDS)
  for (const language of STORY_LANGUAGES)
    for (const role of ['visitor', 'member', 'agent'] as const) {
      const set = await record(brand, language, role);
      if (set) writeFileSync(path.join(OUT, `${brand}.${language}.${role}.json`), `${JSON.stringify(set)}\n`);
    }
