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
  // A story that misses its render time on a loaded machine gets one more try; a pixel or axe
  // miss fails both.
  retries: 1,
  reporter: [['list']],
  // The screens' pixels, per brand and language: `npm run stories:baselines` rewrites them.
  snapshotPathTemplate: '{testDir}/../baselines/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Motion at rest and no caret: the same frame on every run. A few pixels of tolerance for
      // antialiasing; a 2 px shift of any edge moves hundreds and fails.
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 40,
      // The platform's pictures by their boxes only (why: the sheet's comment).
      stylePath: './smoke/undrawn-pictures.css',
    },
  },
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    // Dialogs and sheets at rest at once: axe reads their colours, not a fade's.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
