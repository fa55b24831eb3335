import { ENDPOINTS } from '@lobby/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Cache } from '../adapters/cache';
import type { Database } from '../db/database';
import type { Serve } from '../http/endpoint-route';

export function healthRoutes(
  app: FastifyInstance,
  serve: Serve,
  deps: { database: Database; cache: Cache; version: string },
) {
  serve(app, ENDPOINTS.health, async () => {
    await deps.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: deps.database.kind, cache: deps.cache.kind, version: deps.version };
  });
}
