// A public asset base (a CDN in front of /static and /m/brand): answers name pictures there, absolute.
import { PATHS } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const BASE = 'http://cdn.localhost:4620/lobby';
const SETTINGS = '/wps/system/settings/consolidated';

/** Every string of an answer. */
const stringsOf = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : Array.isArray(node)
      ? node.flatMap(stringsOf)
      : node !== null && typeof node === 'object'
        ? Object.values(node).flatMap(stringsOf)
        : [];
const pictures = (answer: unknown) => stringsOf(answer).filter((s) => /\/(static|m\/brand)\//.test(s));

describe('PUBLIC_ASSET_BASE', () => {
  it.each([
    ['https://cdn.brand.example', 'https://cdn.brand.example'],
    ['https://cdn.brand.example/lobby/', 'https://cdn.brand.example/lobby'],
    ['http://cdn.localhost:4620/lobby', 'http://cdn.localhost:4620/lobby'],
    ['', undefined],
  ])('takes %j as %j', (value, expected) => {
    expect(loadConfig({ PUBLIC_ASSET_BASE: value }).PUBLIC_ASSET_BASE).toBe(expected);
  });
  it.each([
    'cdn.brand.example',
    'ftp://cdn.brand.example',
    'https://cdn.brand.example/?v=1',
    'https://u:p@cdn.example',
  ])('refuses %j', (value) => {
    expect(() => loadConfig({ PUBLIC_ASSET_BASE: value })).toThrow(/PUBLIC_ASSET_BASE/);
  });
});

describe.each(TEST_DATABASES)('a public asset base on $name', (database) => {
  const t = useTestApp(database, { PUBLIC_ASSET_BASE: BASE });
  const value = async (url: string) => {
    const answer = await t.app.inject({ url, headers: { language: 'en' } });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().value as unknown;
  };

  it('names banners, game icons and vendor marks on the base, and the base serves them', async () => {
    const banners = pictures(await value(`${PATHS.announcements}?types=B&groupName=m_home`));
    const games = pictures(await value(`${PATHS.hotGames}?language=en`));
    const settings = await value(SETTINGS);
    expect(banners.length).toBeGreaterThan(0);
    expect(games.length).toBeGreaterThan(0);
    expect(settings).toMatchObject({ vendorIconCDN: `${BASE}/static/icons/vendor` });
    for (const address of [...banners, ...games]) expect(address.startsWith(`${BASE}/`), address).toBe(true);
    // The CDN forwards the path under its base to this server, which serves it to any origin.
    for (const address of [banners[0]!, games[0]!]) {
      const served = await t.app.inject({ url: address.slice(BASE.length) });
      expect(served.statusCode, address).toBe(200);
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it("lets the site's pages show pictures and fonts from the base", async () => {
    const page = await t.app.inject({ url: PATHS.hotGames });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*http:\/\/cdn\.localhost:4620/);
    expect(policy).toMatch(/font-src [^;]*http:\/\/cdn\.localhost:4620/);
  });

  it('leaves words that merely start like a path alone', async () => {
    const { onAssetBase } = await import('../src/http/public-assets');
    expect(onAssetBase({ text: '/static/ is where pictures live', at: new Date(0) }, BASE)).toEqual({
      text: '/static/ is where pictures live',
      at: new Date(0),
    });
    expect(onAssetBase(['/m/brand/LOTUS/logo.svg', 'https://img.example/static/a.png'], BASE)).toEqual([
      `${BASE}/m/brand/LOTUS/logo.svg`,
      'https://img.example/static/a.png',
    ]);
  });
});

describe.each(TEST_DATABASES)('no public asset base on $name', (database) => {
  const t = useTestApp(database);
  it('names pictures as paths of this server', async () => {
    const answer = await t.app.inject({ url: `${PATHS.announcements}?types=B&groupName=m_home` });
    const banners = pictures(answer.json().value);
    expect(banners.length).toBeGreaterThan(0);
    for (const address of banners) expect(address.startsWith('/static/'), address).toBe(true);
  });
});
