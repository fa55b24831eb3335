import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCache, type Cache } from '../src/adapters/cache';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/database';
import { readRouting } from '../src/db/read-routing';
import { openRuntime, type Runtime } from '../src/runtime';
import { apiClient, type ApiClient } from './api';
import { TEST_DATABASES, testConfig } from './databases';
import { useTestApp } from './harness';
import { useOperator } from './operators';

const GAMES = '/wps/relay/GCSGAME_gameList';
const FAVOURITES = '/wps/relay/MCSFE_getFavoriteGamesList';
const ADD_FAVOURITE = '/wps/relay/MCSFE_addFavoriteGameV2';
const FEED = '/wps/relay/MCSFE_getListAnnouncements';

/** Stand-ins for the pools: the rule is about which one a read gets, not what it runs. */
const primary = { name: 'primary' } as unknown as Db;
const replicaA = { name: 'replica A' } as unknown as Db;
const replicaB = { name: 'replica B' } as unknown as Db;
const withReplicas = (...replicas: Db[]) => ({ db: primary, replicas }) as unknown as Database;

describe('DATABASE_REPLICA_URLS', () => {
  it('is a list of PostgreSQL URLs, and only beside DATABASE_URL', () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    const urls = 'postgres://r1.example:5432/lobby, postgresql://r2.example/lobby';
    expect(loadConfig({ DATABASE_URL: 'postgres://p.example/lobby', DATABASE_REPLICA_URLS: urls })).toMatchObject({
      DATABASE_REPLICA_URLS: ['postgres://r1.example:5432/lobby', 'postgresql://r2.example/lobby'],
      DATABASE_REPLICA_WINDOW_SECONDS: 5,
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1.example/lobby' })).toThrow(
      /DATABASE_REPLICA_URLS: .*set DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://p.example/lobby', DATABASE_REPLICA_URLS: 'http://r1.example/' }),
    ).toThrow(/DATABASE_REPLICA_URLS/);
  });
});

describe('the read routing rule', () => {
  it('without replicas reads everything from the primary and never asks the cache', async () => {
    const refusing = new Proxy({} as Cache, {
      get: () => () => Promise.reject(new Error('asked the cache')),
    });
    const reads = readRouting(withReplicas(), refusing, 5);
    expect(await reads.shared('catalogue')).toBe(primary);
    await reads.wrote('content:DEMO');
    expect(await reads.shared('content:DEMO')).toBe(primary);
  });

  it('reads shared data from the replicas in turn, and what just changed from the primary for the window', async () => {
    let now = 1_000_000;
    const cache = memoryCache(() => now);
    const reads = readRouting(withReplicas(replicaA, replicaB), cache, 5);
    const picked = [await reads.shared('catalogue'), await reads.shared('catalogue'), await reads.shared('catalogue')];
    expect(new Set(picked)).toEqual(new Set([replicaA, replicaB]));
    expect(picked[0]).not.toBe(picked[1]);

    await reads.wrote('content:DEMO');
    expect(await reads.shared('content:DEMO')).toBe(primary);
    // Only that brand's content: the catalogue and other brands still read from replicas.
    expect(await reads.shared('content:OTHER')).not.toBe(primary);
    expect(await reads.shared('catalogue')).not.toBe(primary);
    // Another instance sharing the cache knows too.
    expect(await readRouting(withReplicas(replicaA), cache, 5).shared('content:DEMO')).toBe(primary);

    now += 4_000;
    expect(await reads.shared('content:DEMO')).toBe(primary);
    now += 1_000;
    expect(await reads.shared('content:DEMO')).not.toBe(primary);
  });

  it('reads from the primary when the cache cannot say', async () => {
    const broken = { ...memoryCache(), get: () => Promise.reject(new Error('Redis is down')) } as Cache;
    expect(await readRouting(withReplicas(replicaA), broken, 5).shared('catalogue')).toBe(primary);
  });
});

const pglite = TEST_DATABASES.find((d) => d.name === 'pglite')!;
describe('an app on PGlite', () => {
  const t = useTestApp(pglite);
  const ops = useOperator(t, [{ role: 'content', brand: 'DEMO' }]);

  it('has no replicas, so every read is the primary as before', async () => {
    expect(t.runtime.database.replicas).toEqual([]);
    const reads = readRouting(t.runtime.database, t.runtime.cache, 5);
    expect(await reads.shared('catalogue')).toBe(t.runtime.database.db);
    const api = apiClient(t, '10.49.0.1');
    const stored = await api.post(
      '/__ops/announcements',
      { merchantCode: 'DEMO', title: 'Seen at once', content: 'x' },
      ops,
    );
    expect(stored.statusCode).toBe(200);
    expect((await api.get(`${FEED}?types=PL`)).json().value[0]).toMatchObject({ title: 'Seen at once' });
    expect((await api.get(`${GAMES}?gameType=RNG&pageSize=1`)).json().value.games).toHaveLength(1);
  });
});

const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
/** A streaming replica of DATABASE_URL's server (tooling/scripts/pg-replica.sh makes one). */
const replicaUrl = process.env.TEST_DATABASE_REPLICA_URL || undefined;
const redisUrl = loadConfig().REDIS_URL;
const skipReason = !postgres
  ? 'needs DATABASE_URL'
  : !replicaUrl
    ? 'needs TEST_DATABASE_REPLICA_URL (a streaming replica: tooling/scripts/pg-replica.sh start)'
    : '';

