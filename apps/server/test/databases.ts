import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite data folder, migrated and seeded once for this run (test/global-setup.ts). */
    pgliteTemplate: string | undefined;
    /** A PostgreSQL database, migrated and seeded once for this run, to clone (test/global-setup.ts). */
    postgresTemplate: string | undefined;
  }
}

/**
 * The databases every integration suite runs against: PGlite always, PostgreSQL too when
 * DATABASE_URL is set. Each PostgreSQL suite gets a database of its own, dropped afterwards.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Config overrides for one fresh, empty database. */
  create(): Promise<TestDatabaseHandle>;
  /**
   * Config overrides for one fresh database of its own that is already migrated and seeded with
   * the default demo brand: a copy of the run's template (test/global-setup.ts), so a suite skips
   * the slow first migrate + seed. Falls back to an empty database when there is no template.
   */
  clone(): Promise<TestDatabaseHandle>;
}

export interface TestDatabaseHandle {
  env: Record<string, string>;
  drop(): Promise<void>;
}

const adminUrl = loadConfig().DATABASE_URL;

/** The run's templates, or undefined outside a vitest run with test/global-setup.ts. */
function template(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    return { env: { DATA_DIR: 'memory://' }, drop: async () => {} };
  },
  async clone() {
    const source = template('pgliteTemplate');
    if (!source) return pglite.create();
    // A copy of the closed template folder beside it (tmpfs when available): opening it is the
    // server's normal start on an existing data folder, which finds everything migrated and seeded.
    const dir = mkdtempSync(path.join(path.dirname(source), 'lobby-test-pglite-'));
    cpSync(source, dir, { recursive: true });
    return {
      env: { DATA_DIR: dir },
      async drop() {
        rmSync(dir, { recursive: true, force: true });
        rmSync(`${dir}.lock`, { recursive: true, force: true });
      },
    };
  },
};

/** Runs statements on the server's maintenance connection (DATABASE_URL). */
export async function adminQuery(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** DATABASE_URL with another database name. */
export function postgresUrl(dbName: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function newPostgresDatabase(template?: string): Promise<TestDatabaseHandle> {
  const dbName = `lobby_test_${randomBytes(6).toString('hex')}`;
  const create = template ? `CREATE DATABASE ${dbName} TEMPLATE ${template}` : `CREATE DATABASE ${dbName}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(create);
      break;
    } catch (err) {
      // PostgreSQL refuses to copy a template while anyone is connected to it (it waits 5 s first);
      // nobody should be, but a closing pool's backends may still be on their way out.
      if (!template || attempt >= 5 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
  return {
    env: { DATABASE_URL: postgresUrl(dbName) },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  };
}

const postgres: TestDatabase = {
  name: 'postgres',
  create: () => newPostgresDatabase(),
  async clone() {
    const source = template('postgresTemplate');
    return newPostgresDatabase(source);
  },
};

export const TEST_DATABASES: TestDatabase[] = adminUrl ? [pglite, postgres] : [pglite];

/**
 * A test configuration: quiet logs, no built site unless asked, and brand settings read every
 * time, since tests change them by hand in SQL.
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent-site',
    DATA_DIR: 'memory://',
    SETTLEMENT_INTERVAL_SECONDS: '0',
    SETTINGS_TTL_SECONDS: '0',
    ...env,
  });
}
