import type { Plugin } from 'vite';

/**
 * Our own small Vite plugin (no library does this for a library build): the style sheets the
 * package publishes. `styles.css` holds every component's styles; `css/<component>.css` holds
 * one component's with those of the components it draws with (HeaderBar's buttons), so an app may
 * take only what it shows. The JS imports no CSS, so the package still imports in Node.
 */
export function styleSheets(): Plugin {
  return {
    name: 'lobby-style-sheets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const cssOf = (fileName: string) => {
        const asset = bundle[fileName];
        return asset?.type === 'asset' ? String(asset.source) : '';
      };
      /** The CSS files a module needs: its own and those of every module it imports, in order. */
      const needs = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName)) return [];
        seen.add(fileName);
        const own = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [...[...chunk.imports, ...chunk.dynamicImports].flatMap((dep) => needs(dep, seen)), ...own];
      };
      const all = new Set<string>();
      for (const chunk of chunks) {
        const sheets = [...new Set(needs(chunk.fileName))];
        sheets.forEach((sheet) => all.add(sheet));
        // A component's module (game-tile/game-tile.js) gets its sheet: css/game-tile.css.
        const [dir, file] = chunk.fileName.split('/');
        const base = file?.replace(/\.js$/, '');
        if (!base || dir !== base || sheets.length === 0) continue;
        this.emitFile({ type: 'asset', fileName: `css/${base}.css`, source: sheets.map(cssOf).join('\n') });
      }
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: [...all].map(cssOf).join('\n') });
      for (const sheet of all) delete bundle[sheet];
    },
  };
}
