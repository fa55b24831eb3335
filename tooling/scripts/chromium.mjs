// Browser tests use the system Chromium: browser downloads by test tools are not possible offline.
// Screens are checked in Burmese and Chinese too, so the Noto fonts for both come along.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every Playwright run here starts it: headless in a container, nothing fetched for itself. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
const PACKAGES = [
  ['chromium', CHROMIUM],
  ['fonts-noto-core', '/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf'],
  ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'],
];

export function ensureChromium() {
  const missing = PACKAGES.filter(([, file]) => !existsSync(file)).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  if (!existsSync('/usr/bin/apt-get')) {
    if (missing.includes('chromium')) {
      console.error(`Chromium not found at ${CHROMIUM}; install it or set CHROMIUM_PATH.`);
      process.exit(1);
    }
    return; // fonts only improve screenshots
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  console.log(`Installing ${missing.join(', ')} from Debian packages...`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
