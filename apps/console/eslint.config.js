import { lobby } from '@lobby/eslint-config';

export default [...lobby('console', { react: true, root: import.meta.dirname })];
