import { lobby } from '@lobby/eslint-config';

export default lobby('server', { node: true });
