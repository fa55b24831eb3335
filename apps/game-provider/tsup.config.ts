import { defineConfig } from 'tsup';

// Two bundles: the provider's server (Node, with the protocol's schemas bundled in from their
// sources) and the game page's script and styles (browser), served from dist/client.
export default defineConfig([
  {
    entry: { main: 'src/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    // Only its own files: the browser bundle builds into dist/client at the same time.
    clean: ['main.js', 'main.js.map'],
    sourcemap: true,
    noExternal: [/^@lobby\//],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  {
    entry: { game: 'src/client/main.ts' },
    outDir: 'dist/client',
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    clean: true,
    minify: true,
    outExtension: () => ({ js: '.js' }),
    sourcemap: true,
  },
]);
