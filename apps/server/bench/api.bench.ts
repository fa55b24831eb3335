/**
 * Load benchmark of the API (DESIGN.md section 7, issue 51), at 50 connections, on PGlite and, with
 * DATABASE_URL, on PostgreSQL (a fresh database each, dropped afterwards):
 * - the cached game list beside a bare Fastify route answering a static JSON of the same size
 *   (ratio >= 0.5, p99 <= 20 ms);
 * - off the answer cache, beside the API floor (floor-server.ts: bare Fastify running, on the same
 *   node-postgres pool, the very statements our server ran for the request, by their names, and
 *   answering as many bytes as ours): the game list, a name
 *   search's page (cut from the search's kept ranking), the same search ranked for every request
 *   (reported only: it runs once per search and GAME_SEARCH_TTL_SECONDS) and a member's reads (balance, favourites, recent, records), measured in turns, ours and
 *   the floor's, twice each in alternating order. Ours must reach 0.8x the floor's throughput with a
 *   p99 within 1.5x of the floor's;
 * - the whole member mix (the reads, then a Hi-Lo deal and guess: writes the floor cannot replay), at
 *   least 2,000 req/s on PostgreSQL and 1,000 on PGlite with p99 <= 50 ms.
 * Each at the demo's data and at 100 times it (SEED_SCALE=100: 160,000 games, 100,000 members,
 * millions of ledger rows and bets), where every figure of ours must stay within 1.5 times its first.
 * `npm run bench` runs it on the server's code bundled as its production build is (run-bundled.ts).
 * BENCH_STRICT=1 makes a missed budget exit non-zero; BENCH_SECONDS changes the 10 s of each
 * measurement; BENCH_SCALES (default `1,100`) the data sizes; BENCH_DATABASES (default both)
 * picks `pglite` or `postgres`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { openRuntime } from '../src/runtime';
import { TEST_DATABASES, testConfig, type TestDatabase } from '../test/databases';
import { benchMembers } from './bench-members';
import { poolOf, startFloor } from './floor-server';
import { loadMembers } from './member-load';
import { MEMBER_READS } from './member-reads';

const LIST_QUERY =
  'merchant=DEMO&platform=html5&clientType=2&gameType=RNG&pageNo=2&pageSize=36&vassalage=JL&gameClassify=&minBet=&minLine=&isNew=&language=en';
const GAME_LIST = `/wps/relay/GCSGAME_gameList?${LIST_QUERY}&gameName=`;
const SEARCH =
  '/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&clientType=2&pageNo=1&pageSize=36&gameName=dragon&language=en';
/** The same search ranked for every request (no ranking kept): its own URL, so the floor tells it apart. */
const COLD_SEARCH = SEARCH.replace('pageSize=36', 'pageSize=35');
const HEADERS = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SCALES = (process.env.BENCH_SCALES ?? '1,100').split(',').map(Number);
const BUDGET = {
  /** How much slower a figure may be at 100 times the data than at the demo's. */
  growth: 1.5,
  ratio: 0.5,
  cachedP99Ms: 20,
  uncachedP99Ms: 50,
  uncachedRps: { pglite: 1_000, postgres: 2_000 } as Record<string, number>,
  /** Ours against the API floor: at least this share of its throughput, a p99 at most this many times its. */
  floorThroughput: 0.8,
  floorP99: 1.5,
};
/** Turns of ours and the floor's, alternating which goes first. */
const FLOOR_TURNS = 2;

