/**
 * Two server instances behind a proxy (DESIGN.md section 7): a visitor mix and a member mix
 * through nginx in front of one instance, then of two, all on one PostgreSQL and one Redis, to
 * show what a second instance adds and that nothing fails between them. Needs DATABASE_URL and
 * REDIS_URL (a fresh database is made and dropped) and nginx (Debian's package; installed here
 * when missing, as root). BENCH_SECONDS changes the 10 s of each measurement.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PATHS } from '@lobby/contract/constants';
import autocannon, { type Result } from 'autocannon';
import { loadConfig } from '../src/config';
import { openRuntime } from '../src/runtime';
import { TEST_DATABASES, testConfig } from '../test/databases';
import { benchMembers } from './bench-members';
import { freePort, startInstance, waitFor } from './instance-processes';
import { loadMembers } from './member-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const HEADERS = { Merchant: 'DEMO', Device: 'MOBILE', Language: 'en' };
const NGINX = '/usr/sbin/nginx';

/** What a visitor's phone asks for on home and a few lists (answers the server may cache). */
const VISITOR_PATHS = [
  PATHS.settings,
  `${PATHS.hotGames}?isPlatform=2&platform=html5&language=en`,
  ...[1, 2, 3].map((page) => `${PATHS.gameList}?gameType=RNG&pageNo=${page}&pageSize=36&language=en`),
  `${PATHS.gameList}?gameType=FISH&pageNo=1&pageSize=36&language=en`,
];

/** nginx in front of `upstreams`, keeping connections to them open, on `port`. */
function startProxy(dir: string, port: number, upstreams: number[]): ChildProcess {
  const conf = path.join(dir, `nginx-${upstreams.length}.conf`);
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${dir}/nginx-${upstreams.length}.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream lobby { ${upstreams.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://lobby;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  );
  return spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function visitorMix(url: string): Promise<Result> {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: HEADERS,
    workers: 1,
    requests: VISITOR_PATHS.map((p) => ({ method: 'GET' as const, path: p })),
  };
  await autocannon({ ...options, duration: 2 });
  return autocannon({ ...options, duration: SECONDS });
}

const row = (name: string, r: Result) =>
  `  ${name.padEnd(24)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx + r.timeouts}`;

const { DATABASE_URL, REDIS_URL } = loadConfig();
const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');
if (!DATABASE_URL || !REDIS_URL || !postgres) {
  console.log('Two instances need PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.');
  process.exit(0);
}
if (!existsSync(NGINX)) execSync('apt-get install -y -qq nginx-light', { stdio: 'inherit' });

const dir = mkdtempSync(path.join(tmpdir(), 'lobby-instances-'));
const created = await postgres.create();
const children: ChildProcess[] = [];
try {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const env = {
    ...created.env,
    REDIS_URL,
    REDIS_KEY_PREFIX: `lobby-bench-${randomBytes(4).toString('hex')}:`,
    ENCRYPTION_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    TRUST_PROXY: 'loopback',
    SETTLEMENT_INTERVAL_SECONDS: '0',
    // The members are funded through the dev tools' deposit.
    LOBBY_DEV_TOOLS: '1',
  };
  // The first instance migrates and seeds; the second finds it done.
  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    const child = startInstance(port, env);
    children.push(child);
    await waitFor(`http://127.0.0.1:${port}/healthz`, child);
  }
  const runtime = await openRuntime(testConfig(env));
  const members = await benchMembers(runtime, `http://127.0.0.1:${ports[0]}`, 4 * CONNECTIONS, HEADERS);
  await runtime.close();

  console.log(`\nBehind nginx, on PostgreSQL and Redis, ${CONNECTIONS} connections, ${SECONDS} s each`);
  const figures: { visitors: Result; members: Result }[] = [];
  for (const [name, upstreams, tokens] of [
    ['one instance', ports.slice(0, 1), members.tokens.slice(0, 2 * CONNECTIONS)],
    ['two instances', ports, members.tokens.slice(2 * CONNECTIONS)],
  ] as const) {
    const proxyPort = await freePort();
    const proxy = startProxy(dir, proxyPort, [...upstreams]);
    children.push(proxy);
    const url = `http://127.0.0.1:${proxyPort}`;
    await waitFor(`${url}/healthz`, proxy);
    const visitors = await visitorMix(url);
    const mix = await loadMembers({ url, tokens: [...tokens], nodeId: members.nodeId }, CONNECTIONS, HEADERS, SECONDS);
    figures.push({ visitors, members: mix });
    console.log(row(`${name}: visitors`, visitors));
    console.log(row(`${name}: members`, mix));
    proxy.kill('SIGTERM');
  }
  const [one, two] = figures;
  const gain = (k: 'visitors' | 'members') =>
    one && two ? (two[k].requests.average / one[k].requests.average).toFixed(2) : '?';
  console.log(`  two / one: visitors ${gain('visitors')}x, members ${gain('members')}x`);
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await sleep(1_000);
  await created.drop();
  rmSync(dir, { recursive: true, force: true });
}
