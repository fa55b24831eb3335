import { lobby } from '@lobby/eslint-config';

export default lobby('tooling', { node: true });
