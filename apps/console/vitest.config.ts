import { domPreset } from '@lobby/vitest-config';

export default domPreset();
