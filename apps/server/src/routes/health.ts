import { ok } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../adapters/cache';
import type { Database } from '../db/database';

export function healthRoutes(app: FastifyInstance, deps: { database: Database; cache: Cache; version: string }) {
  app.get(PATHS.health, async () => {
    await deps.database.db.execute(sql`select 1`);
    return ok({ status: 'ok' as const, database: deps.database.kind, cache: deps.cache.kind, version: deps.version });
  });
}
