// The static Storybooks at /storybook/ (SERVE_STORYBOOK): their files, their own CSP, nothing outside them.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { inlineScriptHashes } from '../src/routes/storybook';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const MANAGER_SCRIPT = '\n  window.CONFIG_TYPE = "PRODUCTION";\n';
const MANAGER = `<!doctype html><title>components</title><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.mjs"></script>`;

/**
 * A built components Storybook with files beside it that must never be served, and the screens'
 * folder not there yet (`npm start` builds it after the server is up) until `buildScreens`.
 */
function storybooks() {
  const root = mkdtempSync(path.join(tmpdir(), 'lobby-storybook-'));
  const write = (file: string, data: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), data);
  };
  write('components/index.html', MANAGER);
  write('components/iframe.html', '<!doctype html><title>preview</title>');
  write('components/index.json', '{"v":5,"entries":{}}');
  write('components/assets/preview-abc123.js', 'export {};');
  write('components/sb-manager/runtime.mjs', 'export {};');
  write('components/sb-common-assets/nunito-sans-bold.woff2', 'wOF2');
  write('components/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('components/.hidden', 'secret');
  write('package.json', '{"name":"secret"}');
  write('components-private/secret.json', '{}');
  return {
    root,
    write,
    env: {
      SERVE_STORYBOOK: '1',
      STORYBOOK_COMPONENTS_DIR: path.join(root, 'components'),
      STORYBOOK_SCREENS_DIR: path.join(root, 'screens'),
    },
    buildScreens() {
      write('screens/mockServiceWorker.js', 'self.addEventListener("fetch", () => {});');
      write('screens/index.html', '<!doctype html><title>screens</title>');
      write('screens/iframe.html', '<!doctype html><title>screens preview</title>');
    },
  };
}

