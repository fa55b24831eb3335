import { lobby } from '@lobby/eslint-config';

export default [...lobby('ui', { react: true }), { ignores: ['storybook-static/**', '.storybook/**'] }];
