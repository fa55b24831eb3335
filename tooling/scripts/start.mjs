// `npm start`: install, build, then serve the site and the API (migrations and seed run at boot),
// with the local game provider and the local payment provider beside them, each on its own port
// (unless GAME_PROVIDER_URL or PAYMENT_PROVIDER_URL names another), the operator's console at
// /console/ (a demo admin's password is printed at the first start), and the static Storybooks at
// /storybook/ (the screens' is built once the site is up, so it does not hold the site back).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
  '--filter=@lobby/console',
  '--filter=@lobby/game-provider...',
  '--filter=@lobby/payment-provider...',
]);
// The servers run as in production (NODE_ENV=production: no source maps served, production code
// paths in every library); `npm run dev` is the development mode. The local outbox, captcha answers
// and money without paying stay readable at /__dev/*, to this machine alone: the server listens on
// localhost (HOST) and answers them only to requests that no proxy passed on.
process.env.NODE_ENV ??= 'production';
// A server listening beyond this machine (HOST=0.0.0.0, to try the site from a phone) or behind a
// proxy (TRUST_PROXY) keeps them off: the server refuses them there in production.
const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1)$/.test(process.env.HOST ?? 'localhost');
const proxied = !/^(|0|false)$/.test((process.env.TRUST_PROXY ?? '').trim());
if (process.env.LOBBY_DEV_TOOLS === undefined) {
  const local = loopbackHost && !proxied;
  process.env.LOBBY_DEV_TOOLS = local || process.env.NODE_ENV !== 'production' ? '1' : '0';
  if (process.env.LOBBY_DEV_TOOLS === '0')
    console.log('The development tools (/__dev/*) stay off: the server is not on localhost alone.');
}
// The Storybooks at /storybook/: @lobby/ui's was built above, the screens' is built below.
process.env.SERVE_STORYBOOK ??= '1';

/** The local providers, ended with the server however it ends. */
const providers = [];
/** The server, and the screens Storybook's build in a process group of its own (see below). */
let server;
let storybookBuild;
process.on('exit', () => {
  providers.forEach((child) => child.kill('SIGTERM'));
  if (storybookBuild?.exitCode !== null) return;
  try {
    process.kill(-storybookBuild.pid, 'SIGTERM');
  } catch {
    storybookBuild.kill('SIGTERM'); // no process groups (Windows)
  }
});
// Ctrl-C reaches the server itself, which closes its database, then ends, and this with it. A
// SIGTERM sent to this process alone is passed on as SIGINT: the server handles each signal once,
// so a SIGTERM it may also get from a whole group's kill does not cut its closing short.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server?.kill('SIGINT'));
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
server = spawn(process.execPath, ['dist/main.js'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit' });
const serverEnded = new Promise((resolve) => server.on('exit', (code) => resolve(code ?? 1)));

/** Whether the site answered before the server ended. */
async function siteUp() {
  const answers = () =>
    fetch(`http://localhost:${sitePort}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
  while (server.exitCode === null && server.signalCode === null) {
    if (await answers()) return true;
    await sleep(500);
  }
  return false;
}

if (/^(1|true)$/.test(process.env.SERVE_STORYBOOK) && (await siteUp())) {
  // Turbo's cache makes an unchanged build instant; a changed one takes a while, at low priority
  // so the site keeps answering (the server says it is being built meanwhile).
  storybookBuild = spawn(
    process.execPath,
    [
      path.join(root, 'tooling/scripts/pnpm.mjs'),
      'turbo',
      'run',
      'build:storybook',
      '--filter=@lobby/mobile',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit', detached: true },
  );
  setPriority(storybookBuild.pid, 10);
  storybookBuild.on('exit', (code) => {
    if (code === 0) console.log(`Storybooks: http://localhost:${sitePort}/storybook/`);
    else if (code !== null) console.error(`The screens Storybook did not build (exit code ${code}).`);
  });
}
process.exit(await serverEnded);
