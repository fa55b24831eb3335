import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { withFirstBanner } from '../src/routes/spa';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const site = mkdtempSync(path.join(tmpdir(), 'lobby-site-'));
mkdirSync(path.join(site, 'assets'));
writeFileSync(
  path.join(site, 'index.html'),
  '<!doctype html><title>lobby</title><div id="root"><div class="boot-shell" aria-hidden="true"><div class="boot-shell__header"></div></div></div>' +
    '<script type="module" crossorigin src="/m/assets/app-abc123.js"></script></body>',
);
writeFileSync(path.join(site, 'assets', 'app-abc123.js'), 'console.log(1)');

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
});
