// Run by test/global-setup.ts in a process of its own (node --conditions=source --import tsx), as
// the server runs: migrates and seeds the databases named by the environment with the server's own
// startup, then closes them. TEMPLATE_DATA_DIR: a PGlite folder; TEMPLATE_DATABASE_URL: PostgreSQL.
import { loadConfig } from '../src/config';
import { openRuntime } from '../src/runtime';

const targets: Record<string, string>[] = [];
if (process.env.TEMPLATE_DATA_DIR) targets.push({ DATA_DIR: process.env.TEMPLATE_DATA_DIR });
if (process.env.TEMPLATE_DATABASE_URL) targets.push({ DATABASE_URL: process.env.TEMPLATE_DATABASE_URL });

await Promise.all(
  targets.map(async (env) => {
    const runtime = await openRuntime(loadConfig({ LOG_LEVEL: 'silent', ...env }));
    // Closing ends every connection: PostgreSQL copies only a database nobody is connected to.
    await runtime.close();
  }),
);
