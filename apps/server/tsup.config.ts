import { defineConfig } from 'tsup';

// One bundle for the server; our workspace packages are bundled in from their sources.
export default defineConfig({
  entry: ['src/main.ts'],
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
