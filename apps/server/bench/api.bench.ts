/**
 * Load benchmark of the API (DESIGN.md section 7), at 50 connections, on PGlite and, with
 * DATABASE_URL, on PostgreSQL (a fresh database each, dropped afterwards):
 * - the cached game list beside a bare Fastify route answering a static JSON of the same size
 *   (ratio >= 0.5, p99 <= 20 ms);
 * - off the answer cache, each request read from the database: the game list, a name search and
 *   a member mix (balance, favourites, recent, records, a Hi-Lo deal and guess), each at least
 *   2,000 req/s on PostgreSQL and 1,000 on PGlite with p99 <= 50 ms.
 * BENCH_STRICT=1 makes a missed budget exit non-zero; BENCH_SECONDS changes the 10 s of each
 * measurement.
 */
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { openRuntime } from '../src/runtime';
import { TEST_DATABASES, testConfig, type TestDatabase } from '../test/databases';
import { benchMembers } from './bench-members';
import { loadMembers } from './member-load';

const LIST_QUERY =
  'merchant=DEMO&platform=html5&clientType=2&gameType=RNG&pageNo=2&pageSize=36&vassalage=JL&gameClassify=&minBet=&minLine=&isNew=&language=en';
const GAME_LIST = `/wps/relay/GCSGAME_gameList?${LIST_QUERY}&gameName=`;
const SEARCH =
  '/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&clientType=2&pageNo=1&pageSize=36&gameName=dragon&language=en';
const HEADERS = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = {
  ratio: 0.5,
  cachedP99Ms: 20,
  uncachedP99Ms: 50,
  uncachedRps: { pglite: 1_000, postgres: 2_000 } as Record<string, number>,
};

interface Row {
  name: string;
  result: Result;
  /** What this row must reach, for the report; none for the static ceiling. */
  budget?: { rps?: number; p99Ms: number };
}

interface Figures {
  database: string;
  bytes: number;
  rows: Row[];
  ratio: number;
}

function checked(what: string, result: Result): Result {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${what}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/** Warms up, then measures; load comes from a worker thread so it does not share the server's. */
async function load(url: string): Promise<Result> {
  const options = { url, connections: CONNECTIONS, headers: HEADERS, workers: 1 };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  return checked(url, await autocannon({ ...options, duration: SECONDS }));
}

async function measure(database: TestDatabase): Promise<Figures> {
  const created = await database.create();
  // The production default for brand settings (tests read them every time).
  const config = testConfig({ ...created.env, SETTINGS_TTL_SECONDS: '5' });
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
    const uncachedUrl = await uncachedApp.listen({ host: '127.0.0.1', port: 0 });
    const members = await benchMembers(runtime, uncachedUrl, 2 * CONNECTIONS, HEADERS);

    const cached = await load(appUrl + GAME_LIST);
    const floor = await load(`${bareUrl}/bare`);
    const uncached = { rps: BUDGET.uncachedRps[database.name], p99Ms: BUDGET.uncachedP99Ms };
    const rows: Row[] = [
      { name: 'game list', result: cached, budget: { p99Ms: BUDGET.cachedP99Ms } },
      { name: 'static', result: floor },
      { name: 'list, db', result: await load(uncachedUrl + GAME_LIST), budget: uncached },
      { name: 'search, db', result: await load(uncachedUrl + SEARCH), budget: uncached },
      {
        name: 'member mix',
        result: await loadMembers({ url: uncachedUrl, ...members }, CONNECTIONS, HEADERS, SECONDS),
        budget: uncached,
      },
    ];
    return {
      database: database.name,
      bytes: Buffer.byteLength(body),
      rows,
      ratio: cached.requests.average / floor.requests.average,
    };
  } finally {
    await bare.close();
    await uncachedApp.close();
    await app.close();
    await runtime.close();
    await created.drop();
  }
}

const missedRow = (row: Row) =>
  row.budget !== undefined &&
  ((row.budget.rps !== undefined && row.result.requests.average < row.budget.rps) ||
    row.result.latency.p99 > row.budget.p99Ms);

function report(f: Figures) {
  console.log(
    `\n${f.database}: ${f.bytes} bytes a game list, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up`,
  );
  for (const row of f.rows) {
    const r = row.result;
    const budget = row.budget
      ? `budget ${row.budget.rps ? `>= ${row.budget.rps} req/s, ` : ''}p99 <= ${row.budget.p99Ms} ms${missedRow(row) ? '  MISSED' : ''}`
      : '(ceiling)';
    console.log(
      `  ${row.name.padEnd(11)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${budget}`,
    );
  }
  console.log(
    `  ratio       ${f.ratio.toFixed(2)} cached game list / static (budget >= ${BUDGET.ratio})${f.ratio < BUDGET.ratio ? '  MISSED' : ''}`,
  );
}

const results: Figures[] = [];
for (const database of TEST_DATABASES) {
  const figures = await measure(database);
  report(figures);
  results.push(figures);
}
const missed = results.filter((f) => f.ratio < BUDGET.ratio || f.rows.some(missedRow));
if (missed.length > 0) {
  console.log(`\nBudget missed on ${missed.map((f) => f.database).join(', ')}.`);
  if (process.env.BENCH_STRICT === '1') process.exit(1);
}
