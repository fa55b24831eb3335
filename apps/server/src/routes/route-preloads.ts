import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { categoryForPath } from '@lobby/domain';

/** The lazy screen a first visit to a game list opens with (apps/mobile's router). */
const GAME_LIST_SCREEN = 'src/routes/game-list-route.tsx';
/** Lists that are not the game-list screen (their own lazy screens). */
const OTHER_SCREENS = new Set(['HOME', 'HOT', 'SEARCH', 'RECENT', 'FAV']);

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/**
 * The `<link>`s that fetch a lazy screen's code and styles with the page, for the screens a first
 * visit may open on: without them its chunk would wait for the app's code to ask for it (one more
 * round trip before the list paints). Read from the build's Vite manifest; none without one.
 */
export function routePreloads(staticDir: string): (pagePath: string) => string {
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
  const screen = new Set<string>();
  walk(GAME_LIST_SCREEN, screen);
  const chunks = [...screen].flatMap((key) => (loaded.has(key) || !manifest[key] ? [] : [manifest[key]]));
  const links =
    chunks.map((c) => `<link rel="modulepreload" crossorigin href="/m/${c.file}">`).join('') +
    chunks
      .flatMap((c) => c.css ?? [])
      .map((css) => `<link rel="stylesheet" href="/m/${css}">`)
      .join('');
  return (pagePath) => {
    const category = categoryForPath(pagePath);
    const isList = pagePath === '/m/provider' || (category !== null && !OTHER_SCREENS.has(category));
    return isList ? links : '';
  };
}
