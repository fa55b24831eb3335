import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { E2E_OPERATOR } from './operator';
import { E2E_WORKERS, paymentPort, providerPort, serverPort, STATUS_PORTS } from './ports';
import { devKeys } from '../apps/game-provider/scripts/dev-keys.mjs';
import { devSecrets } from '../apps/payment-provider/scripts/dev-secrets.mjs';
import { CHROMIUM_LAUNCH } from '../tooling/scripts/chromium.mjs';

// A fresh embedded database per run, so every run starts from the seeded demo brand.
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lobby-e2e-'));

/** The product as built, on a fresh embedded database; extra env switches system status. */
const server = (serverPort: number, env: Record<string, string> = {}) => ({
  command: 'node ../apps/server/dist/main.js',
  // Ready, not only alive: a game provider's catalogue is in the lobby before a test counts games.
  url: `http://localhost:${serverPort}/__ops/ready`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    PORT: String(serverPort),
    HOST: 'localhost',
    DATA_DIR: freshDir(),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    KYC_STORAGE_DIR: freshDir(),
    REDIS_URL: '',
    // As in production (issue 51); the dev tools answer this machine alone (a loopback-bound server).
    NODE_ENV: 'production',
    LOBBY_DEV_TOOLS: '1',
    DEMO_OPERATOR_PASSWORD: E2E_OPERATOR.password,
    DEMO_OPERATOR_TOTP_SECRET: E2E_OPERATOR.totpSecret,
    // Every test registers its members, and signs its operators in, from this one machine's address.
    REGISTRATIONS_PER_HOUR: '500',
    OPERATOR_SIGN_INS_PER_ADDRESS: '1000',
    ...env,
  },
});

// The run's own key pairs for the local game provider and the platform (docs/provider-protocol.md).
const keys = devKeys(freshDir());

/** The local game provider beside a worker's main server, on its own origin and storage. */
const gameProvider = (worker: number) => ({
  command: 'node ../apps/game-provider/dist/main.js',
  url: `http://localhost:${providerPort(worker)}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    PROVIDER_PORT: String(providerPort(worker)),
    PROVIDER_HOST: 'localhost',
    PROVIDER_PUBLIC_URL: `http://localhost:${providerPort(worker)}`,
    PLATFORM_WALLET_URL: `http://localhost:${serverPort(worker, 'main')}/provider-wallet/v1`,
    PROVIDER_DATA_DIR: freshDir(),
    PROVIDER_PRIVATE_KEY_FILE: keys.provider.private,
    PLATFORM_PUBLIC_KEYS_FILE: keys.platform.public,
    LOG_LEVEL: 'warn',
  },
});

// The run's own shared secrets for the local payment provider and the platform (docs/payment-protocol.md).
const secrets = devSecrets(freshDir());

/** The local payment provider beside a worker's main server, on its own origin and storage. */
const paymentProvider = (worker: number) => ({
  command: 'node ../apps/payment-provider/dist/main.js',
  url: `http://localhost:${paymentPort(worker)}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER_PORT: String(paymentPort(worker)),
    PAYMENT_PROVIDER_HOST: 'localhost',
    PAYMENT_PROVIDER_PUBLIC_URL: `http://localhost:${paymentPort(worker)}`,
    PAYMENT_PROVIDER_DATA_DIR: freshDir(),
    PAYMENT_API_SECRET: secrets.api.value,
    PAYMENT_WEBHOOK_SECRET: secrets.webhook.value,
    LOG_LEVEL: 'warn',
  },
});

/** What a main server needs to take deposits through that payment provider. */
const throughPaymentProvider = (worker: number) => ({
  PAYMENT_PROVIDER_URL: `http://localhost:${paymentPort(worker)}`,
  PAYMENT_API_SECRET: secrets.api.value,
  PAYMENT_WEBHOOK_SECRET: secrets.webhook.value,
});

/** What a main server needs to launch its vendors' games through that provider. */
const throughProvider = (worker: number) => ({
  GAME_PROVIDER_URL: `http://localhost:${providerPort(worker)}`,
  GAME_PROVIDER_PUBLIC_KEYS: readFileSync(keys.provider.public, 'utf8'),
  PLATFORM_PRIVATE_KEY: readFileSync(keys.platform.private, 'utf8'),
  // Its games open in the site's frame (the local provider allows the platform to frame it).
  GAME_PROVIDER_FRAME_ORIGINS: `http://localhost:${providerPort(worker)}`,
});

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  // A test's whole time: its waits are for states, and two workers on two cores can hold a long one back.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Files spread over the workers; each worker has its own servers (see fixtures.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: the headless browser rasterizes on the CPU, and a quarter of
    // the pixels keeps the run short; screenshots stay readable at 390x844.
    deviceScaleFactor: 1,
    // The service worker would answer pictures and code from its cache, out of reach of the tests'
    // page.route; the PWA test allows it for itself.
    serviceWorkers: 'block',
    // Nothing moves by itself (banner autoplay, ticker, title glide): a moving page is redrawn on
    // every frame and takes the CPU from the servers under test. Motion tests ask for it back.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Traces cost every test time to record: only a retry (CI retries once) records one.
    trace: 'on-first-retry',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'mobile-chromium', use: { browserName: 'chromium' }, grepInvert: /@timing/ },
    // Tests that time the page's frames run on one worker once the others are done: a second worker's
    // browser and servers beside them would take the CPU their frames are timed on.
    {
      name: 'timing',
      use: { browserName: 'chromium' },
      grep: /@timing/,
      dependencies: ['mobile-chromium'],
      workers: 1,
    },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, worker) => [
      // The home popup would cover the screens other tests use: only its own server has it.
      // Its screens are rendered by the browser, as the tests that stub API answers need; the popup
      // server renders first screens as HTML (first-screen.spec.ts).
      // Vendors' games open at the local game provider, and deposits are paid at the local payment
      // provider, from the main server; the popup server keeps the stand-in pages of a platform
      // with no provider (and takes no money).
      gameProvider(worker),
      paymentProvider(worker),
      server(serverPort(worker, 'main'), {
        DEMO_WITHOUT_POPUPS: '1',
        FIRST_SCREEN_RENDER: '0',
        ...throughProvider(worker),
        ...throughPaymentProvider(worker),
      }),
      server(serverPort(worker, 'popup')),
    ]).flat(),
    server(STATUS_PORTS.maintenance, { MAINTENANCE: '1' }),
    server(STATUS_PORTS.restricted, { REGION_RESTRICTION: '1' }),
  ],
});
