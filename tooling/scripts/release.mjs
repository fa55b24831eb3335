// `npm run release`: builds and lints the packages, versions them, and publishes only versions that
// are committed. With changesets pending it runs `changeset version` (versions and CHANGELOG.md of
// each package) and stops, so the versions are reviewed and committed before anything is published;
// with none pending and a clean tree it runs `changeset publish`, which publishes the versions the
// registry does not have yet.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

function run(args) {
  console.log(`release: pnpm ${args.join(' ')}`);
  pnpm(args);
}

run(['turbo', 'run', 'build', 'lint:package', '--filter=./packages/*']);

const pending = readdirSync(new URL('../../.changeset/', import.meta.url)).filter(
  (file) => file.endsWith('.md') && file !== 'README.md',
);
if (pending.length > 0) {
  run(['exec', 'changeset', 'version']);
  console.log(
    `release: ${pending.length} changesets became versions and CHANGELOG.md entries. Review and commit them ` +
      '(packages/*/package.json, packages/*/CHANGELOG.md, .changeset/), then run npm run release again to publish.',
  );
  process.exit(0);
}

const dirty = spawnSync('git', ['status', '--porcelain', '--', 'packages', '.changeset'], {
  cwd: root,
  encoding: 'utf8',
});
if (dirty.status !== 0 || dirty.stdout.trim()) {
  console.error('release: packages/ or .changeset/ has uncommitted changes; commit the versions before publishing');
  process.exit(1);
}
run(['exec', 'changeset', 'publish']);