/** `url` with another database name. */
const onDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary wrote so far. */
async function caughtUp(primaryUrl: string, standbyUrl: string): Promise<void> {
  const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
  for (;;) {
    const [{ done } = { done: false }] = await query<{ done: boolean }>(
      onDatabase(standbyUrl, 'postgres'),
      'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as done',
      [lsn],
    );
    if (done) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const lagging = `a replica lagging on purpose${skipReason ? ` (skipped: ${skipReason})` : ''}`;
describe.skipIf(skipReason !== '')(lagging, () => {
  /** Two instances sharing Redis when there is one (the primary-only window must reach both), else one. */
  const instances: { app: FastifyInstance; runtime: Runtime }[] = [];
  let drop = async () => {};
  let primaryUrl = '';
  let standbyUrl = '';
  const pause = (paused: boolean) =>
    query(
      onDatabase(standbyUrl, 'postgres'),
      paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()',
    );

  beforeAll(async () => {
    const created = await postgres!.clone();
    drop = created.drop;
    primaryUrl = created.env.DATABASE_URL!;
    standbyUrl = onDatabase(replicaUrl!, new URL(primaryUrl).pathname.slice(1));
    // The new database reaches the replica by replay, like any other write (resumed, should an
    // earlier run have died while it held replay paused).
    await pause(false);
    await caughtUp(primaryUrl, standbyUrl);
    const redis: Record<string, string> = redisUrl
      ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `lobby-replica-${randomBytes(4).toString('hex')}:` }
      : {};
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    for (let i = 0; i < (redisUrl ? 2 : 1); i++) {
      const config = testConfig({
        ...created.env,
        ...redis,
        DATABASE_REPLICA_URLS: standbyUrl,
        ENCRYPTION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        // No cached answers: each request reads the database it is routed to.
        GAME_LIST_TTL_SECONDS: '0',
        GAME_SEARCH_TTL_SECONDS: '0',
        VENDORS_TTL_SECONDS: '0',
        HOT_GAMES_TTL_SECONDS: '0',
      });
      const runtime = await openRuntime(config);
      instances.push({ app: await buildApp({ config, ...runtime }), runtime });
    }
  });
  // A content editor of the brand, signed in on the first instance before replay is paused.
  const ops = useOperator(
    {
      get app() {
        return instances[0]!.app;
      },
      get runtime() {
        return instances[0]!.runtime;
      },
    },
    [{ role: 'content', brand: 'DEMO' }],
  );
  afterAll(async () => {
    if (standbyUrl) await pause(false);
    for (const { app, runtime } of instances) {
      await app.close();
      await runtime.close();
    }
    await drop();
  });

  it('serves the catalogue and content from the replica but never shows a member or an operator their own stale write', async () => {
    const api = apiClient(instances[0]!, '10.49.0.2');
    const other = apiClient(instances[instances.length - 1]!, '10.49.0.3');
    const listed = async () =>
      (
        (await api.get(`${GAMES}?gameType=RNG&vassalage=PG&pageSize=1`)).json().value.games as {
          nodeId: string;
          gameName: string;
        }[]
      )[0]!;
    const newestNotice = async (client: ApiClient) =>
      ((await client.get(`${FEED}?types=PL`)).json().value as { title: string }[])[0]?.title;
    const game = await listed();
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    await pause(true);
    try {
      // Changes made on the primary alone (a provider's catalogue sync, SQL by hand) while replay waits.
      await query(primaryUrl, `update games set names = names || '{"en": "Only on the primary"}' where node_id = $1`, [
        game.nodeId,
      ]);
      await query(
        primaryUrl,
        `insert into announcements (id, merchant_code, type, language, execution, title, content, start_date)
         values ('replica-sql', 'DEMO', 'PL', 'en', 'B', 'Typed in by hand', 'x', now())`,
      );
      expect((await listed()).gameName).toBe(game.gameName);
      expect(await newestNotice(api)).not.toBe('Typed in by hand');

      // The member's own write, then their own read: the primary's.
      expect((await api.post(ADD_FAVOURITE, { nodeId: game.nodeId, vendor: 'PG' }, auth)).statusCode).toBe(200);
      const favourites = (await api.get(FAVOURITES, auth)).json().value as {
        content: { nodeId: string; gameName: string }[];
      };
      expect(favourites.content).toContainEqual(
        expect.objectContaining({ nodeId: game.nodeId, gameName: 'Only on the primary' }),
      );

      // The operator's new announcement shows at once, on every instance: the brand's content
      // reads from the primary for the window (the hand-typed one with it).
      const stored = await api.post(
        '/__ops/announcements',
        { merchantCode: 'DEMO', title: 'Written during the lag', content: 'x' },
        ops,
      );
      expect(stored.statusCode).toBe(200);
      expect(await newestNotice(api)).toBe('Written during the lag');
      expect(await newestNotice(other)).toBe('Written during the lag');
      // ...while the catalogue still reads from the paused replica.
      expect((await listed()).gameName).toBe(game.gameName);
    } finally {
      await pause(false);
    }
    await caughtUp(primaryUrl, standbyUrl);
    expect((await listed()).gameName).toBe('Only on the primary');
  });
});
