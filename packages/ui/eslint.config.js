import { lobby } from '@lobby/eslint-config';

export default [
  ...lobby('ui', { react: true }),
  // The tokens test and the token build read files from disk, as the browser never does.
  { files: ['src/theme/tokens.test.ts', 'tokens/**'], rules: { 'no-restricted-imports': 'off' } },
  // The Storybook smoke test runs in Node beside a browser, not in the library.
  { files: ['smoke/**'], rules: { 'no-restricted-imports': 'off' } },
  { ignores: ['storybook-static/**', 'smoke-results/**', '.storybook/**'] },
];
