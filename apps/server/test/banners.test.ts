import type { Banner, Vendor } from '@lobby/contract';
import { BANNER_GROUPS } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { escapeXml } from '../src/adapters/svg';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('banners and generated images on $name', (database) => {
  const t = useTestApp(database);
  const get = (url: string) => t.app.inject({ url });
  const banners = async (query: string) => {
    const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Banner[];
  };

  it('answers the four home banners in sequence order', async () => {
    const home = await banners('types=B&groupName=m_home&platform=M&merchantCode=DEMO');
    expect(home.map((b) => b.sequence)).toEqual([1, 2, 3, 4]);
    // No language named: the brand's default (my), in the picture's address too.
    expect(
      home.every(
        (b) => b.groupName === 'm_home' && b.url.startsWith(`/static/banners/${b.id}.svg?language=my&v=`) && b.title,
      ),
    ).toBe(true);
  });

  it.each(BANNER_GROUPS.filter((g) => g !== 'm_home'))('has one or two banners in %s', async (group) => {
    const list = await banners(`types=B&groupName=${group}`);
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.length).toBeLessThanOrEqual(2);
    expect(list.map((b) => b.sequence)).toEqual(list.map((_, i) => i + 1));
  });

  it('answers every group without groupName; other feed types answer announcements, not banners', async () => {
    const all = await banners('types=B');
    expect(new Set(all.map((b) => b.groupName))).toEqual(new Set(BANNER_GROUPS));
    const notices = await banners('types=PL,PU');
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((n) => !('groupName' in n))).toBe(true);
    expect((await banners('types=B,PL,PU,PR,H')).length).toBe(all.length);
  });

  it.each([
    ['groupName=m_home', 'query.types'],
    ['types=Z', 'query.types.0'],
    ['types=B&groupName=m_casino', 'query.groupName'],
    ['types=B&platform=W', 'query.platform'],
  ])('rejects %s', async (query, field) => {
    const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields: [field] } });
  });

  it('serves each banner image as a 750x300 SVG with its title', async () => {
    for (const banner of await banners('types=B')) {
      const image = await get(banner.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain('viewBox="0 0 750 300"');
      expect(image.body).toContain(escapeXml(banner.title));
    }
    const again = await get('/static/banners/DEMO-m_home-1.svg?language=cn');
    expect(again.body).toBe((await get('/static/banners/DEMO-m_home-1.svg?language=cn')).body);
  });

  it('answers unknown banner images with a 404 envelope and odd names with a 400', async () => {
    const missing = await get('/static/banners/DEMO-m_home-99.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, errorCode: 'request.notFound' });
    expect((await get('/static/banners/..%2Fsecret.svg')).statusCode).toBe(400);
  });

  it('serves a white wordmark for every vendor at {vendorIconCDN}/{code}-WHITE.png', async () => {
    const settings = (await get('/wps/system/settings/consolidated')).json().value as { vendorIconCDN: string };
    const vendors = (await get('/wps/relay/GCSGAME_gameVendor')).json().value as Vendor[];
    for (const code of new Set(vendors.map((v) => v.vassalage))) {
      const icon = await get(`${settings.vendorIconCDN}/${code}-WHITE.png`);
      expect(icon.statusCode, code).toBe(200);
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.body).toContain('fill="#fff"');
      expect(icon.body).not.toContain('<rect');
    }
    expect((await get('/static/icons/vendor/PG-WHITE.png')).body).toContain('PG Soft');
  });

  it('answers unknown vendor icons with a 404 envelope and other names with a 400', async () => {
    const missing = await get('/static/icons/vendor/NOPE-WHITE.png');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, errorCode: 'request.notFound' });
    expect((await get('/static/icons/vendor/JL-BLACK.png')).statusCode).toBe(400);
  });
});
