/**
 * The API floor of the benchmark (issue 51): a bare Fastify server that answers a request by
 * running, on the same node-postgres pool, exactly the statements our server ran for it (as our
 * server prepares them, by the same names) and sending their rows as JSON, padded to as many bytes
 * as our answer had (the rows alone are a quarter of a game list's contract answer, and on a
 * shared machine sending and reading the rest cost both sides the same). What it does not do is
 * our server's own work: checking the request, the brand's settings and caches, the services, the
 * contract's answer. Ours against it, in the same run, is that work's price.
 *
 * The statements are recorded from our server answering each request once (`record`); a request
 * the floor was not shown answers 404. Reads only: a write replayed would hit its own keys.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../src/db/database';

interface Statement {
  /** A prepared statement's name: the floor prepares it as ours did. */
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: string;
}

/** What the floor answers a request by: its path and query, and who asks. */
const requestKey = (url: string, authorization: string | undefined) => `${authorization ?? ''} ${url}`;

/** The pool drizzle runs our server's statements on (node-postgres, PGlite's socket or PostgreSQL's). */
export const poolOf = (db: Db): pg.Pool => (db as unknown as { $client: pg.Pool }).$client;

type Query = (config: unknown, ...rest: unknown[]) => unknown;
type Queried = { query: Query };

/**
 * Records every statement sent on `pool`'s connections while `work` runs: each connection's own
 * `query` (the pool's `query` and drizzle's transactions both end there), patched for the while.
 */
async function recording(pool: pg.Pool, work: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const note = (config: unknown, rest: unknown[]) => {
    const given = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined;
    if (typeof config === 'string') seen.push({ text: config, values: given ?? [] });
    else if (config && typeof config === 'object') {
      const { name, text, values, rowMode } = config as Partial<Statement> & { text: string };
      seen.push({ ...(name ? { name } : {}), text, values: given ?? values ?? [], ...(rowMode ? { rowMode } : {}) });
    }
  };
  const undo: (() => void)[] = [];
  const wrap = (client: Queried) => {
    const original = client.query;
    client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      note(config, rest);
      return original.call(this, config, ...rest);
    };
    undo.push(() => (client.query = original));
  };
  // node-postgres keeps its connections in `_clients`; one opened meanwhile is patched on connect.
  (pool as unknown as { _clients: Queried[] })._clients.forEach(wrap);
  const opened = (client: pg.PoolClient) => wrap(client as unknown as Queried);
  pool.on('connect', opened);
  try {
    await work();
  } finally {
    pool.off('connect', opened);
    undo.reverse().forEach((u) => u());
  }
  return seen;
}

export interface Floor {
  url: string;
  /** Has our server (at `ourUrl`) answer `path` once for `authorization`, keeping its statements for the floor. */
  record(ourUrl: string, path: string, headers: Record<string, string>): Promise<number>;
  close(): Promise<void>;
}

export async function startFloor(pool: pg.Pool): Promise<Floor> {
  const recordings = new Map<string, { statements: Statement[]; bytes: number }>();
  const app: FastifyInstance = Fastify({ logger: false });
  app.all('/*', async (request, reply) => {
    const recorded = recordings.get(requestKey(request.url, request.headers.authorization));
    if (!recorded) return reply.status(404).send({ error: 'not recorded' });
    // One connection for the request, as a transaction of ours would hold one.
    const client = await pool.connect();
    try {
      const rows: unknown[] = [];
      for (const statement of recorded.statements) rows.push((await client.query(statement)).rows);
      const json = JSON.stringify(rows);
      // As many bytes as our answer (JSON's own whitespace): the wire and the client's reading cost
      // both sides alike, so what differs is the work of making the answer.
      const short = recorded.bytes - Buffer.byteLength(json);
      return reply.type('application/json; charset=utf-8').send(short > 0 ? json + ' '.repeat(short) : json);
    } finally {
      client.release();
    }
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async record(ourUrl, path, headers) {
      // Asked twice, the second kept: our server's caches (brand settings, vendor order) are warm,
      // as they are under load.
      await fetch(ourUrl + path, { headers });
      let status = 0;
      let bytes = 0;
      const seen = await recording(pool, async () => {
        const answer = await fetch(ourUrl + path, { headers });
        status = answer.status;
        bytes = (await answer.arrayBuffer()).byteLength;
      });
      if (status !== 200) throw new Error(`${path} answered ${status} while recorded`);
      if (seen.length === 0) throw new Error(`${path} ran no statement (answered from a cache?)`);
      recordings.set(requestKey(path, headers.Authorization), { statements: seen, bytes });
      return seen.length;
    },
    close: () => app.close(),
  };
}
