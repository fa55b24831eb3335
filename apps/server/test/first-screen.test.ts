import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRenderedPath, RENDER_TIMEOUT_MS, withHeldAppCode, withRenderedScreen } from '../src/routes/first-screen';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const SHELL = '<div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"></div></div>';
const APP_CODE =
  '<script type="module" crossorigin src="/m/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/m/assets/react-2.js">';
const BOOT = '<script type="module" async crossorigin src="/m/assets/boot-3.js"></script>';
const PAGE = `<!doctype html><html lang="my" data-theme="dark"><head>${BOOT}<title>lobby</title>${APP_CODE}</head><body><div id="root">\n  ${SHELL}\n</div></body></html>`;

// A built site whose server entry renders a line naming what it was asked, with the brand's
// status read through the fetch it was given (so the test sees the server answer in-process).
// A build folder of its own: the server entry sits beside the site (dist-ssr beside dist).
const build = mkdtempSync(path.join(tmpdir(), 'lobby-build-'));
const site = path.join(build, 'dist');
mkdirSync(path.join(site, 'assets'), { recursive: true });
writeFileSync(path.join(site, 'index.html'), PAGE);
const renderer = path.join(build, 'dist-ssr');
mkdirSync(renderer, { recursive: true });
writeFileSync(
  path.join(renderer, 'entry-server.js'),
  `let renders = 0;
export async function renderFirstScreen({ url, merchant, language, theme, fetchFn }) {
  if (url.includes('fail')) throw new Error('render failed');
  if (url.includes('hang')) return new Promise(() => {});
  renders += 1;
  const status = await (await fetchFn('http://x/wps/system/status', { headers: { merchant } })).json();
  return {
    html: '<link rel="preload" as="image" href="/b.svg" fetchPriority="high"/><main data-renders="' + renders + '">' + [url, merchant, language, theme, status.success].join(' ') + '</main>',
    apiState: { queries: { note: '</script><script>alert(1)</script>' } },
  };
}
`,
);

describe('withRenderedScreen', () => {
  const screen = {
    html: '<link rel="preload" as="image" href="/b.svg"/><main>hi</main>',
    apiState: { a: '</script>' },
  };
  const page = withRenderedScreen(PAGE, screen, { language: 'en', htmlLang: 'en', theme: 'light' });

  it('puts the preloads first in the head and only the markup in the root', () => {
    expect(page).toContain('<head><link rel="preload" as="image" href="/b.svg"/><script type="module" async');
    expect(page).toContain('<div id="root"><main>hi</main></div>');
    expect(page).not.toContain('boot-shell');
  });

  it('writes the language and theme it was rendered in on the page', () => {
    expect(page).toMatch(/<html data-rendered="en\.light" lang="en" data-theme="light">/);
  });

  it('carries the data as inert JSON that cannot close its script', () => {
    const json = /<script type="application\/json" id="lobby-first-screen">(.*?)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</');
    expect(JSON.parse(json!)).toEqual({ language: 'en', theme: 'light', api: { a: '</script>' } });
  });
});

describe('withHeldAppCode', () => {
  const page = withHeldAppCode(PAGE);

  it("moves the app's scripts and module preloads into an inert template at the end of the body", () => {
    expect(page).toContain(`<template id="lobby-app">${APP_CODE}</template></body>`);
    expect(page.split('<template')[0]).not.toMatch(/index-1\.js|react-2\.js/);
  });

  it('leaves the boot script, which starts them, where it was', () => {
    expect(page).toContain(`<head>${BOOT}<title>`);
  });

  it('changes nothing on a page without app code', () => {
    const bare = '<html><head></head><body></body></html>';
    expect(withHeldAppCode(bare)).toBe(bare);
  });
});

describe('isRenderedPath', () => {
  it.each([
    ['/m/home', true],
    ['/m/slot-games', true],
    ['/m/live-games', true],
    ['/m/fav-games', false],
    ['/m/recent-games', false],
    ['/m/login', false],
    ['/m/betting-records', false],
  ])('%s: %s', (pagePath, rendered) => expect(isRenderedPath(pagePath)).toBe(rendered));
});

describe('serving first screens', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { STATIC_DIR: site, FIRST_SCREEN_TTL_SECONDS: '60' });
  const home = (cookie?: string, url = '/m/home') => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('renders a visitor home in the brand default, calling the API in-process', async () => {
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<main data-renders="\d+">\/m\/home DEMO my dark true<\/main>/);
    expect(res.body).toContain('data-rendered="my.dark"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<template id="lobby-app">${APP_CODE}</template>`);
  });

  it("renders in the cookie's language and theme, and ignores a forged cookie", async () => {
    expect((await home('lobby-prefs=cn.light')).body).toContain('/m/home DEMO cn light true');
    expect((await home('lobby-prefs=xx.<script>')).body).toContain('/m/home DEMO my dark true');
  });

  it('keeps a render for the same brand, language, theme and address', async () => {
    const renders = (body: string) => /data-renders="(\d+)"/.exec(body)?.[1];
    const first = renders((await home('lobby-prefs=en.dark', '/m/slot-games?x=1')).body);
    const second = renders((await home('lobby-prefs=en.dark', '/m/slot-games?x=1')).body);
    const other = renders((await home('lobby-prefs=en.dark', '/m/slot-games?x=2')).body);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it("leaves a member's page and other screens to the browser", async () => {
    const member = (await home('lobby-member=1')).body;
    expect(member).toContain('boot-shell');
    // The browser renders these: the app's code loads at once.
    expect(member).toContain(APP_CODE);
    expect(member).not.toContain('<template');
    expect((await home(undefined, '/m/login')).body).toContain('boot-shell');
    expect((await home(undefined, '/m/fav-games')).body).toContain('boot-shell');
  });

  it('answers the boot shell when the render fails', async () => {
    const res = await home(undefined, '/m/home?fail=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('boot-shell');
  });

  it('answers the boot shell when the render never ends, after its timeout', { timeout: 30_000 }, async () => {
    const asked = Date.now();
    const res = await home(undefined, '/m/search-games?hang=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('boot-shell');
    expect(res.body).toContain(APP_CODE);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 50);
  });
});
