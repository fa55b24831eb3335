import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths';

/** Starts the real entry point; resolves once it answers, with its output so far. */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', STATIC_DIR: '/nonexistent-site' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = (async () => {
    // Generous: a cold start compiles TypeScript and boots PGlite, maybe beside other suites.
    for (let i = 0; i < 900; i++) {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the server process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('closes cleanly on SIGTERM and SIGINT and finds its data after a restart', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const first = startServer(dir, port);
    await first.ready;
    expect(first.output()).toContain('seeded demo brand DEMO');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = startServer(dir, port);
    await second.ready;
    expect(second.output()).toContain('demo brand DEMO already present');
    const hot = await fetch(`http://127.0.0.1:${port}/wps/relay/GCSGAME_hotGamesV2`);
    expect(((await hot.json()) as { value: unknown[] }).value).toHaveLength(30);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });
});
