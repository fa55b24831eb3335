import { lobby } from '@lobby/eslint-config';

export default [
  ...lobby('mobile', { react: true }),
  // Build plugins run in Node at build time, not in the browser bundle.
  { files: ['build/**'], rules: { 'no-restricted-imports': 'off' } },
];
