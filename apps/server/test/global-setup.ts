import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Migrates and seeds once per run instead of once per suite: a PGlite data folder (on tmpfs when
 * there is one) and, with DATABASE_URL, a PostgreSQL database, each made by the server's own
 * startup (openRuntime, in test/make-template.ts) with the default demo brand, then closed. Suites
 * start on copies of them (TestDatabase.clone in test/databases.ts); both go when the run ends.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    const root = mkdtempSync(path.join(base, 'lobby-test-template-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = path.join(root, 'pglite');
    const env: Record<string, string> = { TEMPLATE_DATA_DIR: dataDir };

    // Read as config.ts does: an empty DATABASE_URL means none.
    const adminUrl = process.env.DATABASE_URL || undefined;
    let dbName: string | undefined;
    if (adminUrl) {
      dbName = `lobby_test_template_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
      cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      env.TEMPLATE_DATABASE_URL = url.toString();
    }

    await makeTemplates(env);
    rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    project.provide('pgliteTemplate', dataDir);
    project.provide('postgresTemplate', dbName);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}

async function adminQuery(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function makeTemplates(env: Record<string, string>): Promise<void> {
  const serverRoot = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'test/make-template.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`making the test database templates failed (${code}):\n${output}`)),
    );
  });
}
