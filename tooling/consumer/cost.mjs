// What a brand's app pays for @lobby/ui: gzip bytes of a production build with React alone, with
// one component (EmptyState and its sheet), and with every component (the whole package and
// styles.css). Built with Vite in the scratch app (prepare.mjs installed the packages there).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRATCH } from './where.mjs';

const CASES = {
  react: `import { createRoot } from 'react-dom/client';
createRoot(document.body).render('hello');`,
  one: `import { createRoot } from 'react-dom/client';
import { EmptyState } from '@lobby/ui';
import '@lobby/ui/css/empty-state.css';
createRoot(document.body).render(<EmptyState message="hello" />);`,
  all: `import { createRoot } from 'react-dom/client';
import * as ui from '@lobby/ui';
import '@lobby/ui/styles.css';
createRoot(document.body).render(<p>{Object.keys(ui).join()}</p>);`,
};

/** Gzip bytes of what a build wrote: JS (with every chunk it may load) and CSS; and its JS text. */
function measure(dir) {
  const files = readdirSync(join(dir, 'assets'));
  const read = (file) => readFileSync(join(dir, 'assets', file));
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipSync(read(f)).length, 0);
  const text = files
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(f).toString())
    .join('\n');
  return { js: sum('.js'), css: sum('.css'), text };
}

export function uiCost() {
  const root = join(SCRATCH, 'cost');
  rmSync(root, { recursive: true, force: true });
  /** @type {Record<'react' | 'one' | 'all', { js: number; css: number; text: string }>} */
  const result = {
    react: { js: 0, css: 0, text: '' },
    one: { js: 0, css: 0, text: '' },
    all: { js: 0, css: 0, text: '' },
  };
  for (const [name, code] of Object.entries(CASES)) {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.tsx"></script>');
    writeFileSync(join(dir, 'main.tsx'), code);
    const args = ['vite', 'build', dir, '--config', join(SCRATCH, 'vite.config.ts'), '--outDir', join(dir, 'dist')];
    const built = spawnSync('npx', [...args, '--logLevel', 'error'], {
      cwd: SCRATCH,
      encoding: 'utf8',
    });
    if (built.status !== 0) throw new Error(`cost: the ${name} build failed\n${built.stderr}`);
    result[/** @type {'react' | 'one' | 'all'} */ (name)] = measure(join(dir, 'dist'));
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cost = uiCost();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const name of ['one', 'all'])
    console.log(
      `@lobby/ui ${name === 'one' ? 'EmptyState alone' : 'every component'}: JS +${kb(cost[name].js - cost.react.js)}, CSS ${kb(cost[name].css)} (gzip, over React alone: ${kb(cost.react.js)})`,
    );
}