/** What a measurement comes to: requests a second and latency, in ms. */
interface Figure {
  rps: number;
  p50: number;
  p99: number;
}
const figure = (r: Result): Figure => ({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
/** Turns of one side put together: the mean of each figure. */
const mean = (figures: Figure[]): Figure => ({
  rps: figures.reduce((a, f) => a + f.rps, 0) / figures.length,
  p50: figures.reduce((a, f) => a + f.p50, 0) / figures.length,
  p99: figures.reduce((a, f) => a + f.p99, 0) / figures.length,
});

interface Row {
  name: string;
  result: Figure;
  /** What this row must reach, for the report; none for the static ceiling. */
  budget?: { rps?: number; p99Ms: number };
  /** The API floor's figure for the same requests, measured in turns with ours. */
  floor?: Figure;
  /** Printed with its floor and growth, held to neither. */
  reportOnly?: boolean;
}

interface Figures {
  database: string;
  scale: number;
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

async function measure(database: TestDatabase, scale: number): Promise<Figures> {
  const created = await database.create();
  // Grown data does not fit PGlite's memory file system: a folder on disk, as a real start uses.
  const folder = database.name === 'pglite' && scale > 1 ? mkdtempSync(path.join(tmpdir(), 'lobby-bench-')) : null;
  // The production default for brand settings (tests read them every time).
  const config = testConfig({
    ...created.env,
    ...(folder ? { DATA_DIR: folder } : {}),
    SETTINGS_TTL_SECONDS: '5',
    SEED_SCALE: String(scale),
    // The members are funded through the dev tools' deposit.
    LOBBY_DEV_TOOLS: '1',
  });
  const seeding = Date.now();
  const runtime = await openRuntime(config);
  if (scale > 1) {
    console.log(`\n${database.name}: the data grown ${scale} times in ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
    // A database just loaded with gigabytes is not one in service: its pages are not yet marked
    // all-visible (index-only scans read the table too) and its checkpoint is still writing them
    // out, beside the measurement. Vacuumed and checkpointed, both sides measure a settled database.
    const settling = Date.now();
    await runtime.database.db.execute(sql`vacuum (analyze)`);
    await runtime.database.db.execute(sql`checkpoint`);
    console.log(`${database.name}: vacuumed and checkpointed in ${((Date.now() - settling) / 1000).toFixed(0)} s`);
  }
  const app = await buildApp({ config, ...runtime });
  const uncachedApp = await buildApp({ config: { ...config, GAME_LIST_TTL_SECONDS: 0 }, ...runtime });
  const coldApp = await buildApp({
    config: { ...config, GAME_LIST_TTL_SECONDS: 0, GAME_SEARCH_TTL_SECONDS: 0 },
    ...runtime,
  });
  const bare = Fastify({ logger: false });
  const closing: (() => Promise<void>)[] = [];
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
    const coldUrl = await coldApp.listen({ host: '127.0.0.1', port: 0 });
    const members = await benchMembers(runtime, uncachedUrl, 2 * CONNECTIONS, HEADERS);
    console.log(
      `${database.name} at ${scale}x: ${members.tokens.length} members ready; recording the floor's statements`,
    );
    const floor = await startFloor(poolOf(runtime.database.db));
    closing.push(() => floor.close());
    const listStatements = await floor.record(uncachedUrl, GAME_LIST, HEADERS);
    const searchStatements = await floor.record(uncachedUrl, SEARCH, HEADERS);
    const coldStatements = await floor.record(coldUrl, COLD_SEARCH, HEADERS);
    let readStatements = 0;
    for (const token of members.tokens)
      for (const path of MEMBER_READS)
        readStatements += await floor.record(uncachedUrl, path, { ...HEADERS, Authorization: token });
    console.log(
      `  the floor replays ${listStatements} statement(s) a game list, ${searchStatements} a search's page (${coldStatements} ranking it), ${(readStatements / members.tokens.length / MEMBER_READS.length).toFixed(1)} a member's read`,
    );

    /** Ours and the floor's in turns, each side's figures the mean of its turns. */
    const paired = async (measure: (url: string) => Promise<Result>, url = uncachedUrl) => {
      const ours: Figure[] = [];
      const floors: Figure[] = [];
      for (let turn = 0; turn < FLOOR_TURNS; turn++) {
        const order = turn % 2 === 0 ? (['ours', 'floor'] as const) : (['floor', 'ours'] as const);
        for (const side of order)
          if (side === 'ours') ours.push(figure(await measure(url)));
          else floors.push(figure(await measure(floor.url)));
      }
      return { result: mean(ours), floor: mean(floors) };
    };
    const reads = (url: string) => loadMembers({ url, ...members, readsOnly: true }, CONNECTIONS, HEADERS, SECONDS);

    const cached = await load(appUrl + GAME_LIST);
    const bareFloor = await load(`${bareUrl}/bare`);
    const uncached = { rps: BUDGET.uncachedRps[database.name], p99Ms: BUDGET.uncachedP99Ms };
    const rows: Row[] = [
      { name: 'game list', result: figure(cached), budget: { p99Ms: BUDGET.cachedP99Ms } },
      { name: 'static', result: figure(bareFloor) },
      { name: 'list, db', ...(await paired((url) => load(url + GAME_LIST))) },
      { name: 'search, db', ...(await paired((url) => load(url + SEARCH))) },
      // Once per search and GAME_SEARCH_TTL_SECONDS a search ranks its matches: reported.
      { name: 'search, cold', ...(await paired((url) => load(url + COLD_SEARCH), coldUrl)), reportOnly: true },
      { name: 'reads, db', ...(await paired(reads)) },
      {
        name: 'member mix',
        result: figure(await loadMembers({ url: uncachedUrl, ...members }, CONNECTIONS, HEADERS, SECONDS)),
        budget: uncached,
      },
    ];
    return {
      database: database.name,
      scale,
      bytes: Buffer.byteLength(body),
      rows,
      ratio: cached.requests.average / bareFloor.requests.average,
    };
  } finally {
    for (const close of closing) await close();
    await bare.close();
    await uncachedApp.close();
    await coldApp.close();
    await app.close();
    await runtime.close();
    await created.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

const missedRow = (row: Row) =>
  !row.reportOnly &&
  ((row.budget !== undefined &&
    ((row.budget.rps !== undefined && row.result.rps < row.budget.rps) || row.result.p99 > row.budget.p99Ms)) ||
    (row.floor !== undefined &&
      (row.result.rps / row.floor.rps < BUDGET.floorThroughput ||
        row.result.p99 / Math.max(1, row.floor.p99) > BUDGET.floorP99)));

const figures = (f: Figure) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(0).padStart(3)} ms   p99 ${f.p99.toFixed(0).padStart(4)} ms`;

function report(f: Figures) {
  console.log(
    `\n${f.database} at ${f.scale}x the demo data: ${f.bytes} bytes a game list, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up`,
  );
  for (const row of f.rows) {
    const budget = row.floor
      ? `floor ${figures(row.floor)}`
      : row.budget
        ? `budget ${row.budget.rps ? `>= ${row.budget.rps} req/s, ` : ''}p99 <= ${row.budget.p99Ms} ms${missedRow(row) ? '  MISSED' : ''}`
        : '(ceiling)';
    console.log(`  ${row.name.padEnd(11)} ${figures(row.result)}   ${budget}`);
    if (row.floor) {
      const throughput = row.result.rps / row.floor.rps;
      const p99 = row.result.p99 / Math.max(1, row.floor.p99);
      console.log(
        `  ${''.padEnd(11)} ours / floor: throughput ${throughput.toFixed(2)}x (budget >= ${BUDGET.floorThroughput}), p99 ${p99.toFixed(2)}x (budget <= ${BUDGET.floorP99})${missedRow(row) ? '  MISSED' : ''}`,
      );
    }
  }
  console.log(
    `  ratio       ${f.ratio.toFixed(2)} cached game list / static (budget >= ${BUDGET.ratio})${f.ratio < BUDGET.ratio ? '  MISSED' : ''}`,
  );
}

/** A row's requests per second. */
const rps = (f: Figures, name: string) => f.rows.find((r) => r.name === name)?.result.rps ?? Number.NaN;

const results: Figures[] = [];
const grew: string[] = [];
const wanted = process.env.BENCH_DATABASES?.split(',');
for (const database of TEST_DATABASES.filter((d) => !wanted || wanted.includes(d.name))) {
  for (const scale of SCALES) {
    const figures = await measure(database, scale);
    report(figures);
    const base = results.find((f) => f.database === database.name && f.scale === SCALES[0]);
    if (base && scale !== base.scale) {
      // A shared machine's speed drifts between two measurements minutes apart (the static
      // ceiling has moved by a third): each figure against its run's own ceiling tells the data's
      // share apart. The budget stays on the raw figure.
      const ceilingSlower = rps(base, 'static') / rps(figures, 'static');
      // Throughput may fall and p99 rise by the growth budget at most, row by row.
      for (const row of figures.rows.filter((r) => r.budget || r.floor)) {
        const was = base.rows.find((r) => r.name === row.name);
        if (!was) continue;
        const slower = was.result.rps / row.result.rps;
        const later = row.result.p99 / Math.max(1, was.result.p99);
        const over = !row.reportOnly && (slower > BUDGET.growth || later > BUDGET.growth);
        console.log(
          `  ${row.name.padEnd(11)} at ${scale}x: ${slower.toFixed(2)}x slower, p99 ${later.toFixed(2)}x (${row.reportOnly ? 'reported' : `budget <= ${BUDGET.growth}x`})${over ? '  MISSED' : ''}; ${(slower / ceilingSlower).toFixed(2)}x against the static ceiling`,
        );
        if (over) grew.push(`${database.name} ${row.name}`);
      }
    }
    results.push(figures);
  }
}
const missed = results.filter((f) => f.ratio < BUDGET.ratio || f.rows.some(missedRow));
if (missed.length > 0 || grew.length > 0) {
  console.log(
    `\nBudget missed: ${[...missed.map((f) => `${f.database} at ${f.scale}x`), ...grew.map((g) => `${g} growth`)].join(', ')}.`,
  );
  if (process.env.BENCH_STRICT === '1') process.exit(1);
}
