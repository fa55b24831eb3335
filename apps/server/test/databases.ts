import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../src/config';

/**
 * The databases every integration suite runs against: PGlite always, PostgreSQL too when
 * DATABASE_URL is set. Each PostgreSQL suite gets a database of its own, dropped afterwards.
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** Config overrides for one fresh database. */
  create(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}

const adminUrl = loadConfig().DATABASE_URL;

const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    return { env: { DATA_DIR: 'memory://' }, drop: async () => {} };
  },
};

const postgres: TestDatabase = {
  name: 'postgres',
  async create() {
    const dbName = `lobby_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    return {
      env: { DATABASE_URL: url.toString() },
      async drop() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await c.end();
      },
    };
  },
};

export const TEST_DATABASES: TestDatabase[] = adminUrl ? [pglite, postgres] : [pglite];

/** A test configuration: quiet logs, no built site unless asked. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-site', DATA_DIR: 'memory://', SETTLEMENT_INTERVAL_SECONDS: '0', ...env });
}
