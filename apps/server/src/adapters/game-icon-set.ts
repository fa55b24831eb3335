// Ours only in choosing and keeping: the pictures are game-icons.net's (CC BY 3.0, see NOTICE), from @iconify-json/game-icons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The icons are drawn on a square board this many units wide. */
export const ICON_BOARD = 512;

interface IconSetFile {
  icons: Record<string, { body: string }>;
}

/**
 * Path data of each named icon, on its `ICON_BOARD`. Reads the whole set (~6 MB of JSON, ~50 ms),
 * so callers read once and keep the result. A name the set lacks throws: a typo in our word table
 * fails its test rather than drawing nothing.
 */
export function readIcons(names: readonly string[]): Map<string, string> {
  const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSetFile;
  return new Map(
    names.map((name) => {
      // Every icon of the set is one path filled with currentColor.
      const d = set.icons[name]?.body.match(/ d="([^"]+)"/)?.[1];
      if (!d) throw new Error(`@iconify-json/game-icons has no icon "${name}"`);
      return [name, d];
    }),
  );
}
