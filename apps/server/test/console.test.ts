// The operator's console served by the product under /console/ (apps/console's build).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const built = mkdtempSync(path.join(tmpdir(), 'lobby-console-'));
mkdirSync(path.join(built, 'assets'));
writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Operator console</title><div id="root"></div>');
writeFileSync(path.join(built, 'assets', 'index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(built, 'assets', 'index-abc123.js.map'), '{}');
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe.each(TEST_DATABASES.slice(0, 1))('the console at /console/ on $name', (database) => {
  const t = useTestApp(database, { CONSOLE_DIR: built });

  it('answers its page at every address under the path, its files for a year, and no source map', async () => {
    for (const url of ['/console/', '/console/withdrawals', '/console/audit?x=1']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Operator console');
      expect(page.headers['content-security-policy']).toBeDefined();
    }
    expect((await t.app.inject({ url: '/console' })).headers.location).toBe('/console/');
    const script = await t.app.inject({ url: '/console/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/console/assets/index-abc123.js.map' })).statusCode).toBe(404);
  });
});

describe.each(TEST_DATABASES.slice(0, 1))('no console built on $name', (database) => {
  const t = useTestApp(database, { CONSOLE_DIR: path.join(built, 'missing') });
  it('answers 404, not a server error', async () => {
    expect((await t.app.inject({ url: '/console/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/console/assets/x.js' })).statusCode).toBe(404);
  });
});
