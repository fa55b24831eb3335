import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brandSchema, SECOND_BRAND, type SiteSettings } from '@lobby/contract';
import { PATHS } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { accountsRepo } from '../src/db/repositories/accounts-repo';
import { settingsRepo } from '../src/db/repositories/settings-repo';
import { wallets } from '../src/db/schema';
import { demoSettings } from '../src/seed/site-settings';
import { accountsService } from '../src/services/accounts-service';
import { brandsService } from '../src/services/brands-service';
import { merchantDirectory } from '../src/services/merchants';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const site = mkdtempSync(path.join(tmpdir(), 'lobby-brands-'));
writeFileSync(
  path.join(site, 'index.html'),
  '<!doctype html><html lang="my" data-theme="dark"><head><meta name="theme-color" content="#0f1420" />' +
    '<link rel="icon" href="/m/brand/DEMO/icon.svg" type="image/svg+xml" /><title>Lobby</title></head><body></body></html>',
);

const pngWidth = (body: Buffer) => body.readUInt32BE(16);

describe.each(TEST_DATABASES)('brands from one server on $name', (database) => {
  const t = useTestApp(database, { STATIC_DIR: site });
  const page = (host: string) => t.app.inject({ url: '/m/home', headers: { host } });

  it('answers each host with its brand: merchant, language, theme, title, colours and icons', async () => {
    const demo = (await page('localhost:3000')).body;
    expect(demo).toContain(
      '<html lang="my" data-theme="dark" data-template="v-new" data-merchant="DEMO" data-language="my">',
    );
    expect(demo).toContain('<title>Lobby</title>');
    expect(demo).toContain('<meta name="theme-color" content="#0f1420">');
    expect(demo).not.toContain('brand-tokens');
    expect(demo).toMatch(/<link rel="apple-touch-icon" href="\/m\/brand\/DEMO\/icon-180\.png\?v=[\w-]+">/);

    const lotus = (await page('brand2.localhost:3000')).body;
    expect(lotus).toContain(
      '<html lang="en" data-theme="light" data-template="v-base" data-merchant="LOTUS" data-language="en">',
    );
    expect(lotus).toContain('<title>Lotus Play</title>');
    expect(lotus).toContain('<meta name="theme-color" content="#eef7f6">');
    expect(lotus).toMatch(/<style id="brand-tokens">:root:root\{[^<]*--color-primary:#3cc7bf[^<]*\}<\/style><\/head>/);
    expect(lotus).toContain('<link rel="manifest" href="/m/manifest.webmanifest">');
    // A host no brand claims gets the default brand.
    expect((await page('10.0.0.7')).body).toContain('data-merchant="DEMO"');
  });

  it("answers the API by host when no Merchant header is sent, and the brand's settings carry its look", async () => {
    const settings = (
      await t.app.inject({ url: '/wps/system/settings/consolidated', headers: { host: 'brand2.localhost' } })
    ).json().value as SiteSettings;
    expect(settings).toMatchObject({
      merchantCode: 'LOTUS',
      siteName: 'Lotus Play',
      defaultLanguage: 'en',
      languages: ['en', 'th', 'vi'],
      disabledModules: ['REG3'],
      mobileTemplate: { newTemplate: false, newDetailTemplate: false },
      theme: { defaultTheme: 'light' },
    });
    expect(settings.logo).toMatch(/^\/m\/brand\/LOTUS\/logo\.svg\?v=/);
    // The header wins over the host.
    const demo = await t.app.inject({
      url: '/wps/system/settings/consolidated',
      headers: { host: 'brand2.localhost', Merchant: 'DEMO' },
    });
    expect(demo.json().value.merchantCode).toBe('DEMO');
  });

  it('refuses registration on the brand that switched it off, and takes it on the other', async () => {
    const check = (host: string) =>
      t.app.inject({ url: `${PATHS.usernameCheck}?username=newplayer77`, headers: { host } });
    const lotus = await check('brand2.localhost');
    expect([lotus.statusCode, lotus.json().errorCode]).toEqual([403, 'feature.unavailable']);
    expect((await check('localhost')).statusCode).toBe(200);
  });

  it('serves a manifest per host, with icons drawn from the brand SVG in the sizes asked', async () => {
    const res = await t.app.inject({ url: '/m/manifest.webmanifest', headers: { host: 'brand2.localhost' } });
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Lotus Play', start_url: '/m/home', scope: '/m/', theme_color: '#eef7f6' });
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const png = await t.app.inject({ url: icon.src });
      expect(png.headers['content-type']).toBe('image/png');
      expect(pngWidth(png.rawPayload)).toBe(Number(icon.sizes.split('x')[0]));
    }
    const svg = await t.app.inject({ url: '/m/brand/LOTUS/logo.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.body).toBe(SECOND_BRAND.logo);
    expect((await t.app.inject({ url: '/m/brand/NOPE/logo.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/brand/LOTUS/script.js' })).statusCode).toBe(400);
  });

  it('creates a brand from a file and serves it at its host at once; a bad file names its fields', async () => {
    const repo = settingsRepo(t.runtime.database.db);
    // A second directory stands for another instance: it learns the new brand without a restart.
    const brands = brandsService(repo, merchantDirectory(repo, 'DEMO'), demoSettings);
    const file = {
      ...SECOND_BRAND,
      merchantCode: 'ORCHID',
      name: 'Orchid Club',
      hosts: [`orchid-${database.name}.localhost`],
      theme: { defaultTheme: 'dark', dark: { 'color-primary': '#9c27b0' } },
    };
    const refusals: [object, RegExp][] = [
      [{ theme: { dark: { 'color-primary': 'purple' } } }, /^theme\.dark\.color-primary: a colour/],
      [{ languages: ['en'], defaultLanguage: 'th' }, /^defaultLanguage: /],
      [{ hosts: ['Bad Host'] }, /^hosts\.0: a host name/],
      [{ logo: '<svg onload="alert(1)"></svg>' }, /^logo: /],
      [{ merchantCode: 'orchid' }, /^merchantCode: /],
      [{ colour: '#fff' }, /^\(file\): /],
      [{ currency: 'XYZ' }, /^currency: one of /],
      [{ payments: { methods: [{ code: 'qr', kind: 'qr', name: 'QR', minMinor: 500, maxMinor: 100 }] } }, /maxMinor/],
    ];
    for (const [change, field] of refusals) {
      await expect(brands.create({ ...file, ...change })).rejects.toMatchObject({
        code: 'request.invalid',
        data: { fields: [expect.stringMatching(field)] },
      });
    }
    await expect(brands.create({ ...file, hosts: ['brand2.localhost'] })).rejects.toMatchObject({
      data: { fields: ['hosts: brand2.localhost is served by another brand'] },
    });
    expect(await repo.forMerchant('ORCHID')).toBeNull();

    await brands.create(file);
    // The running app learns of it within its reload interval (a few seconds), no restart.
    const host = `orchid-${database.name}.localhost`;
    await expect.poll(async () => (await page(host)).body, { timeout: 8_000, interval: 250 }).toContain('ORCHID');
    const html = (await page(host)).body;
    expect(html).toContain('data-merchant="ORCHID"');
    expect(html).toContain('<title>Orchid Club</title>');
    expect(html).toContain('--color-primary:#9c27b0');
    await expect(brands.create(file)).rejects.toMatchObject({ code: 'request.invalid' });
    await brands.update({ ...file, name: 'Orchid Club Asia' });
    expect((await page(`orchid-${database.name}.localhost`)).body).toContain('<title>Orchid Club Asia</title>');
    expect((await brands.show('ORCHID')).name).toBe('Orchid Club Asia');
    expect((await brands.list()).map((b) => b.code)).toEqual(expect.arrayContaining(['DEMO', 'LOTUS', 'ORCHID']));
    // Its currency and methods are its own (the second brand's file: baht, PromptPay).
    const shown = await brands.show('ORCHID');
    expect(shown.currency).toBe('THB');
    expect(shown.payments.methods.map((m) => m.code)).toEqual(['promptpay', 'truemoney', 'bank']);
    // With no wallet yet its currency may change; once members hold money it may not.
    await brands.update({ ...file, currency: 'USD' });
    const db = t.runtime.database.db;
    const member = await accountsService(accountsRepo(db), { sessionTtlMs: 3_600_000 }).register('ORCHID', {
      username: `orchid${database.name}`,
      password: 'Orchid-pass-01',
    });
    await db.insert(wallets).values({ memberId: member.id, merchantCode: 'ORCHID' });
    await expect(brands.update({ ...file, currency: 'MMK' })).rejects.toMatchObject({
      data: { fields: [expect.stringMatching(/^currency: this brand's wallets count in USD/)] },
    });
  });
});

describe("the README's example brand file", () => {
  it('is a valid brand', () => {
    const file: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../../docs/brands/orchid.json'), 'utf8'));
    expect(brandSchema.parse(file).merchantCode).toBe('ORCHID');
  });
});
