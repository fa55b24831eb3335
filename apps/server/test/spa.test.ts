import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const site = mkdtempSync(path.join(tmpdir(), 'lobby-site-'));
mkdirSync(path.join(site, 'assets'));
writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>lobby</title>');
writeFileSync(path.join(site, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('serving the mobile site', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { STATIC_DIR: site });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/nowhere', '/some/deep/path'])('%s leads to /m/home', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/m/home');
  });

  it.each(['/m/home', '/m/login', '/m/unknown-screen', '/m/register.html'])('%s answers the HTML shell, never cached', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toContain('<title>lobby</title>');
  });

  it('serves hashed assets as immutable and missing assets as 404', async () => {
    const asset = await t.app.inject({ url: '/m/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/m/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
