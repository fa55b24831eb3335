// `npm start`: install, build, then serve the site and the API (migrations and seed run at boot),
// with the local game provider and the local payment provider beside them, each on its own port
// (unless GAME_PROVIDER_URL or PAYMENT_PROVIDER_URL names another).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devKeys } from '../../apps/game-provider/scripts/dev-keys.mjs';
import { devSecrets } from '../../apps/payment-provider/scripts/dev-secrets.mjs';
import { install, pnpm } from './pnpm.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

install();
pnpm([
  'turbo',
  'run',
  'build',
  '--filter=@lobby/server...',
  '--filter=@lobby/mobile',
  '--filter=@lobby/game-provider...',
  '--filter=@lobby/payment-provider...',
]);
// The local outbox and captcha answers are readable at /__dev/* (refused when NODE_ENV=production,
// which this start leaves unset; the first screens it renders are production code all the same).
process.env.LOBBY_DEV_TOOLS ??= '1';

/** The local providers, ended with the server however it ends. */
const providers = [];
process.on('exit', () => providers.forEach((child) => child.kill('SIGTERM')));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
const sitePort = process.env.PORT ?? '3000';

if (!process.env.GAME_PROVIDER_URL) {
  // Key pairs of this machine's local provider and platform, made once, never committed (.data/).
  const keys = devKeys(path.join(root, 'apps/game-provider/.data/keys'));
  const providerPort = process.env.PROVIDER_PORT ?? '3100';
  const providerUrl = `http://localhost:${providerPort}`;
  const provider = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/game-provider'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PROVIDER_PORT: providerPort,
      PROVIDER_PUBLIC_URL: providerUrl,
      PLATFORM_WALLET_URL: `http://localhost:${sitePort}/provider-wallet/v1`,
      PROVIDER_PRIVATE_KEY_FILE: keys.provider.private,
      PLATFORM_PUBLIC_KEYS_FILE: keys.platform.public,
    },
  });
  Object.assign(process.env, {
    GAME_PROVIDER_URL: providerUrl,
    // The local provider lets the site frame its games (its pages allow the platform's origin).
    GAME_PROVIDER_FRAME_ORIGINS: providerUrl,
    GAME_PROVIDER_PUBLIC_KEYS: readFileSync(keys.provider.public, 'utf8'),
    PLATFORM_PRIVATE_KEY: readFileSync(keys.platform.private, 'utf8'),
  });
  providers.push(provider);
}

if (!process.env.PAYMENT_PROVIDER_URL) {
  // Secrets shared by this machine's local payment provider and platform, made once, never committed (.data/).
  const secrets = devSecrets(path.join(root, 'apps/payment-provider/.data/secrets'));
  const paymentPort = process.env.PAYMENT_PROVIDER_PORT ?? '3200';
  const paymentUrl = `http://localhost:${paymentPort}`;
  providers.push(
    spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(root, 'apps/payment-provider'),
      stdio: 'inherit',
      env: {
        ...process.env,
        PAYMENT_PROVIDER_PORT: paymentPort,
        PAYMENT_PROVIDER_PUBLIC_URL: paymentUrl,
        PAYMENT_API_SECRET: secrets.api.value,
        PAYMENT_WEBHOOK_SECRET: secrets.webhook.value,
      },
    }),
  );
  Object.assign(process.env, {
    PAYMENT_PROVIDER_URL: paymentUrl,
    PAYMENT_API_SECRET: secrets.api.value,
    PAYMENT_WEBHOOK_SECRET: secrets.webhook.value,
  });
}
pnpm(['--filter', '@lobby/server', 'start']);
providers.forEach((child) => child.kill('SIGTERM'));
