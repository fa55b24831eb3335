// Runs the pinned pnpm without needing it installed: a fresh machine has only Node and npm.
// Usage: node tooling/scripts/pnpm.mjs <pnpm args...>
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
export const PNPM = pkg.packageManager; // e.g. pnpm@10.34.8

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const env = () => ({ ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' });

/** Runs pnpm with the given arguments in the repo root; exits the process on failure. */
export function pnpm(args) {
  const res = spawnSync(npx, ['--yes', PNPM, ...args], { cwd: root, stdio: 'inherit', env: env() });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/**
 * Like pnpm(), but also hands every output line to `onLine` (for test counts).
 * Resolves with the exit code instead of exiting.
 */
export function pnpmTee(args, onLine, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(npx, ['--yes', PNPM, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env(), ...extraEnv },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(onLine);
      });
      stream.on('end', () => rest && onLine(rest));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Installs the workspace exactly as the lockfile says. */
export function install() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  pnpm(process.argv.slice(2));
}
