// `npm start`: install, build, then serve the site and the API (migrations and seed run at boot),
// with the local game provider beside them on its own port (unless GAME_PROVIDER_URL names another).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devKeys } from '../../apps/game-provider/scripts/dev-keys.mjs';
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
]);
// The local outbox and captcha answers are readable at /__dev/* (refused when NODE_ENV=production,
// which this start leaves unset; the first screens it renders are production code all the same).
process.env.LOBBY_DEV_TOOLS ??= '1';

let provider = null;
if (!process.env.GAME_PROVIDER_URL) {
  // Key pairs of this machine's local provider and platform, made once, never committed (.data/).
  const keys = devKeys(path.join(root, 'apps/game-provider/.data/keys'));
  const providerPort = process.env.PROVIDER_PORT ?? '3100';
  const providerUrl = `http://localhost:${providerPort}`;
  provider = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'apps/game-provider'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PROVIDER_PORT: providerPort,
      PROVIDER_PUBLIC_URL: providerUrl,
      PLATFORM_WALLET_URL: `http://localhost:${process.env.PORT ?? '3000'}/provider-wallet/v1`,
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
  // The provider ends with the server, however the server ends.
  process.on('exit', () => provider?.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}
pnpm(['--filter', '@lobby/server', 'start']);
provider?.kill('SIGTERM');
