import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/m\/(assets\/[^"?#]+\.css)">/g;

/**
 * The build's stylesheet links written as inline `<style>`s, so a page's first paint waits for no
 * request but its own (LCP: the rendered first screen and its banner paint before the app's code
 * arrives). A file that is missing, or that could close its element, keeps its link.
 */
export function stylesheetInliner(staticDir: string): (html: string) => string {
  // Used once, on the page read at start-up: each file is read as its link is met.
  const styleOf = (file: string) => {
    const full = path.join(staticDir, path.normalize(file));
    const css = full.startsWith(staticDir) && existsSync(full) ? readFileSync(full, 'utf8') : null;
    return css !== null && !/<\/style/i.test(css) ? css : null;
  };
  return (html) =>
    html.replace(STYLESHEET, (link, file: string) => {
      const css = styleOf(file);
      return css === null ? link : `<style data-href="/m/${file}">${css}</style>`;
    });
}
