// Browser tests use the system Chromium: browser downloads by test tools are not possible offline.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium not found at ${CHROMIUM}; install it or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  const sudo = isRoot ? '' : 'sudo ';
  console.log('Installing Chromium from Debian packages...');
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core`, {
    stdio: 'inherit',
  });
}
