import { lobby } from '@lobby/eslint-config';

export default [
  ...lobby('api-client', { react: true }),
  { files: ['test/**'], rules: { 'no-restricted-imports': 'off' } },
];
