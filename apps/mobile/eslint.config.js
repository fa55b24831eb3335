import { lobby } from '@lobby/eslint-config';

export default [
  // `root` anchors the room zones of src/ (features, shared folders, routes, app) to this folder.
  ...lobby('mobile', { react: true, root: import.meta.dirname }),
  // Build plugins run in Node at build time, not in the browser bundle; so do the screen stories'
  // recorder and their checks.
  {
    files: ['build/**', 'stories/record-fixtures.ts', 'stories/**/*.test.ts', 'stories/smoke/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { ignores: ['storybook-static/**', 'stories/public/**', 'stories/smoke-results/**', '.storybook/**'] },
];
