import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Encodings the build writes beside a file (apps/mobile build/precompress.ts), sent by Accept-Encoding only. */
const PRECOMPRESSED = /\.(?:br|gz)$/i;
const SOURCE_MAP = /\.map$/i;

export interface SiteFileRules {
  /** Source maps hold the app's source: for a local build's debugging, never in production. */
  sourceMaps: boolean;
}

/**
 * The files of the built site a browser may ask for by name, as `/m/` paths relative to the site
 * folder: listed once at start-up (the build does not change under a running server), so what a
 * request names is looked up in this list and never touches the file system. A path that leaves
 * the folder, a dot folder (`.vite`), a link, a precompressed copy (`index.html.br`) or, in
 * production, a source map is simply not in it: it answers as any missing file does, so nothing
 * tells an existing file outside the site from an absent one.
 */
export function siteFiles(staticDir: string, rules: SiteFileRules): ReadonlySet<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const name = prefix + entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${name}/`);
      else if (entry.isFile() && !PRECOMPRESSED.test(name) && (rules.sourceMaps || !SOURCE_MAP.test(name)))
        files.add(name);
    }
  };
  walk(staticDir, '');
  return files;
}
