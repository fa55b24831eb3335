import { nodePreset } from '@lobby/vitest-config';

export default nodePreset();
