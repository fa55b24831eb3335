// `npm run changeset:check` (part of `npm test`): a change to a reusable package carries a changeset.
// The rule, for every package under packages/ that is not private: the newest commit that changes
// what the package ships (the `changedFilePatterns` of .changeset/config.json: its sources without
// tests, stories and fixtures, its package.json, its bundler config) must itself add or edit a
// changeset that names the package, or be followed by a commit that does. An empty changeset
// (`npm run changeset -- --empty`) says a change needs no release. Uncommitted work counts as one
// more commit, so the check fails locally before the commit does.
//
// Which commits are looked at (the base), in this order:
//   - CHANGESET_BASE, when set (a commit or ref);
//   - on a branch other than main: those since it left main (merge-base with origin/main, else main);
//   - on main: those since the last release, the newest commit that deleted changesets and wrote a
//     package's CHANGELOG.md (what `changeset version` does); with no release yet, all of them.
// A shallow clone is deepened when it has a remote; when it cannot be, the commits it has are
// checked (a package whose newest change lies beyond them was checked when that change landed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));
const mainBranch = config.baseBranch ?? 'main';

/** Runs git in the repository; returns trimmed stdout, or null when git fails. */
function git(...args) {
  const res = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return res.status === 0 ? res.stdout.trim() : null;
}
const lines = (text) => (text ? text.split('\n').filter(Boolean) : []);
const exists = (ref) => git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`) !== null;

/** A glob of changedFilePatterns as a regular expression (`**`, `*`, `?`; `!` is handled by the caller). */
function globToRegExp(glob) {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}
const patterns = (config.changedFilePatterns ?? ['**']).map((p) =>
  p.startsWith('!') ? { not: true, re: globToRegExp(p.slice(1)) } : { not: false, re: globToRegExp(p) },
);
/** Whether a file (relative to its package) is part of what the package ships. */
const ships = (file) =>
  patterns.some((p) => !p.not && p.re.test(file)) && !patterns.some((p) => p.not && p.re.test(file));

if (git('rev-parse', '--is-inside-work-tree') !== 'true') {
  console.log('changeset check: not a git checkout, skipped');
  process.exit(0);
}

const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'packages', d.name, 'package.json')))
  .map((d) => ({
    dir: `packages/${d.name}/`,
    ...JSON.parse(readFileSync(join(root, 'packages', d.name, 'package.json'), 'utf8')),
  }))
  .filter((p) => !p.private && !(config.ignore ?? []).includes(p.name));

// The commits a shallow clone stops at: their parents are missing, so their diffs mean nothing.
let shallowEnds = [];
if (git('rev-parse', '--is-shallow-repository') === 'true') {
  const remote = lines(git('remote'))[0];
  const deepened =
    remote && spawnSync('git', ['fetch', '--unshallow', '--quiet', remote], { cwd: root, timeout: 120_000 });
  if (!deepened || deepened.status !== 0) {
    console.warn('changeset check: shallow clone that cannot be deepened; checking the commits it has');
    shallowEnds = lines(readFileSync(resolve(root, git('rev-parse', '--git-path', 'shallow') ?? ''), 'utf8'));
  }
}

function findBase() {
  if (process.env.CHANGESET_BASE) {
    if (!exists(process.env.CHANGESET_BASE))
      throw new Error(`CHANGESET_BASE ${process.env.CHANGESET_BASE} is no commit here`);
    return { base: process.env.CHANGESET_BASE, why: 'CHANGESET_BASE' };
  }
  const upstream = [`origin/${mainBranch}`, mainBranch].find(exists);
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const onMain = branch === mainBranch || !upstream || git('merge-base', '--is-ancestor', 'HEAD', upstream) !== null;
  if (!onMain) {
    const base = git('merge-base', 'HEAD', upstream);
    if (base) return { base, why: `where this branch left ${upstream}` };
  }
  // The last release: `changeset version` deletes the changesets and writes the CHANGELOGs.
  for (const commit of lines(git('log', '--diff-filter=D', '--format=%H', 'HEAD', '--', '.changeset/*.md'))) {
    const changelogs = git('diff-tree', '--no-commit-id', '--name-only', '-r', commit, '--', 'packages/*/CHANGELOG.md');
    if (changelogs) return { base: commit, why: 'the last release (changeset version)' };
  }
  return { base: null, why: shallowEnds.length ? 'as far as this shallow clone goes' : 'no release yet' };
}

/** The changeset files (not the README) among a commit's paths. */
const isChangeset = (file) => /^\.changeset\/[^/]+\.md$/.test(file) && file !== '.changeset/README.md';

/** The packages a changeset names, or 'empty' for a changeset that releases nothing; null when it is gone. */
function namedBy(file) {
  const path = join(root, file);
  if (!existsSync(path)) return null;
  const front = /^---\r?\n([\s\S]*?)\r?\n?---/.exec(readFileSync(path, 'utf8'));
  if (!front) return null;
  const names = lines(front[1])
    .map((line) => /^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch|none)\s*$/.exec(line)?.[1])
    .filter(Boolean);
  return names.length ? names : 'empty';
}

const { base, why } = findBase();
// Oldest first, one entry per commit: the files it changed (renames as delete + add).
const log = git(
  'log',
  '--reverse',
  '--topo-order',
  '--no-merges',
  '--no-renames',
  '--format=%x00%H %s',
  '--name-only',
  ...(base ? [`${base}..HEAD`] : ['HEAD']),
  ...shallowEnds.map((commit) => `^${commit}`),
);
const commits = (log ?? '')
  .split('\0')
  .filter(Boolean)
  .map((entry) => {
    const [head = '', ...files] = lines(entry);
    return { id: head.slice(0, 9), subject: head.slice(41), files };
  });
const uncommitted = [
  ...lines(git('diff', '--name-only', '--no-renames', 'HEAD')),
  ...lines(git('ls-files', '--others', '--exclude-standard')),
];
if (uncommitted.length) commits.push({ id: 'uncommitted', subject: 'changes not committed yet', files: uncommitted });

const problems = [];
for (const pkg of packages) {
  const changes = (commit) => commit.files.some((f) => f.startsWith(pkg.dir) && ships(f.slice(pkg.dir.length)));
  const last = commits.findLastIndex(changes);
  if (last < 0) continue;
  const covered = commits.slice(last).some((commit) =>
    commit.files.filter(isChangeset).some((file) => {
      const named = namedBy(file);
      return named === 'empty' || (named ?? []).includes(pkg.name);
    }),
  );
  if (!covered) problems.push({ pkg, commit: commits[last] });
}

const since = base ? `commits since ${base.slice(0, 9)}, ${why}` : `all commits, ${why}`;
if (problems.length === 0) {
  console.log(`changeset check: every package change carries a changeset (${since})`);
  process.exit(0);
}
console.error(`changeset check: package changes without a changeset (${since}):`);
for (const { pkg, commit } of problems)
  console.error(`  ${pkg.name}: newest change in ${commit.id} ${commit.subject}, no changeset names it since`);
console.error(
  'Add one with `npm run changeset` (or name the package in a pending changeset in .changeset/);' +
    ' `npm run changeset -- --empty` when the change needs no release. See .changeset/README.md.',
);
process.exit(1);
