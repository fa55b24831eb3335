import { defineConfig } from 'tsup';

// One bundle: the provider's server, with the protocol's schemas bundled in from their sources.
// Its pages' few styles and script are strings of the server (src/pages/assets.ts): no browser build.
export default defineConfig({
  entry: { main: 'src/main.ts' },
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
