import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { logInDemo, prefer } from './support';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The lines the server writes itself besides its JSON log: the start-up's words on the demo data. */
const OWN_LINES =
  /^(?:seeded demo brand \w+|demo brand \w+ already present|demo operator "admin" made(?:; its password, shown only now: \w+| with the password of DEMO_OPERATOR_PASSWORD))$/;

/**
 * The built server started as `npm start` starts it (tooling/scripts/start.mjs): NODE_ENV=production,
 * development tools on (bound to localhost), every first screen rendered afresh; its whole output kept.
 */
async function startDemoServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-e2e-demo-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: 'localhost',
      DATA_DIR: dataDir,
      KYC_STORAGE_DIR: path.join(dataDir, 'kyc'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      LOBBY_DEV_TOOLS: '1',
      FIRST_SCREEN_RENDER: '1',
      FIRST_SCREEN_TTL_SECONDS: '0',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(server, 'exit');
  await expect.poll(() => /"msg":"lobby on (http:\/\/[^/"]+)/.exec(output)?.[1], { timeout: 90_000 }).toBeTruthy();
  const origin = /"msg":"lobby on (http:\/\/[^/"]+)/.exec(output)![1]!;
  return {
    origin,
    /** Stops the server; resolves with everything it wrote. */
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return output;
    },
  };
}

test('the first-screen renderer is production code whatever NODE_ENV the server runs with: nothing in it reads NODE_ENV', () => {
  const renderer = readFileSync(path.join(ROOT, 'apps/mobile/dist-ssr/entry-server.js'), 'utf8');
  const reads = renderer.split('\n').filter((line) => line.includes('process.env.NODE_ENV'));
  expect(reads).toEqual([]);
});

test('a server started as `npm start` renders first screens as in production: no development warning in its log', async () => {
  test.setTimeout(180_000);
  const server = await startDemoServer();
  let output = '';
  try {
    // Screens the server renders, and addresses it would render that the app only redirects from.
    for (const language of ['my', 'en', 'cn']) {
      for (const url of ['/m/home', '/m/slot-games', '/m/fishing-games']) {
        const page = await fetch(server.origin + url, { headers: { cookie: `lobby-prefs=${language}.dark` } });
        expect(await page.text(), url).toContain(`data-rendered="${language}.dark"`);
      }
      for (const url of ['/m/index/', '/m/home.html', '/m/slot-games.html', '/m/home/']) {
        const page = await fetch(server.origin + url, { headers: { cookie: `lobby-prefs=${language}.light` } });
        expect(page.status, url).toBe(200);
      }
    }
  } finally {
    output = await server.stop();
  }
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  // Only the server's own JSON log, nothing at warning level or above, and its start-up's words.
  const foreign = lines.filter((line) => {
    if (OWN_LINES.test(line)) return false;
    try {
      return (JSON.parse(line) as { level: number }).level >= 40;
    } catch {
      return true;
    }
  });
  expect(foreign).toEqual([]);
});

/** React Router's words in the browser's console: warnings and errors of its own. */
function routerWarnings(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'warning' || message.type() === 'error') &&
      /HydrateFallback|<Navigate>|No routes matched|React Router/.test(message.text())
    )
      messages.push(`${page.url()}: ${message.text()}`);
  });
  return messages;
}

/** Opens screens first (a fresh page each), visitors' and redirects, and checks where each lands. */
async function openFirst(page: Page) {
  for (const [url, landing] of [
    ['/m/home', '/m/home'],
    ['/m/login', '/m/login'],
    ['/m/activity', '/m/activity'],
    ['/m/help', '/m/help'],
    ['/m/slot-games', '/m/slot-games'],
    ['/m/fish-games', '/m/fishing-games'],
    ['/m/home.html', '/m/home'],
    ['/m/no-such-screen', '/m/home'],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByTestId('shell')).toBeVisible();
  }
}

test.describe('the browser console', () => {
  prefer('en');

  test('stays free of React Router warnings ("No HydrateFallback") on screens loaded first, a member\'s too', async ({
    page,
  }) => {
    const warnings = routerWarnings(page);
    await openFirst(page);
    await logInDemo(page);
    for (const url of ['/m/inbox', '/m/member/home', '/m/betting-records']) {
      await page.goto(url);
      await expect(page.getByTestId('member-name')).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });

  test.describe('on screens the server rendered', () => {
    test.use({ server: 'popup' });

    test('stays free of React Router warnings while the app takes them over', async ({ page }) => {
      const warnings = routerWarnings(page);
      await openFirst(page);
      expect(warnings).toEqual([]);
    });
  });
});
