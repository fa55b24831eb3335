import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InterfaceLanguage } from '@lobby/contract/constants';
import { categoryForPath } from '@lobby/domain';

/** The lazy screen a first visit to a game list opens with (apps/mobile's router). */
const GAME_LIST_SCREEN = 'src/routes/game-list-route.tsx';
/** Lists that are not the game-list screen (their own lazy screens). */
const OTHER_SCREENS = new Set(['HOME', 'HOT', 'SEARCH', 'RECENT', 'FAV']);
/** Screens whose code the page's own code holds or names (apps/mobile's router): home, the search screen. */
const IN_PAGE_SCREENS = new Set(['HOME', 'SEARCH']);
/** The loaders of every other screen (apps/mobile's router): a chunk of their own, which such a screen starts from. */
const SCREEN_LOADERS = 'src/app/screens.tsx';
/** A member's home (apps/mobile's router: its screen and the word namespaces its loader waits for). */
const MEMBER_HOME = {
  path: /^\/m\/member\/home\/?$/,
  screen: 'src/features/account/member-home-page.tsx',
  namespaces: ['play', 'protection', 'records'],
};
/** A member's home, whose boot shell paints the member's picture before the app's code runs. */
export const isMemberHomePath = (pagePath: string) => MEMBER_HOME.path.test(pagePath);

/** Where a namespace's dictionary of one language sits in the build's manifest. */
const dictionaryKey = (namespace: string, language: string) =>
  `../../packages/i18n/src/dictionaries/${namespace}/${language}.ts`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** What a page's preloads depend on besides its address. */
export interface PreloadContext {
  /** The site's member cookie is set: a member's screens open, not the login they send a visitor to. */
  member: boolean;
  language: InterfaceLanguage;
}

/**
 * The `<link>`s that fetch a lazy screen's code, words and styles with the page, for the screens a
 * first visit may open on: without them its chunks would wait for the app's code to ask for them
 * (a chain of round trips before the screen paints). Read from the build's Vite manifest; none
 * without one. A rendered list's styles are stylesheets (its markup is in the page); a screen the
 * browser draws later has its styles preloaded, so they do not hold up the boot shell's paint.
 */
export function routePreloads(staticDir: string): (pagePath: string, context: PreloadContext) => string {
  const file = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // What the page itself loads already (its entry and the entry's imports) needs no preload.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);

  /** Links of the chunks `keys` need that the page does not load already. */
  const linksOf = (keys: string[], styles: 'stylesheet' | 'preload') => {
    const screen = new Set<string>();
    for (const key of keys) walk(key, screen);
    const chunks = [...screen].flatMap((key) => (loaded.has(key) || !manifest[key] ? [] : [manifest[key]]));
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    return (
      chunks.map((c) => `<link rel="modulepreload" crossorigin href="/m/${c.file}">`).join('') +
      css
        .map((href) =>
          styles === 'stylesheet'
            ? `<link rel="stylesheet" href="/m/${href}">`
            : `<link rel="preload" as="style" href="/m/${href}">`,
        )
        .join('')
    );
  };
  const listLinks = linksOf([GAME_LIST_SCREEN], 'stylesheet');
  const screenLoaderLinks = linksOf([SCREEN_LOADERS], 'preload');
  const memberHomeLinks = new Map<string, string>();
  const memberHome = (language: string) => {
    let links = memberHomeLinks.get(language);
    if (links === undefined) {
      // Not the member's header part and data prefetch too: measured, their code then competed with
      // the app's for the first bandwidth and CPU (largest paint and blocking time both grew).
      const words = MEMBER_HOME.namespaces.map((namespace) => dictionaryKey(namespace, language));
      links = linksOf([MEMBER_HOME.screen, ...words], 'preload');
      memberHomeLinks.set(language, links);
    }
    return links;
  };

  return (pagePath, { member, language }) => {
    if (member && MEMBER_HOME.path.test(pagePath)) return memberHome(language);
    const category = categoryForPath(pagePath);
    if (pagePath === '/m/provider' || (category !== null && !OTHER_SCREENS.has(category))) return listLinks;
    // Any other screen (a login, a promotion, a visitor's way from a member's home to the login)
    // is found through the screens' loaders: fetched with the page, not after the app's code.
    return category !== null && IN_PAGE_SCREENS.has(category) ? '' : screenLoaderLinks;
  };
}
