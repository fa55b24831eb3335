import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tooling/scripts/chromium.mjs';

/**
 * The Storybook smoke test (smoke/stories.spec.ts): every story of the static build renders in
 * Debian's Chromium with no error and no axe violation. One worker, one page: the stories are
 * many and small, and the machine has two cores.
 */
export default defineConfig({
  testDir: './smoke',
  outputDir: './smoke-results',
  timeout: 20_000,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    launchOptions: CHROMIUM_LAUNCH,
  },
});
