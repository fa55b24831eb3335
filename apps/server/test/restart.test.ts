import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './server-process';

describe('the server process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-restart-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('closes cleanly on SIGTERM and SIGINT and finds its data after a restart', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const first = startServer(port, { DATA_DIR: dir });
    await first.ready;
    expect(first.output()).toContain('seeded demo brand DEMO');
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = startServer(port, { DATA_DIR: dir });
    await second.ready;
    expect(second.output()).toContain('demo brand DEMO already present');
    const hot = await fetch(`http://127.0.0.1:${port}/wps/relay/GCSGAME_hotGamesV2`);
    expect(((await hot.json()) as { value: unknown[] }).value).toHaveLength(30);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });
});
