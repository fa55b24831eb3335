import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { openRuntime, type Runtime } from '../src/runtime';
import { testConfig, type TestDatabase } from './databases';

/** Starts the real app on a fresh database for one describe block. */
export function useTestApp(database: TestDatabase, env: Record<string, string> = {}, extra: Pick<AppDeps, 'verifyIdToken'> = {}) {
  const state = {} as { app: FastifyInstance; runtime: Runtime };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const config = testConfig({ ...created.env, ...env });
    state.runtime = await openRuntime(config);
    state.app = await buildApp({ config, ...state.runtime, ...extra });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.runtime?.close();
    await drop();
  });
  return state;
}
