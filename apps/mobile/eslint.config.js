import { lobby } from '@lobby/eslint-config';

export default lobby('mobile', { react: true });
