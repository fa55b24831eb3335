import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../src/routes/route-preloads';

/** A build's manifest as Vite writes it: the page's entry, the lazy game-list screen and a member's home. */
function siteWithManifest(): string {
  const site = mkdtempSync(path.join(tmpdir(), 'lobby-preloads-'));
  mkdirSync(path.join(site, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-2.js', '_react-3.js'] },
    '_app-2.js': { file: 'assets/app-2.js' },
    '_react-3.js': { file: 'assets/react-3.js' },
    'src/routes/game-list-route.tsx': {
      file: 'assets/game-list-route-4.js',
      isDynamicEntry: true,
      imports: ['_app-2.js', '_use-game-list-5.js'],
      css: ['assets/game-list-route-6.css'],
    },
    '_use-game-list-5.js': { file: 'assets/use-game-list-5.js', imports: ['_react-3.js'] },
    'src/features/account/member-home-page.tsx': {
      file: 'assets/member-home-7.js',
      isDynamicEntry: true,
      imports: ['_app-2.js', '_vip-card-8.js'],
      css: ['assets/member-home-9.css'],
    },
    '_vip-card-8.js': { file: 'assets/vip-card-8.js', css: ['assets/vip-card-10.css'] },
    'src/app/screens.tsx': {
      file: 'assets/screens-11.js',
      isDynamicEntry: true,
      imports: ['_app-2.js', '_react-3.js'],
    },
    ...Object.fromEntries(
      ['play', 'protection', 'records'].flatMap((namespace) =>
        ['my', 'en'].map((language) => [
          `../../packages/i18n/src/dictionaries/${namespace}/${language}.ts`,
          { file: `assets/${namespace}-${language}.js`, isDynamicEntry: true },
        ]),
      ),
    ),
  };
  writeFileSync(path.join(site, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return site;
}

describe('route preloads', () => {
  const preloads = routePreloads(siteWithManifest());
  const preloadsOf = (pagePath: string) => preloads(pagePath, { member: false, language: 'my' });

  it.each(['/m/slot-games', '/m/live-games', '/m/provider', '/m/jili', '/m/lott'])(
    "%s fetches the game-list screen's own chunks and styles with the page",
    (pagePath) => {
      expect(preloadsOf(pagePath)).toBe(
        '<link rel="modulepreload" crossorigin href="/m/assets/game-list-route-4.js">' +
          '<link rel="modulepreload" crossorigin href="/m/assets/use-game-list-5.js">' +
          '<link rel="stylesheet" href="/m/assets/game-list-route-6.css">',
      );
    },
  );

  it.each(['/m/home', '/m/', '/m/search-games'])(
    "%s preloads nothing (its screen is in the page's own code)",
    (pagePath) => expect(preloadsOf(pagePath)).toBe(''),
  );

  it.each(['/m/hot-games', '/m/fav-games', '/m/login', '/m/register', '/m/activity', '/m/nowhere'])(
    "%s fetches the other screens' loaders with the page (its screen starts there), not what the page loads already",
    (pagePath) =>
      expect(preloadsOf(pagePath)).toBe('<link rel="modulepreload" crossorigin href="/m/assets/screens-11.js">'),
  );

  it.each([
    ['my', 'en'],
    ['en', 'my'],
  ] as const)(
    "a member's home fetches its screen, its words in the page's language (%s) and its styles, not holding the paint",
    (language, other) => {
      const links = preloads('/m/member/home', { member: true, language });
      expect(links).toBe(
        '<link rel="modulepreload" crossorigin href="/m/assets/member-home-7.js">' +
          '<link rel="modulepreload" crossorigin href="/m/assets/vip-card-8.js">' +
          `<link rel="modulepreload" crossorigin href="/m/assets/play-${language}.js">` +
          `<link rel="modulepreload" crossorigin href="/m/assets/protection-${language}.js">` +
          `<link rel="modulepreload" crossorigin href="/m/assets/records-${language}.js">` +
          '<link rel="preload" as="style" href="/m/assets/member-home-9.css">' +
          '<link rel="preload" as="style" href="/m/assets/vip-card-10.css">',
      );
      expect(links).not.toContain(`-${other}.js`);
      expect(links).not.toContain('rel="stylesheet"');
    },
  );

  it("a visitor's visit to a member's home fetches the screens' loaders (it goes on to the login)", () => {
    expect(preloads('/m/member/home', { member: false, language: 'en' })).toBe(preloadsOf('/m/login'));
  });

  it("a member's list keeps the list's preloads", () => {
    expect(preloads('/m/slot-games', { member: true, language: 'en' })).toBe(preloadsOf('/m/slot-games'));
  });

  it('preloads nothing without a build manifest', () => {
    const none = routePreloads(mkdtempSync(path.join(tmpdir(), 'lobby-no-manifest-')));
    expect(none('/m/slot-games', { member: false, language: 'my' })).toBe('');
    expect(none('/m/member/home', { member: true, language: 'my' })).toBe('');
  });
});
