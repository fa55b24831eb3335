import { lobby } from '@lobby/eslint-config';

export default [
  // `root` anchors the room zones of src/ (features, shared folders, routes, app) to this folder.
  ...lobby('mobile', { react: true, root: import.meta.dirname }),
  // Build plugins run in Node at build time, not in the browser bundle.
  { files: ['build/**'], rules: { 'no-restricted-imports': 'off' } },
];
