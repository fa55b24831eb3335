import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const BOOT = 'src/boot/first-screen.ts';
/** Chunks the first screen needs at once: fetched beside the main bundle, not after it. */
const PRELOAD = ['dictionaries/my.ts'];

type Chunk = { fileName: string; isEntry: boolean; imports: string[] };

/** Chunks Vite already preloads for the entries (their static imports, recursively). */
function entryImports(chunks: readonly Chunk[]): string[] {
  const out = new Set<string>();
  const visit = (name: string) => {
    if (out.has(name)) return;
    out.add(name);
    chunks.find((c) => c.fileName === name)?.imports.forEach(visit);
  };
  chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
  return [...out];
}

/**
 * Builds the first-screen boot script as its own small entry and puts it first in the page
 * (async), with a preload hint for the default dictionary.
 */
export function firstScreen(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'lobby:first-screen',
    apply: 'build',
    config(config) {
      const rootDir = path.resolve(config.root ?? process.cwd());
      return {
        build: {
          rollupOptions: {
            input: { index: path.join(rootDir, 'index.html'), boot: path.join(rootDir, BOOT) },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const bySource = (suffix: string) =>
          chunks.find((c) => c.facadeModuleId?.replaceAll(path.sep, '/').endsWith(suffix));
        const tags: HtmlTagDescriptor[] = [];
        const boot = bySource(BOOT);
        if (!boot) throw new Error(`first-screen: no chunk for ${path.join(root, BOOT)}`);
        tags.push({
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: base + boot.fileName },
          injectTo: 'head-prepend',
        });
        // Each preloaded chunk brings its static imports too (shared chunks split out by the
        // bundler), so none of them waits for its parent to arrive.
        const seen = new Set(entryImports(chunks));
        const visit = (chunk: (typeof chunks)[number] | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName },
            injectTo: 'head',
          });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + css },
              injectTo: 'head',
            });
          }
          for (const name of chunk.imports) visit(chunks.find((c) => c.fileName === name));
        };
        PRELOAD.forEach((suffix) => visit(bySource(suffix)));
        return tags;
      },
    },
  };
}
