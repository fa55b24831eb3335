// Lighthouse budgets of the design doc (section 7) against the production build:
// performance score >= 98, LCP <= 1.5 s, TBT <= 50 ms, CLS <= 0.01, on Lighthouse's
// default mobile preset (emulated phone, simulated slow 4G and 4x CPU slowdown), as the median
// of each metric over the runs; a member's screen is audited logged in as the demo member.
// A metric made report-only still fails past its ceiling (LCP 2.0 s): a report never hides a
// screen that has become slow.
// Usage: node lighthouse.mjs [/m/route ...]     (needs apps/server and apps/mobile built)
//   CHROMIUM_PATH            browser to drive (default /usr/bin/chromium)
//   LIGHTHOUSE_RUNS          runs per route (default 3)
//   LIGHTHOUSE_REPORT_ONLY   1: print every miss as a warning instead of failing; or a list of the
//                            metrics that only warn (score,lcp,tbt,cls), the others fail; a miss
//                            past a metric's ceiling fails either way
//   LIGHTHOUSE_THROTTLING    devtools: throttle the page for real and report what was observed, instead of
//                            Lighthouse's simulation (for comparing two builds; the budgets are set on the simulation)
//   LIGHTHOUSE_SAVE          1: keep each run's whole report in reports/ (lhr-<route>-<run>.json)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Routes audited when none are given on the command line; add new screens here. */
const ROUTES = ['/m/home', '/m/slot-games', '/m/member/home'];
/** Screens of a logged-in member: audited in a tab where the demo member has logged in. */
const isMemberRoute = (route) => route.startsWith('/m/member/');
/** The seed's demo member (apps/server src/seed/demo-accounts.ts). */
const DEMO_MEMBER = { username: 'demo01', password: 'Demo-pass-01' };
const METRICS = ['score', 'lcp', 'tbt', 'cls'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const BUDGETS = { score: 98, lcpSeconds: 1.5, tbtMs: 50, cls: 0.01 };
/** Past these a report-only metric fails too (the budgets of the design doc before they were raised). */
const CEILINGS = { lcpSeconds: 2.0 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const serverMain = path.join(repo, 'apps/server/dist/main.js');
const reportOnlySetting = process.env.LIGHTHOUSE_REPORT_ONLY ?? '';
/** The metrics whose misses only warn. */
const reportOnly = new Set(
  reportOnlySetting === '1' ? METRICS : reportOnlySetting.split(',').filter((m) => METRICS.includes(m)),
);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server on a throw-away PGlite database; resolves once /healthz answers 200. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-lighthouse-'));
  const child = spawn(process.execPath, [serverMain], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Safety net for crashes that skip the `finally` below (e.g. an error event thrown
  // by a library): never leave the server running or its database behind.
  process.once('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = `http://localhost:${port}`;
  const server = {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // PGlite closes cleanly on SIGTERM; do not wait forever if it does not.
        await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // Migrations and the seed run at boot, so the first start can take a while.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(`The server did not answer ${origin}/healthz with 200 (exit code ${child.exitCode}).`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Tries a run again when Lighthouse itself failed to record it (NO_NAVSTART and the like ask for that). */
const RUNTIME_ERROR_TRIES = 3;

/**
 * Logs the demo member in through /m/login in a tab of its own and returns that tab: the session
 * lives in the tab's storage, so a member's screen is audited there, with Lighthouse's storage
 * reset replaced by clearing what a first visit would not have (see `audit`).
 */
async function memberTab(origin, port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(`${origin}/m/login`, { waitUntil: 'networkidle0' });
  await page.type('[data-testid="login-form"] input[autocomplete="username"]', DEMO_MEMBER.username);
  await page.type('[data-testid="login-form"] input[autocomplete="current-password"]', DEMO_MEMBER.password);
  await page.click('[data-testid="login-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="member-name"]', { timeout: 30_000 });
  return { page, disconnect: () => browser.disconnect() };
}

const reportsDir = path.join(here, 'reports');
let saved = 0;
/** A run's whole report, for a look at its trace's largest paint, requests and long tasks. */
function saveReport(url, lhr) {
  mkdirSync(reportsDir, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  writeFileSync(path.join(reportsDir, `lhr-${name}-${++saved}.json`), JSON.stringify(lhr));
}

async function audit(url, port, memberPage) {
  let lhr;
  for (let attempt = 1; ; attempt++) {
    if (memberPage) {
      // A cold load, as after Lighthouse's own reset, but with the member's session kept.
      const cdp = await memberPage.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'cache_storage,service_workers,indexeddb',
      });
      await cdp.detach();
    }
    // No config: Lighthouse's default is the mobile preset.
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
    };
    ({ lhr } = memberPage
      ? await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, memberPage)
      : await lighthouse(url, flags));
    if (!lhr.runtimeError) break;
    if (attempt >= RUNTIME_ERROR_TRIES) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
  // A member's screen that sent the audit to the login is no audit of it.
  if (memberPage && !lhr.finalDisplayedUrl.startsWith(url))
    throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl}`);
  if (process.env.LIGHTHOUSE_SAVE === '1') saveReport(url, lhr);
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpSeconds: Number((value('largest-contentful-paint') / 1000).toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(4)),
    // The machine's speed as Lighthouse measures it before each run (a plain JavaScript loop):
    // figures of two runs compare only on machines of like speed.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    browser: /Chrome\/(\d+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
    warnings: lhr.runWarnings,
  };
}

for (const [file, build] of [
  [serverMain, '@lobby/server'],
  [path.join(repo, 'apps/mobile/dist/index.html'), '@lobby/mobile'],
]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(repo, file)} is missing: build it first (pnpm --filter ${build} build).`);
    process.exit(1);
  }
}

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`Chromium not found at ${chromePath}; install it or set CHROMIUM_PATH.`);
  process.exit(1);
}

