// The pictures are game-icons.net's (CC BY 3.0, see NOTICE), from @iconify-json/game-icons.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface IconSetFile {
  icons: Record<string, { body: string }>;
}

/** The pictures the page itself uses, besides the skins'. */
export const PAGE_ICONS = ['speaker', 'speaker-off', 'info', 'exit-door'];

/**
 * One SVG sheet of <symbol>s, one per named icon, for `<use href="/assets/icons.svg#name">`.
 * Reads the whole set (~6 MB of JSON) once, at start; a name the set lacks stops the start.
 */
export function iconSheet(names: readonly string[]): string {
  const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSetFile;
  const symbols = [...new Set(names)].map((name) => {
    const d = set.icons[name]?.body.match(/ d="([^"]+)"/)?.[1];
    if (!d) throw new Error(`@iconify-json/game-icons has no icon "${name}"`);
    return `<symbol id="${name}" viewBox="0 0 512 512"><path fill="currentColor" d="${d}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
