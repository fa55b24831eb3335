import { siteSettingsSchema, type SiteSettings, type Vendor } from '@lobby/contract';
import { CATEGORY_QUERY, VENDOR_CATEGORIES } from '@lobby/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '../src/db/schema';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('system on $name', (database) => {
  const t = useTestApp(database);

  it('answers the consolidated settings of the demo brand, matching the contract', async () => {
    const res = await t.app.inject({ url: '/wps/system/settings/consolidated', headers: { Merchant: 'DEMO' } });
    expect(res.statusCode).toBe(200);
    const value = siteSettingsSchema.parse(res.json().value);
    expect(value.merchantCode).toBe('DEMO');
    expect(value.defaultLanguage).toBe('my');
    expect(value.maintenance).toBe(false);
    expect(value.location.ip).toBeTruthy();
  });

  it('carries the vendor sorting, vendor mapping and menu order of the brand', async () => {
    const value = siteSettingsSchema.parse(
      (await t.app.inject({ url: '/wps/system/settings/consolidated' })).json().value,
    );
    expect(value.vendorSorting.map((s) => s.gameCategory)).toEqual([...VENDOR_CATEGORIES]);
    expect(value.menuCategories.slice(0, 4)).toEqual(['HOME', 'HOT', 'JILI', 'RNG']);
    expect(value.menuCategories).toEqual(expect.arrayContaining([...VENDOR_CATEGORIES]));
    // The prize-mode rule (spec section 4) reads this entry.
    expect(value.vendorMapping.ELOTT?.map((v) => v.vassalage)).toContain('TCG_LOTTO_VN');
    // Every sorted vendor offers games of its category's type.
    const vendors = (await t.app.inject({ url: '/wps/relay/GCSGAME_gameVendor' })).json().value as Vendor[];
    for (const { gameCategory, vendorNames } of value.vendorSorting) {
      const { gameType, gameClassify } = CATEGORY_QUERY[gameCategory];
      for (const code of vendorNames) {
        const offer = vendors.find(
          (v) => v.vassalage === code && v.gameType === gameType && v.gameClassify === gameClassify,
        );
        expect(offer?.gameCount, `${gameCategory} ${code}`).toBeGreaterThan(0);
      }
    }
  });

  it("serves the brand's iPhone web clip (MOBILECONFIG) named in its download links", async () => {
    const settings = (
      await t.app.inject({ url: '/wps/system/settings/consolidated', headers: { Merchant: 'DEMO' } })
    ).json().value as SiteSettings;
    expect(settings.downloadLinks).toMatchObject({
      mobileconfig: '/static/app/lobby.mobileconfig?merchantCode=DEMO',
      appDownloadIcon: '/m/brand/DEMO/icon-192.png',
    });
    const res = await t.app.inject({
      url: settings.downloadLinks.mobileconfig,
      headers: { host: 'lobby.example:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ url: '/static/app/lobby.mobileconfig?merchantCode=NOPE' })).json().errorCode).toBe(
      'merchant.unknown',
    );
    // A Host header names no address of the profile: the brand's own host does.
    expect(res.body).toContain('<string>http://localhost/m/home</string>');
    expect(res.body).not.toContain('lobby.example');
    expect(res.body).toContain('<string>com.apple.webClip.managed</string>');
    expect(res.body).toContain(`<string>${settings.siteName}</string>`);
    // The same brand gets the same profile (stable identifiers).
    expect(
      (await t.app.inject({ url: settings.downloadLinks.mobileconfig, headers: { host: 'lobby.example:8080' } })).body,
    ).toBe(res.body);
  });

  it("writes the brand's own host into its web clip, whatever Host header the request forged", async () => {
    const homeOf = async (merchantCode: string, host: string) => {
      const res = await t.app.inject({
        url: `/static/app/lobby.mobileconfig?merchantCode=${merchantCode}`,
        headers: { host },
      });
      expect(res.statusCode, host).toBe(200);
      return /<key>URL<\/key>\s*<string>([^<]*)<\/string>/.exec(res.body)?.[1];
    };
    // Asked at one of the brand's hosts: that host, with the port asked (a local or staging address).
    expect(await homeOf('DEMO', 'localhost:3000')).toBe('http://localhost:3000/m/home');
    expect(await homeOf('DEMO', 'LocalHost')).toBe('http://localhost/m/home');
    expect(await homeOf('LOTUS', 'brand2.localhost:3000')).toBe('http://brand2.localhost:3000/m/home');
    // Anything else: the brand's main domain, never the header's words.
    for (const forged of [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      'localhost:3000@evil.example',
      'localhost:3000%2f@evil.example',
      'brand2.localhost:3000',
    ])
      expect(await homeOf('DEMO', forged), forged).toBe('http://localhost/m/home');
    expect(await homeOf('LOTUS', 'localhost:3000')).toBe('http://brand2.localhost/m/home');
  });

  it("answers 'feature.unavailable' on the paths of a module the brand switched off (spec section 7)", async () => {
    const db = t.runtime.database.db;
    const disable = (modules: string[]) =>
      db
        .update(siteSettings)
        .set({
          settings: sql`jsonb_set(${siteSettings.settings}, '{disabledModules}', ${JSON.stringify(modules)}::jsonb)`,
        })
        .where(eq(siteSettings.merchantCode, 'DEMO'));
    const get = (url: string) => t.app.inject({ url, headers: { Merchant: 'DEMO' } });
    expect((await get('/wps/relay/VIS_getJackpot')).statusCode).toBe(200);
    expect((await get('/wps/captcha')).statusCode).toBe(200);
    await disable(['COMM3', 'CAPTCHA3']);
    try {
      for (const path of ['/wps/relay/VIS_getJackpot', '/wps/relay/ODSFE2_getWinnerBoard', '/wps/captcha']) {
        const res = await get(path);
        expect([res.statusCode, res.json().errorCode], path).toEqual([403, 'feature.unavailable']);
      }
      // Other modules and paths of no module go on.
      expect((await get('/wps/relay/GCSGAME_hotGamesV2')).statusCode).toBe(200);
      // A brand without captchas asks for none at registration, whatever its own switch says.
      const register = await get('/wps/system/setting/register');
      expect([register.statusCode, register.json().value.captcha]).toEqual([200, false]);
      const settings = (await get('/wps/system/settings/consolidated')).json().value as SiteSettings;
      expect(settings.disabledModules).toEqual(['COMM3', 'CAPTCHA3']);
    } finally {
      await disable([]);
    }
    expect((await get('/wps/relay/VIS_getJackpot')).statusCode).toBe(200);
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.json()).toMatchObject({ success: true, value: { status: 'ok', database: database.name } });
  });

  it('answers unknown API paths with a 404 envelope and malformed bodies with a 400', async () => {
    const missing = await t.app.inject({ url: '/wps/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, errorCode: 'request.notFound' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/system/settings/consolidated',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBeLessThan(500);
  });
});

describe.each(TEST_DATABASES)('system status from configuration on $name', (database) => {
  const t = useTestApp(database, { MAINTENANCE: '1', REGION_RESTRICTION: '1' });

  it('reports maintenance over region restriction', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.json()).toEqual({ success: true, value: { status: 1 } });
    const settings = await t.app.inject({ url: '/wps/system/settings/consolidated' });
    expect(settings.json().value).toMatchObject({ maintenance: true, regionRestriction: true });
  });
});