const routes = process.argv.length > 2 ? process.argv.slice(2) : ROUTES;
const results = [];
let server;
let chrome;
let exitCode = 0;
try {
  server = await startServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const browser = chrome;
  process.once('exit', () => {
    try {
      process.kill(browser.pid, 'SIGKILL'); // no-op after a normal chrome.kill()
    } catch {
      // already gone
    }
  });
  for (const route of routes) {
    const url = new URL(route, server.origin).href;
    const member = isMemberRoute(route) ? await memberTab(server.origin, chrome.port) : undefined;
    // The first load pays for cold caches in the server and the browser: not measured.
    await audit(url, chrome.port, member?.page);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port, member?.page));
    await member?.disconnect();
    // Median of each metric over the runs (not the one "median run" of Lighthouse).
    const m = {
      score: median(runs.map((r) => r.score)),
      lcpSeconds: median(runs.map((r) => r.lcpSeconds)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    };
    const overCeiling = { lcp: m.lcpSeconds > CEILINGS.lcpSeconds };
    const misses = [
      m.score < BUDGETS.score && ['score', `score ${m.score} < ${BUDGETS.score}`],
      m.lcpSeconds > BUDGETS.lcpSeconds && [
        'lcp',
        `LCP ${m.lcpSeconds.toFixed(2)} s > ${overCeiling.lcp ? `its ceiling ${CEILINGS.lcpSeconds}` : BUDGETS.lcpSeconds} s`,
      ],
      m.tbtMs > BUDGETS.tbtMs && ['tbt', `TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs} ms`],
      m.cls > BUDGETS.cls && ['cls', `CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`],
    ]
      .filter(Boolean)
      .map(([metric, text]) => ({
        metric,
        text,
        enforced: !reportOnly.has(metric) || overCeiling[metric] === true,
      }));
    results.push({ route, median: m, runs, misses });
    const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
    console.log(
      `\n${route}  (median of ${RUNS} runs, mobile preset)\n` +
        `  performance ${String(m.score).padStart(6)}      budget >= ${BUDGETS.score}\n` +
        `  LCP         ${m.lcpSeconds.toFixed(2).padStart(6)} s    budget <= ${BUDGETS.lcpSeconds} s (ceiling ${CEILINGS.lcpSeconds} s)\n` +
        `  TBT         ${String(Math.round(m.tbtMs)).padStart(6)} ms   budget <= ${BUDGETS.tbtMs} ms\n` +
        `  CLS         ${m.cls.toFixed(3).padStart(6)}      budget <= ${BUDGETS.cls}\n` +
        `  machine     Chromium ${runs[0]?.browser}, Lighthouse benchmark index ${m.benchmarkIndex}\n` +
        `  ${misses.length ? `MISSED: ${misses.map((x) => `${x.text}${x.enforced ? '' : ' (reported only)'}`).join('; ')}` : 'all budgets met'}` +
        warnings.map((w) => `\n  Lighthouse warning: ${w}`).join(''),
    );
  }

  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(
    path.join(reportsDir, 'lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), lighthouse: 'mobile preset, performance only', runs: RUNS, budgets: BUDGETS, ceilings: CEILINGS, results }, null, 2)}\n`,
  );

  const misses = results.flatMap((r) => r.misses);
  if (misses.some((x) => x.enforced)) {
    console.error('\nLighthouse budgets missed.');
    exitCode = 1;
  } else if (misses.length) {
    console.warn('\nWarning: Lighthouse budgets missed, reported only (see above).');
  } else {
    console.log('\nLighthouse budgets met.');
  }
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  await chrome?.kill();
  await server?.stop();
}
process.exit(exitCode);
