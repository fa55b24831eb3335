import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_ORIGIN, OPERATOR, PREVIEW_PORT, SCRATCH, SERVER_PORT } from './where.mjs';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';

/**
 * The scratch app (built by prepare.mjs) on its own origin, calling the real server (a fresh
 * embedded database) across origins, with no proxy.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'consumer.spec.ts',
  outputDir: './artifacts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    baseURL: APP_ORIGIN,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node ../../apps/server/dist/main.js',
      url: `http://localhost:${SERVER_PORT}/healthz`,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(SERVER_PORT),
        HOST: 'localhost',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lobby-consumer-db-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The development tools only make the demo admin operator the check signs in as.
        LOBBY_DEV_TOOLS: '1',
        DEMO_OPERATOR_PASSWORD: OPERATOR.password,
        DEMO_OPERATOR_TOTP_SECRET: OPERATOR.totpSecret,
      },
    },
    {
      command: `npx vite preview --port ${PREVIEW_PORT} --strictPort`,
      cwd: SCRATCH,
      url: `http://localhost:${PREVIEW_PORT}/`,
      timeout: 60_000,
    },
  ],
});
