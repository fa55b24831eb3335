import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { openRuntime, type Runtime } from '../src/runtime';
import { testConfig, type TestDatabase } from './databases';

/** Settings that change what the first start seeds: with them, a suite seeds its own empty database. */
const SEED_SETTINGS = ['DEFAULT_MERCHANT', 'DEMO_WITHOUT_POPUPS', 'DATABASE_URL', 'DATA_DIR'];

/**
 * Starts the real app for one describe block on a database of its own: a copy of the run's
 * migrated and seeded template (test/global-setup.ts), on which the normal start (migrate + seed,
 * both idempotent) finds nothing left to do.
 */
export function useTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'verifyIdToken' | 'clock' | 'draw'> = {},
) {
  const state = {} as { app: FastifyInstance; runtime: Runtime };
  // Unset until opened: a start that failed part way closes only what it opened.
  let app: FastifyInstance | undefined;
  let runtime: Runtime | undefined;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const seeded = !SEED_SETTINGS.some((key) => key in env);
    const created = seeded ? await database.clone() : await database.create();
    drop = created.drop;
    const config = testConfig({ ...created.env, ...env });
    runtime = await openRuntime(config);
    app = await buildApp({ config, ...runtime, ...extra });
    await app.ready();
    Object.assign(state, { app, runtime });
  });
  afterAll(async () => {
    await app?.close();
    await runtime?.close();
    await drop();
  });
  return state;
}
