import { nodePreset } from '@lobby/vitest-config';

export default nodePreset({ testTimeout: 30_000, hookTimeout: 60_000, fileParallelism: false });
