/**
 * The push channel at scale (issue 49), on two server instances sharing PostgreSQL (and Redis
 * when REDIS_URL is set; else PostgreSQL LISTEN/NOTIFY carries the events):
 * - idle streams one instance holds (BENCH_PUSH_STREAMS, default 10,000) and the memory each costs;
 * - the delay from a ledger move made through instance A to the event on a stream of instance B
 *   (BENCH_PUSH_MOVES deposits, default 300, ten at a time), p50 and p99.
 * Needs DATABASE_URL (a fresh database is made and dropped).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { PUSH_PATHS } from '@lobby/contract/constants';
import { loadConfig } from '../src/config';
import { members, sessions } from '../src/db/schema';
import { openRuntime } from '../src/runtime';
import { tokenHash } from '../src/services/accounts-service';
import { TEST_DATABASES, testConfig } from '../test/databases';
import { freePort, startInstance, waitFor } from './instance-processes';

const STREAMS = Number(process.env.BENCH_PUSH_STREAMS ?? 10_000);
const MOVES = Number(process.env.BENCH_PUSH_MOVES ?? 300);
const HEADERS = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
/** Streams opened at once while filling the instance. */
const OPENING = 200;

/** A client address per member in the benchmarking range: per-client limits see many phones. */
const addressOf = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

interface Stream {
  /** Resolves at the next balance event (after the one that opened the stream). */
  nextBalance(): Promise<number>;
  close(): void;
}

/** One member's stream on `port`, resolved once its first balance event (the catch-up) arrived. */
function openStream(port: number, token: string, address: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiters: ((at: number) => void)[] = [];
    let opened = false;
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: PUSH_PATHS.memberEvents,
        agent: false,
        headers: { ...HEADERS, Authorization: token, Accept: 'text/event-stream', 'X-Forwarded-For': address },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`stream answered ${res.statusCode}`));
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          for (const _ of chunk.matchAll(/^event: balance$/gm)) {
            if (!opened) {
              opened = true;
              resolve(stream);
            } else waiters.shift()?.(at);
          }
        });
        res.on('error', () => {});
      },
    );
    request.on('error', reject);
    const stream: Stream = {
      nextBalance: () => new Promise((done) => waiters.push(done)),
      close: () => request.destroy(),
    };
  });
}

const { DATABASE_URL, REDIS_URL } = loadConfig();
const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
if (!DATABASE_URL || !postgres) {
  console.log('The push bench needs PostgreSQL: set DATABASE_URL (and REDIS_URL for the Redis bus).');
  process.exit(0);
}

const created = await postgres.create();
const children: ReturnType<typeof startInstance>[] = [];
const streams: Stream[] = [];
try {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    ...created.env,
    ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: `lobby-push-bench-${randomBytes(4).toString('hex')}:` } : {}),
    ENCRYPTION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    TRUST_PROXY: 'loopback',
    SETTLEMENT_INTERVAL_SECONDS: '0',
    // Streams hold connections: room for the bench's, plus ordinary calls.
    MAX_CONNECTIONS: String(Math.max(4_096, STREAMS * 2 + 1_000)),
    LOBBY_DEV_TOOLS: '1',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  for (const port of [portA, portB]) {
    const child = startInstance(port, env);
    children.push(child);
    await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  }
  const [, instanceB] = children;
  if (!instanceB?.pid) throw new Error('instance B did not start');

  // Members with a session each, written straight to the database (logging 10,000 in would time the password hash).
  const runtime = await openRuntime(testConfig(env));
  const run = randomBytes(3).toString('hex');
  const tokens = Array.from({ length: STREAMS }, () => randomBytes(16).toString('hex'));
  for (let from = 0; from < STREAMS; from += 1_000) {
    const ids = tokens.slice(from, from + 1_000).map((_, i) => `push-${run}-${from + i}`);
    await runtime.database.db
      .insert(members)
      .values(ids.map((id) => ({ id, merchantCode: 'DEMO', username: id.replaceAll('-', ''), passwordHash: 'x' })));
    await runtime.database.db.insert(sessions).values(
      ids.map((memberId, i) => ({
        tokenHash: tokenHash(tokens[from + i] ?? ''),
        memberId,
        expiresAt: new Date(Date.now() + 3_600_000),
        lastUsedAt: new Date(),
      })),
    );
  }
  await runtime.close();

  // Idle streams on instance B, and what they cost it.
  await sleep(2_000);
  const before = rssKiB(instanceB.pid);
  const openedAt = performance.now();
  let refused = 0;
  for (let from = 0; from < STREAMS; from += OPENING) {
    const batch = await Promise.allSettled(
      tokens.slice(from, from + OPENING).map((token, i) => openStream(portB, token, addressOf(from + i))),
    );
    for (const result of batch) {
      if (result.status === 'fulfilled') streams.push(result.value);
      else refused++;
    }
  }
  const openSeconds = (performance.now() - openedAt) / 1000;
  await sleep(5_000);
  const after = rssKiB(instanceB.pid);
  console.log(`\nThe push channel, two instances on PostgreSQL${REDIS_URL ? ' and Redis' : ' (LISTEN/NOTIFY)'}`);
  console.log(
    `  idle streams held by one instance: ${streams.length} of ${STREAMS} (${refused} refused), opened in ${openSeconds.toFixed(1)} s`,
  );
  console.log(
    `  instance memory: ${(before / 1024).toFixed(0)} MiB before, ${(after / 1024).toFixed(0)} MiB with them: ${(((after - before) * 1024) / Math.max(1, streams.length) / 1024).toFixed(1)} KiB a stream`,
  );

  // Ledger moves through instance A, heard on instance B.
  const delays: number[] = [];
  const answers: number[] = [];
  /** From the deposit's answer (its transaction committed) to the event: what the channel adds. */
  const afterAnswer: number[] = [];
  const movers = streams.slice(0, Math.min(streams.length, 500));
  for (let done = 0; done < MOVES; done += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, MOVES - done) }, async (_, j) => {
        const index = (done + j) % movers.length;
        const mover = movers[index];
        if (!mover) return;
        const heard = mover.nextBalance();
        const sent = performance.now();
        const res = await fetch(`http://127.0.0.1:${portA}/__dev/deposit`, {
          method: 'POST',
          headers: {
            ...HEADERS,
            Authorization: tokens[index] ?? '',
            'content-type': 'application/json',
            'X-Forwarded-For': addressOf(index),
          },
          body: JSON.stringify({ amount: '1.00', requestId: randomUUID() }),
        });
        if (res.status !== 200) throw new Error(`deposit answered ${res.status}: ${await res.text()}`);
        const answered = performance.now();
        answers.push(answered - sent);
        const at = await heard;
        delays.push(at - sent);
        afterAnswer.push(at - answered);
      }),
    );
  }
  console.log(
    `  deposit through A to the event on B (the deposit's own call included): p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms over ${delays.length} moves`,
  );
  console.log(
    `  the deposit call alone: p50 ${percentile(answers, 50).toFixed(1)} ms, p99 ${percentile(answers, 99).toFixed(1)} ms; the event after its answer: p50 ${percentile(afterAnswer, 50).toFixed(1)} ms, p99 ${percentile(afterAnswer, 99).toFixed(1)} ms (negative: before it)`,
  );
} finally {
  for (const stream of streams) stream.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(1_000);
  await created.drop();
}
