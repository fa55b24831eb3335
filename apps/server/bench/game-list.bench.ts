/**
 * Load benchmark of the game list (DESIGN.md section 7): the real app beside a bare Fastify
 * route answering a static JSON of the same size, both measured in one run at 50 connections.
 * Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set (a fresh database, dropped
 * afterwards), with the in-process cache. BENCH_STRICT=1 makes a missed budget (ratio < 0.5,
 * game list p99 > 20 ms) exit non-zero; BENCH_SECONDS changes the 10 s of each measurement.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { openRuntime } from '../src/runtime';
import { TEST_DATABASES, testConfig, type TestDatabase } from '../test/databases';

const GAME_LIST =
  '/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&clientType=2&gameName=&gameType=RNG&pageNo=2&pageSize=36&vassalage=JL&gameClassify=&minBet=&minLine=&isNew=&language=en';
const HEADERS = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { ratio: 0.5, p99Ms: 20 };

interface Figures {
  database: string;
  bytes: number;
  list: Result;
  bare: Result;
  ratio: number;
  /** For information: every request read from the database (answer caching off). */
  uncached: Result;
}

/** Warms up, then measures; load comes from a worker thread so it does not share the server's. */
async function load(url: string): Promise<Result> {
  const options = { url, connections: CONNECTIONS, headers: HEADERS, workers: 1 };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

async function measure(database: TestDatabase): Promise<Figures> {
  const created = await database.create();
  const config = testConfig(created.env);
  const runtime = await openRuntime(config);
  const app = await buildApp({ config, ...runtime });
  const uncachedApp = await buildApp({ config: { ...config, GAME_LIST_TTL_SECONDS: 0 }, ...runtime });
  const bare = Fastify({ logger: false });
  try {
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const sample = await fetch(appUrl + GAME_LIST, { headers: HEADERS });
    const body = await sample.text();
    const games = (JSON.parse(body) as { value: { games: unknown[] } }).value.games.length;
    if (sample.status !== 200 || games !== 36)
      throw new Error(`game list answered ${sample.status} with ${games} games`);

    // The floor: the same bytes from a route that does nothing.
    bare.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const list = await load(appUrl + GAME_LIST);
    const floor = await load(`${bareUrl}/bare`);
    const uncached = await load((await uncachedApp.listen({ host: '127.0.0.1', port: 0 })) + GAME_LIST);
    return {
      database: database.name,
      bytes: Buffer.byteLength(body),
      list,
      bare: floor,
      ratio: list.requests.average / floor.requests.average,
      uncached,
    };
  } finally {
    await bare.close();
    await uncachedApp.close();
    await app.close();
    await runtime.close();
    await created.drop();
  }
}

function report(f: Figures) {
  const row = (name: string, r: Result) =>
    `  ${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   (${r.requests.total} requests)`;
  console.log(
    `\n${f.database}: ${f.bytes} bytes a response, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up`,
  );
  console.log(row('game list', f.list));
  console.log(row('static', f.bare));
  console.log(row('uncached', f.uncached), '(game list with answer caching off, for information)');
  console.log(
    `  ratio      ${f.ratio.toFixed(2)} (budget >= ${BUDGET.ratio}); game list p99 ${f.list.latency.p99} ms (budget <= ${BUDGET.p99Ms} ms)`,
  );
}

const results: Figures[] = [];
for (const database of TEST_DATABASES) {
  const figures = await measure(database);
  report(figures);
  results.push(figures);
}
const missed = results.filter((f) => f.ratio < BUDGET.ratio || f.list.latency.p99 > BUDGET.p99Ms);
if (missed.length > 0) {
  console.log(`\nBudget missed on ${missed.map((f) => f.database).join(', ')}.`);
  if (process.env.BENCH_STRICT === '1') process.exit(1);
}
