import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isErrorCode } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import {
  FUZZ_OPERATOR_PATHS,
  FUZZ_PATHS,
  fuzzRequest,
  METHODS,
  prng,
  routeOf,
  type FuzzRequest,
} from './fuzz-requests';
import { answersIn, exchange, socketJunk } from './fuzz-socket';
import { useTestApp } from './harness';
import { useOperator } from './operators';
import { seal } from './seal';

/** Change the seed to explore; a failure names the seed and the request, so it can be replayed. */
const SEED = 0x10bb7;
/** Requests through app.inject: every path with every method a few times, then random ones. */
const REQUESTS = 12_000;
const ROUNDS_PER_PATH_AND_METHOD = 3;
/** Requests in flight at once: enough to overlap database waits, few enough to stay fast. */
const CONCURRENCY = 24;

/** Why an answer is wrong, or null: never a 5xx; every 4xx our envelope; bad text never accepted. */
function problemOf(request: Pick<FuzzRequest, 'method' | 'taint'>, status: number, body: string): string | null {
  if (status >= 500) return `status ${status}: ${body.slice(0, 160)}`;
  if (request.taint && status < 300) return `accepted ${request.taint} with ${status}`;
  if (status < 400 || request.method === 'HEAD') return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} is not JSON: ${body.slice(0, 160)}`;
  }
  const envelope = json as { success?: unknown; errorCode?: unknown };
  return envelope.success === false && isErrorCode(envelope.errorCode)
    ? null
    : `${status} is not an envelope: ${body.slice(0, 160)}`;
}

function textOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

/** Collects failures, one per kind of request and reason, so a broken rule shows once, not a thousand times. */
function failureLog() {
  const seen = new Map<string, string>();
  return {
    add(key: string, line: string) {
      if (!seen.has(key) && seen.size < 60) seen.set(key, line);
    },
    lines: () => [...seen.values()],
  };
}

describe.each(TEST_DATABASES)('fuzz on $name', (database) => {
  const t = useTestApp(database, { LOBBY_DEV_TOOLS: '1' });
  // The operator routes get past their door only with an operator's session.
  const ops = useOperator(t);

  it(`answers ${REQUESTS} malformed requests on every path and method: no 5xx, every 4xx an envelope`, async () => {
    const started = performance.now();
    const r = prng(SEED);
    const api = apiClient(t);
    const tokenOf = async (username: string, password: string) =>
      (await api.login({ username, password })).json().value.token as string;
    const live = [await tokenOf('demo01', 'Demo-pass-01'), await tokenOf('agent01', 'Agent-pass-01')];
    const operatorPaths = new Set(FUZZ_OPERATOR_PATHS);
    const authFor = (path: string) => {
      const choice = r.pick([undefined, 'live', 'live', 'Bearer not-a-token']);
      if (choice !== 'live') return choice;
      // A member's session is no operator's: the operator routes take the operator's.
      if (operatorPaths.has(path)) return r.chance(0.9) ? ops.authorization : r.pick(live);
      // Logging out would end the session the rest of the run uses.
      return path === PATHS.logout ? 'Bearer not-a-token' : r.pick(live);
    };
    const plan: FuzzRequest[] = [];
    for (const path of FUZZ_PATHS) {
      for (const method of METHODS) {
        for (let i = 0; i < ROUNDS_PER_PATH_AND_METHOD; i++) plan.push(fuzzRequest(r, path, method, authFor(path)));
      }
    }
    // Then mostly methods a route answers, so that most requests get past the router.
    const routed = new Map(
      FUZZ_PATHS.map((path) => [path, METHODS.filter((method) => t.app.hasRoute({ method, url: routeOf(path) }))]),
    );
    while (plan.length < REQUESTS) {
      const path = r.pick(FUZZ_PATHS);
      plan.push(fuzzRequest(r, path, r.chance(0.85) ? r.pick(routed.get(path)!) : r.pick(METHODS), authFor(path)));
    }

    // Clients from many addresses (the benchmarking range, which no other suite uses), so per-client limits stop few of them.
    const addresses = plan.map(() => `198.${18 + r.int(2)}.${r.int(256)}.${r.int(256)}`);
    const key = await api.publicKey();
    const failures = failureLog();
    const statuses = new Map<number, number>();
    const send = async (request: FuzzRequest, index: number) => {
      const payload =
        request.sealed === undefined
          ? request.payload
          : JSON.stringify(await seal(key, new TextEncoder().encode(request.sealed)));
      const label = `#${index} ${request.kind} ${request.method} ${request.url.slice(0, 100)}`;
      let res: LightMyRequestResponse;
      try {
        res = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          remoteAddress: addresses[index],
          ...(payload === undefined ? {} : { payload }),
        });
      } catch (error) {
        failures.add(
          `${request.kind} throws ${String(error)}`,
          `${label} → inject threw ${String(error).slice(0, 160)}`,
        );
        return;
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemOf(request, res.statusCode, textOf(res));
      if (problem)
        failures.add(
          `${request.kind} ${request.method} ${request.url.split('?')[0]!.slice(0, 60)} ${problem.slice(0, 40)}`,
          `${label} → ${problem}`,
        );
    };
    for (let i = 0; i < plan.length; i += CONCURRENCY) {
      await Promise.all(plan.slice(i, i + CONCURRENCY).map((request, j) => send(request, i + j)));
    }

    console.info(
      `fuzz on ${database.name}: ${plan.length} requests in ${Math.round(performance.now() - started)} ms, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures.lines(), `seed ${SEED}`).toEqual([]);
    expect((await t.app.inject({ url: PATHS.health })).statusCode).toBe(200);
  }, 150_000);

  it('answers protocol junk on a real socket with an envelope, never a 5xx, and keeps serving', async () => {
    const port = await listen(t.app);
    const failures = failureLog();
    const cases = socketJunk(prng(SEED));
    await Promise.all(
      cases.map(async ({ name, bytes, halfClose }) => {
        let answers;
        try {
          answers = answersIn(await exchange(port, bytes, { halfClose }));
        } catch (error) {
          failures.add(name, `${name} → ${String(error)}`);
          return;
        }
        if (answers.length === 0) failures.add(name, `${name} → no answer`);
        for (const answer of answers) {
          const problem = problemOf({ method: 'GET', taint: null }, answer.status, answer.body);
          if (problem) failures.add(name, `${name} → ${problem}`);
        }
      }),
    );
    expect(failures.lines(), `seed ${SEED}`).toEqual([]);
    const health = answersIn(
      await exchange(port, `GET ${PATHS.health} HTTP/1.1\r\nHost: lobby.test\r\nConnection: close\r\n\r\n`, {
        waitMs: 10_000,
      }),
    );
    expect(health.map((a) => a.status)).toEqual([200]);
  }, 60_000);
});

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
