// What the Storybook smoke tests (packages/ui/smoke, apps/mobile/stories/smoke) share: the static
// build's story list, and axe's findings on a story with the accessibility panel's settings.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every entry of a static Storybook build's index (stories and docs pages). */
export function storybookEntries(staticDir, buildHint) {
  const index = path.join(staticDir, 'index.json');
  if (!existsSync(index)) throw new Error(`${index} is missing: ${buildHint}`);
  return Object.values(JSON.parse(readFileSync(index, 'utf8')).entries);
}

/**
 * axe's violations on the story shown (axe already put in the page): the page less Storybook's own
 * parts, every rule but `region` (a lone component or screen has no landmarks around it).
 */
export async function axeViolations(page) {
  const results = await page.evaluate(() =>
    window.axe.run(
      { include: [['body']], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
      { rules: { region: { enabled: false } } },
    ),
  );
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * A static Storybook build served on a free port of this machine, for one worker's stories; the
 * caller's `preview` (Vite's), so this file needs no Vite of its own.
 */
export async function serveStorybook(preview, staticDir) {
  return preview({
    configFile: false,
    root: staticDir,
    logLevel: 'warn',
    build: { outDir: staticDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
}
