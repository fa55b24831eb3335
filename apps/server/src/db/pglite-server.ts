import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the PGlite thread (pglite-worker.mjs) is started with. */
interface PgliteWorkerData {
  /** The data folder, or undefined for a database in memory. */
  dataDir: string | undefined;
  /** Where the socket is made. */
  socketPath: string;
  /** PGlite's code, compiled once per process (each thread compiling its own took 1.5 s a database). */
  modules: PgliteModules;
}

interface PgliteModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

/** What the PGlite thread answers. */
type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

/** The port number in the socket's name: node-postgres looks for `<folder>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;
/** How long a closing database may take to flush its folder before its thread is stopped. */
const CLOSE_LIMIT_MS = 15_000;

export interface ServedPglite {
  /** node-postgres settings that reach it. */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops serving and closes the database (its folder is flushed first). */
  close(): Promise<void>;
}

/** The thread's file: beside this one in the sources (tests, dev), beside the server's in the bundle. */
const workerFile = () =>
  new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js', import.meta.url);

/** Node's WebAssembly global (the server's type library declares its types, not the global). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;
let compiling: Promise<PgliteModules> | undefined;
const compiledModules = () =>
  (compiling ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pgliteWasmModule, initdbWasmModule };
  })());

const answer = (worker: Worker, expected: PgliteWorkerMessage['type']) =>
  new Promise<void>((resolve, reject) => {
    const onMessage = (message: PgliteWorkerMessage) => {
      if (message.type === expected) return done(resolve);
      if (message.type === 'failed') done(() => reject(new Error(message.message)));
    };
    const onError = (err: Error) => done(() => reject(err));
    const onExit = (code: number) => done(() => reject(new Error(`the PGlite thread ended (exit code ${code})`)));
    function done(then: () => void) {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      then();
    }
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });

/**
 * PGlite (in `dataDir`, or in memory when undefined) on a worker thread, served on a Unix socket in
 * a private temporary folder (see pglite-worker.mjs for why).
 */
export async function servePglite(dataDir: string | undefined): Promise<ServedPglite> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'lobby-pglite-'));
  const workerData: PgliteWorkerData = {
    dataDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    modules: await compiledModules(),
  };
  const worker = new Worker(workerFile(), { workerData });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  try {
    await answer(worker, 'ready');
  } catch (err) {
    await worker.terminate();
    removeSocketDir();
    throw err;
  }
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async close() {
      const closed = answer(worker, 'closed');
      worker.postMessage('close');
      const limit = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref());
      await Promise.race([closed.catch(() => {}), limit]);
      await worker.terminate();
      removeSocketDir();
    },
  };
}
