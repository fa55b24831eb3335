import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_SCREEN } from '@lobby/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { withFirstBanner } from '../src/routes/spa';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

/** A folder holding the built site and, beside it, files the site must never reveal. */
const root = mkdtempSync(path.join(tmpdir(), 'lobby-site-'));
const site = path.join(root, 'site');
const write = (file: string, data: string | Buffer) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), data);
};
const APP_CODE = `console.log(${JSON.stringify('x'.repeat(2000))})`;
write(
  'site/index.html',
  '<!doctype html><title>lobby</title><div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"></div></div></div>' +
    '<script type="module" crossorigin src="/m/assets/app-abc123.js"></script></body>',
);
write('site/index.html.br', brotliCompressSync('<!doctype html>'));
write('site/assets/app-abc123.js', APP_CODE);
write('site/assets/app-abc123.js.br', brotliCompressSync(APP_CODE));
write('site/assets/app-abc123.js.gz', gzipSync(APP_CODE));
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['app.tsx'], sourcesContent: ['const secret = 1;'] });
write('site/assets/app-abc123.js.map', SOURCE_MAP);
write('site/sw.js', 'self.skipWaiting()');
write('site/sw.js.map', SOURCE_MAP);
write('site/.vite/manifest.json', '{}');
// Outside the site: the repository's files, and a folder whose name begins as the site's does.
write('package.json', '{"name":"secret"}');
write('site-private/secret.json', '{}');

/**
 * An answer as a client sees it over HTTP, the address sent as written (no client tidies `..`
 * away), without the headers that differ from one answer to the next.
 */
