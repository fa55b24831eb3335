// JavaScript, not TypeScript: a worker thread starts from a file Node runs as it is, from the
// sources (tests, dev) as from the bundle.
/**
 * PGlite on a thread of its own, served as a PostgreSQL server on a Unix socket: the database's
 * work (its WebAssembly, parsing and planning) then runs beside the server's event loop instead of
 * in it, and the server reaches it as it reaches PostgreSQL (node-postgres, prepared statements).
 * Started by pglite-server.ts with `{ dataDir, socketPath, modules }` (PgliteWorkerData); answers `ready` or
 * `failed`, and on `close` stops serving, closes the database (flushing its folder) and answers `closed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const { dataDir, socketPath, modules } = workerData;

try {
  // pg_trgm: game-name search by trigram indexes (migration 0018), as on PostgreSQL.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...modules });
  // The server uses one connection at a time (PGlite is one session), but a connection the pool
  // drops after a failed query may still be closing when its successor arrives: room for a few.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  port.on('message', (message) => {
    if (message !== 'close') return;
    void (async () => {
      await server.stop();
      await db.close();
      port.postMessage({ type: 'closed' });
    })();
  });
  port.postMessage({ type: 'ready' });
} catch (err) {
  port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}
