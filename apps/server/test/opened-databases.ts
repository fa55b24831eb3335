import { openDatabase, type Database } from '../src/db/database';
import { TEST_DATABASES } from './databases';

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');

/**
 * Each database a suite opens directly, empty (no migration, no seed): PGlite in memory, and a
 * PostgreSQL database of its own (dropped by `drop`) when DATABASE_URL is set. Both are reached
 * through node-postgres (PGlite on its own thread, src/db/pglite-server.ts), so the same
 * statements hold on each; `poolSize` bounds PostgreSQL's connections (1: every query shares its
 * prepared statements).
 */
export const OPENED_DATABASES: {
  name: string;
  open(options?: { poolSize?: number }): Promise<{ database: Database; drop(): Promise<void> }>;
}[] = [
  {
    name: 'PGlite',
    open: async () => ({ database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} }),
  },
  ...(postgres
    ? [
        {
          name: 'PostgreSQL',
          async open({ poolSize }: { poolSize?: number } = {}) {
            const { env, drop } = await postgres.create();
            const url = env.DATABASE_URL;
            return {
              database: await openDatabase({ databaseUrl: url, dataDir: 'unused', ...(poolSize ? { poolSize } : {}) }),
              drop,
            };
          },
        },
      ]
    : []),
];
