import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../src/routes/route-preloads';

/** A build's manifest as Vite writes it: the page's entry, and the lazy game-list screen. */
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
  };
  writeFileSync(path.join(site, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return site;
}

describe('route preloads', () => {
  const preloadsOf = routePreloads(siteWithManifest());

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

  it.each(['/m/home', '/m/hot-games', '/m/fav-games', '/m/search-games', '/m/login', '/m/nowhere'])(
    '%s preloads nothing (its screen is another)',
    (pagePath) => expect(preloadsOf(pagePath)).toBe(''),
  );

  it('preloads nothing without a build manifest', () => {
    expect(routePreloads(mkdtempSync(path.join(tmpdir(), 'lobby-no-manifest-')))('/m/slot-games')).toBe('');
  });
});
