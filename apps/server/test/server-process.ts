import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ROOT } from '../src/paths';

/** Starts the real entry point; resolves once it answers, with its output so far. */
export function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      STATIC_DIR: '/nonexistent-site',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Node sets the exit code when it ends by itself, the signal when it is killed.
  const running = () => child.exitCode === null && child.signalCode === null;
  const ready = (async () => {
    // Generous: a cold start compiles TypeScript and boots PGlite, maybe beside other suites.
    for (let i = 0; i < 900 && running(); i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not start: ${output}`);
  })();
  return { child, ready, exit, output: () => output };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
