// The lines `changeset version` writes into each package's CHANGELOG.md: every change as
// @changesets/changelog-git writes it (the commit that brought it, then its text), and the @lobby
// packages a release moves to in one line, not one "Updated dependencies" line per changeset.
'use strict';

async function getReleaseLine(changeset) {
  const [first = '', ...rest] = changeset.summary.split('\n').map((line) => line.trimEnd());
  const commit = changeset.commit ? `${changeset.commit.slice(0, 7)}: ` : '';
  return [`- ${commit}${first}`, ...rest.map((line) => (line ? `  ${line}` : ''))].join('\n');
}

async function getDependencyReleaseLine(_changesets, dependencies) {
  if (dependencies.length === 0) return '';
  return `- Updated dependencies: ${dependencies.map((d) => `${d.name}@${d.newVersion}`).join(', ')}`;
}

module.exports = { getReleaseLine, getDependencyReleaseLine };
