import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../../tooling/scripts/chromium.mjs';

/**
 * The screen stories' smoke test (smoke/screens.spec.ts): every screen of the static build renders
 * in Debian's Chromium, in both demo brands and three languages, with no error and no axe
 * violation. Two workers (two cores), each with its own static server and page; every story opens
 * in a page load of its own, its look in the address, as a shared link opens it.
 */
export default defineConfig({
  testDir: './smoke',
  outputDir: './smoke-results',
  timeout: 30_000,
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    // Dialogs and sheets at rest at once: axe reads their colours, not a fade's.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
