import { domPreset } from '@lobby/vitest-config';

export default domPreset({
  setupFiles: ['./src/test-setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', 'stories/**/*.test.ts'],
});