function answer(port: number, url: string, method = 'GET') {
  return new Promise<{ statusCode: number | undefined; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: url, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { date: _date, ...headers } = res.headers;
          resolve({ statusCode: res.statusCode, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('withFirstBanner', () => {
  const shell = '<div class="boot-shell"><div class="boot-shell__header"></div></div>';
  it('escapes the url and leaves the page alone without a banner', () => {
    expect(withFirstBanner(shell, '/b.svg?a=1&b="x"')).toContain('src="/b.svg?a=1&#38;b=&#34;x&#34;"');
    expect(withFirstBanner(shell, undefined)).toBe(shell);
  });

  it('asks for the banner first thing in the head, before any script', () => {
    const page = `<html><head><script type="module" src="/m/assets/app.js"></script></head><body>${shell}</body></html>`;
    expect(withFirstBanner(page, '/b.svg')).toMatch(
      /^<html><head><link rel="preload" as="image" href="\/b\.svg" fetchpriority="high"><script/,
    );
  });
});

describe('serving the mobile site', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { STATIC_DIR: site });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/nowhere', '/some/deep/path'])(
    '%s leads to /m/home',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/home');
    },
  );

  it.each(['/m/home', '/m/login', '/m/unknown-screen', '/m/register.html'])(
    '%s answers the HTML shell, never cached',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body).toContain('<title>Lobby</title>');
    },
  );

  it("puts the screen's first banner in the boot shell, so it paints before the app runs", async () => {
    const home = await t.app.inject({ url: '/m/home' });
    expect(home.body).toMatch(
      /<div class="boot-shell__header"><\/div><img class="boot-shell__banner" src="\/static\/banners\/DEMO-m_home-1\.svg\?language=my&#38;v=[\w-]+"[^>]*fetchpriority="high">/,
    );
    const slots = await t.app.inject({ url: '/m/slot-games?vassalage=PG' });
    // The brand's default language (my): the address the app's first banner list answers too.
    expect(slots.body).toMatch(/src="\/static\/banners\/DEMO-m_rng-1\.svg\?language=my&#38;v=[\w-]+"/);
    for (const url of ['/m/search-games', '/m/login']) {
      expect((await t.app.inject({ url })).body).not.toContain('boot-shell__banner');
    }
  });

  it("holds a member's home's code back until the boot shell has painted their picture", async () => {
    const member = { [FIRST_SCREEN.memberCookie]: '1' };
    const held = new RegExp(`<template id="${FIRST_SCREEN.heldAppCodeId}"><script type="module"[^>]*app-abc123\\.js`);
    expect((await t.app.inject({ url: '/m/member/home', cookies: member })).body).toMatch(held);
    // A visitor is sent to the login by the app; a member's other screens have no picture to wait for.
    for (const [url, cookies] of [
      ['/m/member/home', {}],
      ['/m/member/benefits', member],
      ['/m/login', member],
    ] as const) {
      const { body } = await t.app.inject({ url, cookies });
      expect(body).not.toContain('<template');
      expect(body).toContain('<script type="module" crossorigin src="/m/assets/app-abc123.js">');
    }
  });

  it('serves hashed assets as immutable and missing assets as 404', async () => {
    const asset = await t.app.inject({ url: '/m/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/m/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("sends a build script the headers that act on a script, and the pages and the service worker the site's policy", async () => {
    const script = await t.app.inject({ url: '/m/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
      etag: expect.any(String),
    });
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'last-modified'])
      expect(script.headers[pageOnly]).toBeUndefined();
    // A look-alike path is not a build file: the whole policy, on its 404 as on the shell.
    for (const url of ['/m/sw.js', '/m/home', '/m/assets/app-abc123.js.map', '/m/assetsx/app.js']) {
      const other = await t.app.inject({ url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

/**
 * Ways of naming a file outside the site folder, each with `%s` for the file: the answer must be
 * the same whether that file exists or not (no oracle of the server's files).
 */
const OUTSIDE = [
  '/m/..%2f%s',
  '/m/..%2F%s',
  '/m/%2e%2e%2f%s',
  '/m/%2E%2E/%s',
  '/m/../%s',
  '/m/assets/../../%s',
  '/m/assets/..%2f..%2f%s',
  '/m/./..%2f%s',
  '/m/..%5c%s',
  '/m/..%5C%s',
  '/m/..%252f%s',
  '/m/%252e%252e%252f%s',
  '/m/..;/%s',
  '/m/..%2f.%2f%s',
  '/m/..%00/%s',
  '/m/..%c0%af%s',
];

describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: 'development', env: {} },
  { mode: 'production', env: { NODE_ENV: 'production' } },
])('the site in $mode: nothing outside it, and only files the site serves', ({ mode, env }) => {
  const t = useTestApp(TEST_DATABASES[0]!, { STATIC_DIR: site, ...env });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  const get = (url: string, method?: string) => answer(port, url, method);
  const missing = () => get('/m/assets/missing.js');

  it.each(OUTSIDE)('%s answers alike for an existing and a missing file outside the site', async (pattern) => {
    for (const [there, absent] of [
      ['package.json', 'nonexistent.json'],
      ['site-private%2fsecret.json', 'site-private%2fnothing.json'],
      ['site-private/secret.json', 'site-private/nothing.json'],
    ] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        const existing = await get(pattern.replace('%s', there), method);
        expect(existing, `${pattern} ${there}`).toEqual(await get(pattern.replace('%s', absent), method));
        expect(existing.statusCode, `${pattern} ${there}`).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it('answers a file named by its absolute path, or in a dot folder, as a missing one', async () => {
    const absolute = (file: string) => `/m/${encodeURIComponent(path.join(root, file))}`;
    expect(await get(absolute('package.json'))).toEqual(await get(absolute('nonexistent.json')));
    expect(await get('/m/.vite/manifest.json')).toEqual(await missing());
    expect(await get('/m/.vite%2fmanifest.json')).toEqual(await missing());
    expect((await missing()).statusCode).toBe(404);
  });

  it('serves a precompressed copy by Accept-Encoding only, never by its own name', async () => {
    const br = await t.app.inject({ url: '/m/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ url: '/m/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(APP_CODE);
    for (const url of [
      '/m/index.html.br',
      '/m/assets/app-abc123.js.br',
      '/m/assets/app-abc123.js.gz',
      '/m/ASSETS/app-abc123.js.GZ',
    ])
      expect(await get(url), url).toEqual(await missing());
  });

  it(
    mode === 'production' ? 'keeps the source maps to itself' : 'serves the source maps, for debugging a local build',
    async () => {
      for (const url of ['/m/assets/app-abc123.js.map', '/m/sw.js.map']) {
        if (mode === 'production') expect(await get(url), url).toEqual(await missing());
        else
          expect(JSON.parse((await t.app.inject({ url })).body), url).toMatchObject({
            sourcesContent: ['const secret = 1;'],
          });
      }
      // The code itself is served in both.
      expect((await t.app.inject({ url: '/m/sw.js' })).headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ url: '/m/assets/app-abc123.js' })).statusCode).toBe(200);
    },
  );
});
