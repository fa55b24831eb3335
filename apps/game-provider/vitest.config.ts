import { nodePreset } from '@lobby/vitest-config';

export default nodePreset({
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // The RTP simulations are CPU-bound: two workers for a 2-core machine.
  maxWorkers: 2,
});
