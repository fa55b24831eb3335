/**
 * Runs a benchmark on the server's code as production runs it: bundled the way `tsup` builds
 * dist/ (tsup.config.ts), with NODE_ENV=production. Through tsx, every function our code creates
 * would first be given its name (tsx keeps names for its stack traces, `keepNames`), and our code
 * creates many per request where the floor's creates few: the benchmark would charge ours for
 * tsx. Usage: tsx bench/run-bundled.ts bench/api.bench.ts
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'tsup';
import { devDependencies } from '../package.json';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/run-bundled.ts <bench file>');
process.env.NODE_ENV = 'production';
// Beside dist/, as deep: the server finds its migrations and files from there as dist/main.js does.
const outDir = path.resolve(import.meta.dirname, '../dist-bench');
await build({
  config: false,
  // The PGlite thread's script beside the bundle, where src/db/pglite-server.ts looks for it.
  entry: {
    bench: path.resolve(file),
    'pglite-worker': path.resolve(import.meta.dirname, '../src/db/pglite-worker.mjs'),
  },
  outDir,
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  silent: true,
  noExternal: [/^@lobby\//],
  // The server's packages stay outside as in its build (tsup's default), and so do the benchmark's own.
  external: Object.keys(devDependencies),
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
await import(pathToFileURL(path.join(outDir, 'bench.js')).href);
