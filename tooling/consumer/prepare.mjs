// Sets up the scratch app as another brand's team would: the five packages packed as they publish
// (pnpm pack applies publishConfig and writes out workspace: and catalog: versions), installed
// with npm beside React and the rest from the registry, then typechecked and built with Vite.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNPM } from '../scripts/pnpm.mjs';
import { SCRATCH, SERVER_PORT } from './where.mjs';

/**
 * `--newest`: the libraries a brand holds itself at their newest releases, as a brand starting
 * today gets them (peers are ranges), instead of the lockfile's versions.
 */
const NEWEST = process.argv.includes('--newest');

const root = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = ['contract', 'domain', 'i18n', 'api-client', 'ui'];

function run(command, args, cwd, why = '') {
  console.log(`consumer: ${command} ${args.join(' ')}`);
  const env = { ...process.env, npm_config_yes: 'true', VITE_LOBBY_API: `http://localhost:${SERVER_PORT}` };
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (res.status !== 0) {
    console.error(`consumer: "${command} ${args.join(' ')}" failed in ${cwd}${why}`);
    process.exit(res.status ?? 1);
  }
}

/** A version from the workspace's catalog, so the scratch app builds with the tools we test with. */
function catalogVersion(name) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const line = yaml.split('\n').find((l) => l.trim().replace(/'/g, '').startsWith(`${name}:`));
  if (!line) throw new Error(`${name} is not in the catalog`);
  return line.split(':').slice(1).join(':').trim().replace(/'/g, '');
}

/**
 * The exact versions the workspace's lockfile holds, for packages it holds in one version only.
 * The scratch app installs those, so this check tests our packages against the dependencies the
 * rest of npm test ran with, not whatever was published an hour ago (a registry can list a new
 * release before the versions it needs have reached it).
 */
function lockedVersions() {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const section = lock.slice(lock.indexOf('\npackages:\n'), lock.indexOf('\nsnapshots:\n'));
  const versions = new Map();
  for (const [, name, version] of section.matchAll(/^  '?((?:@[^@\s/]+\/)?[^@\s']+)@([^\s'():]+)'?:$/gm)) {
    versions.set(name, versions.has(name) ? null : version);
  }
  return new Map([...versions].filter(([, version]) => version !== null));
}

rmSync(SCRATCH, { recursive: true, force: true });
cpSync(fileURLToPath(new URL('./app/', import.meta.url)), SCRATCH, { recursive: true });
// Every TypeScript block of the packages' READMEs, as a brand would paste it: typechecked with the app.
const readmeDir = join(SCRATCH, 'src', 'readme');
mkdirSync(readmeDir);
for (const name of PACKAGES) {
  const text = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
  const blocks = [...text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)];
  if (blocks.length === 0) {
    console.error(`consumer: packages/${name}/README.md has no TypeScript example`);
    process.exit(1);
  }
  blocks.forEach(([, lang, code], i) =>
    writeFileSync(
      join(readmeDir, `${name}-${i + 1}.${lang}`),
      `// packages/${name}/README.md, example ${i + 1}\n${code}`,
    ),
  );
}
const tarballs = join(SCRATCH, 'tarballs');
mkdirSync(tarballs);
for (const name of PACKAGES) {
  run('npx', ['--yes', PNPM, 'pack', '--pack-destination', tarballs], join(root, 'packages', name));
}

const manifestFile = join(SCRATCH, 'package.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
for (const file of readdirSync(tarballs)) {
  const name = `@lobby/${file.replace(/^lobby-/, '').replace(/-\d+\.\d+\.\d+.*\.tgz$/, '')}`;
  manifest.dependencies[name] = `file:./tarballs/${file}`;
}
manifest.devDependencies['@vitejs/plugin-react'] = catalogVersion('@vitejs/plugin-react');
manifest.devDependencies.typescript = catalogVersion('typescript');
manifest.devDependencies.vite = catalogVersion('vite');
if (NEWEST) {
  // Everything the brand holds itself (React, Redux, i18next, the router, their types) at latest.
  for (const name of Object.keys(manifest.dependencies))
    if (!name.startsWith('@lobby/')) manifest.dependencies[name] = 'latest';
  for (const name of ['@types/react', '@types/react-dom']) manifest.devDependencies[name] = 'latest';
} else {
  const locked = lockedVersions();
  for (const deps of [manifest.dependencies, manifest.devDependencies]) {
    for (const name of Object.keys(deps)) if (locked.has(name)) deps[name] = locked.get(name);
  }
  const direct = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
  manifest.overrides = Object.fromEntries([...locked].filter(([name]) => !direct.has(name)));
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

// npm, not pnpm: most brands install with it, and it is strict about peer ranges (ERESOLVE). With
// the newest releases a failure may be the registry's, not ours: it is said, and the check fails.
run(
  'npm',
  ['install', '--no-audit', '--no-fund', '--loglevel=error'],
  SCRATCH,
  NEWEST
    ? ': the newest releases could not be installed together. If npm named a version it could not find, the registry ' +
        'is momentarily inconsistent (a release listed before what it needs reached it) and nothing was checked; run it again later. ' +
        'If it named a peer conflict (ERESOLVE), one of our peer ranges does not cover the newest major: widen it.'
    : '',
);
const installed = (name) =>
  JSON.parse(readFileSync(join(SCRATCH, 'node_modules', name, 'package.json'), 'utf8')).version;
console.log(
  `consumer: ${NEWEST ? 'newest' : 'lockfile'} versions: ` +
    ['react', 'react-router-dom', '@reduxjs/toolkit', 'react-redux', 'i18next', 'react-i18next']
      .map((name) => `${name} ${installed(name)}`)
      .join(', '),
);
run('npm', ['run', 'typecheck'], SCRATCH, ' (the app, or an example of a package README: src/readme/)');
// The READMEs name every export (the same packages whatever the versions around them: checked once).
if (!NEWEST) run('node', [fileURLToPath(new URL('./readme-exports.mjs', import.meta.url))], root);
run('npm', ['run', 'build'], SCRATCH);
