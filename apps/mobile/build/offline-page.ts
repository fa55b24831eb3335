import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { INTERFACE_LANGUAGES, loadContentDictionary } from '@lobby/i18n';
import type { Plugin } from 'vite';

const here = path.dirname(new URL(import.meta.url).pathname);
const read = (file: string) => readFileSync(path.join(here, 'offline', file), 'utf8');

/**
 * Emits the offline page the service worker keeps (offline.html, .js, .css), outside the app's
 * bundles so the site's first page shares nothing with it. Its words come from each language's
 * dictionary; the server writes the brand over the page like over index.html.
 */
export function offlinePage(): Plugin {
  return {
    name: 'lobby:offline-page',
    apply: 'build',
    async generateBundle() {
      const words = Object.fromEntries(
        await Promise.all(
          INTERFACE_LANGUAGES.map(async (language) => [language, (await loadContentDictionary(language)).offline]),
        ),
      );
      // `<` written as \u003c: the JSON sits in a script element.
      const json = JSON.stringify(words).replace(/</g, '\\u003c');
      const tokens = readFileSync(createRequire(import.meta.url).resolve('@lobby/ui/tokens.css'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: read('offline.html').replace('__WORDS__', json),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: read('offline.js') });
      this.emitFile({ type: 'asset', fileName: 'offline.css', source: `${tokens}\n${read('offline.css')}` });
    },
  };
}
