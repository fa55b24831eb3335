import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths';

describe('the migrations', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'lobby-drift-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('match schema.ts: generating from it on a copy of drizzle/ finds nothing to add', { timeout: 60_000 }, () => {
    cpSync(path.join(SERVER_ROOT, 'drizzle'), out, { recursive: true });
    const before = readdirSync(out).filter((f) => f.endsWith('.sql'));
    const run = spawnSync(
      path.join(SERVER_ROOT, 'node_modules', '.bin', 'drizzle-kit'),
      ['generate', '--dialect=postgresql', '--schema=./src/db/schema.ts', `--out=${path.relative(SERVER_ROOT, out)}`],
      {
        cwd: SERVER_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // drizzle-kit exits 0 even when it fails: what it prints tells.
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('No schema changes');
    expect(readdirSync(out).filter((f) => f.endsWith('.sql'))).toEqual(before);
  });
});
