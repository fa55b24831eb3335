import { nodePreset } from '@lobby/vitest-config';

export default nodePreset({
  testTimeout: 15_000,
  hookTimeout: 15_000,
  // A 2-core machine: two workers at most.
  maxWorkers: 2,
});
