import { defineConfig } from 'tsup';

// One bundle for the server, and one for the thread that runs PGlite (src/db/pglite-server.ts
// finds it beside the server's); our workspace packages are bundled in from their sources.
export default defineConfig({
  entry: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.mjs' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@lobby\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
