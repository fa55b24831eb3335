// `lint:package` of a reusable package, run in the package's folder after its build. It packs the
// package as `changeset publish` publishes it (`pnpm pack`: workspace: and catalog: versions written
// out, publishConfig applied) and checks that tarball, not the folder:
//   1. the exports it publishes are the workspace's without the `source` condition: in this
//      repository `source` points the apps, Storybook and vitest at src/*.ts, which the tarball
//      does not hold, so `publishConfig.exports` repeats the exports without it (pnpm publishes
//      those), and every path the published manifest names is in the tarball (publint skips
//      custom conditions, so it would not tell);
//   2. publint --strict;
//   3. attw with the esm-only profile: the packages ship ES modules only (no `require` condition),
//      so node10 and CommonJS `require` are not offered rather than broken. Subpaths that export
//      only style sheets (`./tokens.css`) are left out: they are imported for effect, not typed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM } from './pnpm.mjs';

const WORKSPACE_CONDITION = 'source';
const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const pkgDir = process.cwd();
const workspaceManifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const { name } = workspaceManifest;

/** Runs a command; returns its exit code (output shown), or the whole result when captured. */
function run(command, args, { capture = false } = {}) {
  const res = spawnSync(command, args, { cwd: pkgDir, stdio: capture ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (res.error) throw res.error;
  return capture ? res : res.status;
}

/** pnpm itself: the one running this script when there is one, else the pinned one through npx. */
function pnpm(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath)
      ? run(process.execPath, [execPath, ...args], { capture: true })
      : run(execPath, args, { capture: true });
  }
  return run('npx', ['--yes', PNPM, ...args], { capture: true });
}

/** Every path an exports (or main/types) value names, with the keys that lead to it. */
function* targets(value, path) {
  if (typeof value === 'string') yield [path.join(' > '), value];
  else if (Array.isArray(value)) for (const item of value) yield* targets(item, path);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* targets(inner, [...path, key]);
}

/** An exports value without the workspace-only condition. */
function withoutWorkspaceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutWorkspaceCondition);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== WORKSPACE_CONDITION)
      .map(([key, inner]) => [key, withoutWorkspaceCondition(inner)]),
  );
}

const work = mkdtempSync(join(tmpdir(), 'lint-package-'));
const failed = [];
try {
  const packed = pnpm(['pack', '--pack-destination', work, '--json']);
  if (packed.status !== 0) {
    process.stderr.write(packed.stdout + packed.stderr);
    throw new Error(`${name}: pnpm pack failed`);
  }
  const { filename } = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('{')));
  const tarball = filename.startsWith('/') ? filename : join(work, filename);
  if (run('tar', ['-xzf', tarball, '-C', work]) !== 0) throw new Error(`${name}: cannot unpack ${tarball}`);
  const manifest = JSON.parse(readFileSync(join(work, 'package', 'package.json'), 'utf8'));

  console.log(`${name}: the published exports`);
  const expected = withoutWorkspaceCondition(workspaceManifest.exports);
  if (JSON.stringify(manifest.exports) !== JSON.stringify(expected)) {
    console.error(
      `  they are not the workspace's exports without "${WORKSPACE_CONDITION}": publishConfig.exports must be\n` +
        JSON.stringify(expected, null, 2).replace(/^/gm, '  '),
    );
    failed.push('exports');
  }
  const named = [
    ...targets(manifest.exports, ['exports']),
    ...targets(manifest.main, ['main']),
    ...targets(manifest.types, ['types']),
  ];
  const missing = named.filter(([, target]) => !target.includes('*') && !existsSync(join(work, 'package', target)));
  for (const [where, target] of missing) console.error(`  ${where}: ${target} is not in the tarball`);
  if (missing.length) failed.push('files');
  else console.log(`  all ${named.length} paths they name are in the tarball`);

  if (run(bin('publint'), ['run', tarball, '--strict']) !== 0) failed.push('publint');

  const styleSheets = Object.entries(typeof manifest.exports === 'object' ? manifest.exports : {})
    .filter(
      ([subpath, value]) => subpath.startsWith('.') && [...targets(value, [])].every(([, t]) => t.endsWith('.css')),
    )
    .map(([subpath]) => subpath);
  const exclude = styleSheets.length ? ['--exclude-entrypoints', ...styleSheets] : [];
  if (run(bin('attw'), [tarball, '--profile', 'esm-only', ...exclude]) !== 0) failed.push('attw');
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed.length) {
  console.error(`${name}: lint:package failed (${failed.join(', ')})`);
  process.exit(1);
}
