import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tooling/scripts/chromium.mjs';
import { devKeys } from './scripts/dev-keys.mjs';
import { E2E_KEYS_ENV, PROVIDER_E2E_PORT, WALLET_E2E_PORT } from './e2e/ports';

// One pair of key pairs per run, in a folder the test workers find through the environment.
process.env[E2E_KEYS_ENV] ??= mkdtempSync(path.join(tmpdir(), 'lgp-e2e-keys-'));
const keys = devKeys(process.env[E2E_KEYS_ENV]);

/** The provider as built, its wallet calls going to the platform the tests play (e2e/platform.ts). */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    baseURL: `http://localhost:${PROVIDER_E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node dist/main.js',
    url: `http://localhost:${PROVIDER_E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PROVIDER_PORT: String(PROVIDER_E2E_PORT),
      PROVIDER_HOST: 'localhost',
      PROVIDER_PRIVATE_KEY_FILE: keys.provider.private,
      PLATFORM_PUBLIC_KEYS_FILE: keys.platform.public,
      PLATFORM_WALLET_URL: `http://127.0.0.1:${WALLET_E2E_PORT}/provider-wallet/v1`,
      PROVIDER_DATA_DIR: 'memory://',
      WALLET_TIMEOUT_MS: '2000',
      WALLET_RETRY_BASE_MS: '100',
      LOG_LEVEL: 'warn',
    },
  },
});
