import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { freePort, startServer } from './server-process';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');

describe.skipIf(!postgres)('instances started together on an empty PostgreSQL database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('all come up, and the demo brand is seeded once', { timeout: 240_000 }, async () => {
    const { env, drop } = await postgres!.create();
    cleanups.push(drop);
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const servers = ports.map((port) => startServer(port, { ...env, LOG_LEVEL: 'info' }));
    cleanups.push(async () => {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exit));
    });
    await Promise.all(servers.map((s) => s.ready));
    for (const port of ports) {
      const hot = await fetch(`http://127.0.0.1:${port}/wps/relay/GCSGAME_hotGamesV2`);
      expect(hot.status).toBe(200);
      expect(((await hot.json()) as { value: unknown[] }).value).toHaveLength(30);
    }
    const said = servers.map((s) => s.output());
    expect(said.filter((o) => o.includes('seeded demo brand DEMO'))).toHaveLength(1);
    expect(said.filter((o) => o.includes('demo brand DEMO already present'))).toHaveLength(2);

    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM members WHERE username = 'demo01'");
    await client.end();
    expect(rows[0]!.n).toBe('1');
  });
});

describe('two servers started on one PGlite data folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lobby-one-writer-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'the first serves; the second stops with a message instead of sharing the folder; a restart after a crash serves',
    { timeout: 240_000 },
    async () => {
      const [firstPort, secondPort] = await Promise.all([freePort(), freePort()]);
      const first = startServer(firstPort, { DATA_DIR: dir });
      await first.ready;
      const second = startServer(secondPort, { DATA_DIR: dir });
      await expect(second.ready).rejects.toThrow();
      expect(await second.exit).not.toBe(0);
      expect(second.output()).toContain('is in use by another server');
      expect((await fetch(`http://127.0.0.1:${firstPort}/healthz`)).status).toBe(200);
      // Killed outright, it leaves its lock behind: the next start waits for it to go stale, then serves.
      first.child.kill('SIGKILL');
      await first.exit;
      const again = startServer(secondPort, { DATA_DIR: dir });
      await again.ready;
      again.child.kill('SIGTERM');
      expect(await again.exit).toBe(0);
    },
  );
});