/** An answer over HTTP with the address sent as written (no client tidies `..` away). */
function answer(port: number, url: string) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SERVE_STORYBOOK', () => {
  it('is off unless set, in production too', () => {
    expect(loadConfig({}).SERVE_STORYBOOK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).SERVE_STORYBOOK).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_STORYBOOK: '1' }).SERVE_STORYBOOK).toBe(true);
  });

  it('takes the folders as absolute paths', () => {
    const config = loadConfig({ STORYBOOK_SCREENS_DIR: 'apps/mobile/storybook-static' });
    expect(path.isAbsolute(config.STORYBOOK_SCREENS_DIR)).toBe(true);
    expect(path.isAbsolute(config.STORYBOOK_COMPONENTS_DIR)).toBe(true);
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the text of each inline script, module or classic, once', () => {
    const html =
      '<script>a()</script><SCRIPT type="module">\nimport "./b.js";\n</SCRIPT >' +
      '<script src="./c.js"></script><script type="module" crossorigin src="./d.js"></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nimport "./b.js";\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('without SERVE_STORYBOOK', () => {
  const t = useTestApp(TEST_DATABASES[0]!);

  it('answers /storybook/ as any unknown page of the site', async () => {
    for (const url of ['/storybook/', '/storybook/components/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/m/home');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

describe.each(TEST_DATABASES)('the Storybooks served on $name', (database) => {
  const books = storybooks();
  const t = useTestApp(database, books.env);
  const off = useTestApp(database);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => rmSync(books.root, { recursive: true, force: true }));
  const get = (url: string) => t.app.inject({ url });

  it('answers an index of both at /storybook/', async () => {
    for (const url of ['/storybook/', '/storybook']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('href="/storybook/components/"');
      expect(res.body).toContain('href="/storybook/screens/"');
    }
  });

  it("serves a Storybook's page for its folder, which needs its slash", async () => {
    const res = await get('/storybook/components/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(MANAGER);
    const bare = await get('/storybook/components');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/components/');
  });

  it.each([
    ['assets/preview-abc123.js', /^application\/javascript/, 'public, max-age=3600'],
    ['sb-manager/runtime.mjs', /^application\/javascript/, 'no-cache'],
    ['index.json', /^application\/json/, 'no-cache'],
    ['sb-common-assets/nunito-sans-bold.woff2', /^font\/woff2$/, 'no-cache'],
    ['favicon.svg', /^image\/svg\+xml/, 'no-cache'],
  ])('serves %s as %s', async (file, type, cacheControl) => {
    const res = await get(`/storybook/components/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('answers 404 for what it does not hold, never a server error', async () => {
    for (const url of [
      '/storybook/components/missing.js',
      '/storybook/components/assets/',
      '/storybook/components/.hidden',
      '/storybook/nothing',
      '/storybook/nothing/deeper.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each([
    '/storybook/components/../%s',
    '/storybook/components/..%2f%s',
    '/storybook/components/%2e%2e/%s',
    '/storybook/components/assets/../../%s',
    '/storybook/components/..%5c%s',
    '/storybook/components/..%252f%s',
    '/storybook/components/.%2e/%s',
    '/storybook/components//..%2f%s',
  ])('refuses %s alike for an existing and a missing file outside', async (pattern) => {
    for (const [there, absent] of [
      ['package.json', 'nonexistent.json'],
      ['components-private/secret.json', 'components-private/nothing.json'],
    ] as const) {
      const existing = await answer(port, pattern.replace('%s', there));
      expect(existing, `${pattern} ${there}`).toEqual(await answer(port, pattern.replace('%s', absent)));
      expect(existing.statusCode, `${pattern} ${there}`).toBeGreaterThanOrEqual(400);
      expect(existing.statusCode, `${pattern} ${there}`).toBeLessThan(500);
      expect(existing.body).not.toContain('secret');
    }
  });

  it("lets a Storybook page run its own inline scripts, by hash, and nothing else's", async () => {
    const page = await get('/storybook/components/');
    const policy = String(page.headers['content-security-policy']);
    const hash = createHash('sha256').update(MANAGER_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.match(/script-src ([^;]*);/)?.[1]).not.toMatch(/unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The preview, in the manager's frame, has no inline script here: 'self' alone.
    const frame = await get('/storybook/components/iframe.html');
    expect(frame.headers['content-security-policy']).toContain("script-src 'self';");
    expect(frame.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/storybook/', '/storybook/components/index.json', '/storybook/nothing']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self';");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });

  it("follows a rebuilt page's scripts", async () => {
    for (const script of ['window.BUILD = 1;', 'window.BUILD = 22;']) {
      books.write('components/rebuilt.html', `<!doctype html><script>${script}</script>`);
      const hash = createHash('sha256').update(script).digest('base64');
      const res = await get('/storybook/components/rebuilt.html');
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    }
  });

  it('leaves the rest of the site its own policy', async () => {
    for (const url of ['/healthz', '/m/home', '/storybooks', '/wps/relay/GCSGAME_hotGamesV2']) {
      const [served, unserved] = await Promise.all([get(url), off.app.inject({ url })]);
      expect(served.headers['content-security-policy'], url).toBe(unserved.headers['content-security-policy']);
      expect(served.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(served.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('says a Storybook is being built until its folder is there, then serves it', async () => {
    const building = await get('/storybook/screens/');
    expect(building.statusCode).toBe(503);
    expect(building.headers['retry-after']).toBeDefined();
    expect(building.body).toContain('being built');
    expect(building.body).toContain('http-equiv="refresh"');
    expect((await get('/storybook/')).body).toMatch(/Screens<\/a>[^<]*\(being built\)/);

    books.buildScreens();
    const built = await get('/storybook/screens/');
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain('<title>screens</title>');
    // The mock worker registers from its own folder, so its scope stays inside /storybook/screens/.
    const worker = await get('/storybook/screens/mockServiceWorker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await get('/storybook/')).body).not.toContain('being built');
  });
});
