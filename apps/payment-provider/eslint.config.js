import { lobby } from '@lobby/eslint-config';

export default lobby('provider', { node: true, protocol: 'payment' });
