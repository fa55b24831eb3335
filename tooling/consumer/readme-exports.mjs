// Every export of the packed packages is named in its README ("Every export", one list per entry
// point), read from the published type declarations. `npm test` checks the lists after
// prepare.mjs installed the packages; `--write` rewrites them (run prepare.mjs first).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCRATCH } from './where.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = ['contract', 'domain', 'i18n', 'api-client', 'ui'];
const START = '<!-- every-export: written by tooling/consumer/readme-exports.mjs --write; npm test checks it -->';
const END = '<!-- /every-export -->';
const ts = createRequire(join(SCRATCH, 'package.json'))('typescript');

/** The names an entry's declarations export, sorted. */
function exportsOf(file) {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
  return checker
    .getExportsOfModule(symbol)
    .map((s) => s.name)
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b));
}

/** Names as code, in lines of about 100 characters. */
function wrap(names) {
  const lines = [''];
  for (const name of names) {
    const item = `\`${name}\``;
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + item.length + 2 > 100) lines.push(item);
    else lines[last] = lines[last] ? `${lines[last]}, ${item}` : item;
  }
  return lines.join(',\n');
}

function section(name) {
  const dir = join(SCRATCH, 'node_modules', '@lobby', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const lists = Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([entry, target]) => {
      const names = exportsOf(join(dir, target.types));
      const specifier = `@lobby/${name}${entry === '.' ? '' : entry.slice(1)}`;
      return `<details><summary><code>${specifier}</code>: ${names.length}</summary>\n\n${wrap(names)}\n\n</details>`;
    });
  return `${START}\n\n${lists.join('\n\n')}\n\n${END}`;
}

const write = process.argv.includes('--write');
const stale = [];
for (const name of PACKAGES) {
  const file = join(root, 'packages', name, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const wanted = section(name);
  const at = readme.indexOf(START);
  const end = readme.indexOf(END);
  const current = at >= 0 && end > at ? readme.slice(at, end + END.length) : null;
  if (current === wanted) continue;
  if (!write) {
    stale.push(name);
    continue;
  }
  const before = readme.indexOf('\n## Versions');
  const next =
    current !== null
      ? readme.replace(current, wanted)
      : before >= 0
        ? `${readme.slice(0, before)}\n## Every export\n\n${wanted}\n${readme.slice(before)}`
        : `${readme.trimEnd()}\n\n## Every export\n\n${wanted}\n`;
  writeFileSync(file, next);
  console.log(`readme-exports: wrote the list of packages/${name}/README.md`);
}
if (stale.length) {
  console.error(
    `readme-exports: the "Every export" list of ${stale.map((n) => `packages/${n}/README.md`).join(', ')} ` +
      'differs from what the package exports. Run: node tooling/consumer/prepare.mjs && node tooling/consumer/readme-exports.mjs --write',
  );
  process.exit(1);
}
if (!write) console.log('readme-exports: every README lists every export');
