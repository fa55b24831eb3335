// Banners in the operator's console: content adds, words, removes and orders a brand's banners;
// the site's carousel follows at once, in each language; another brand's operator is refused.
import type { OperatorBanner } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

const BANNERS = '/wps/relay/MCSFE_getListAnnouncements';

describe.each(TEST_DATABASES)('banners in the console on $name', (database) => {
  const t = useTestApp(database);
  const ops = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T, code: res.json().errorCode as string | undefined };
  };
  const carousel = async (group: string, language: string) => {
    const res = await t.app.inject({
      url: `${BANNERS}?types=B&groupName=${group}`,
      headers: { Merchant: 'LOTUS', Language: language },
    });
    return res.json().value as { id: string; title: string; url: string; link?: string }[];
  };

  it('content adds a banner last in its group, words it per language, orders and removes it; the carousel follows', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'LOTUS' }]);
    const before = (await carousel('m_fish', 'en')).map((b) => b.id);

    const added = await ops<OperatorBanner>('POST', '/__ops/banners', content.auth, {
      merchantCode: 'LOTUS',
      groupName: 'm_fish',
      title: '  Fishing week  ',
      titles: { cn: '捕鱼周' },
      link: '/m/promotions',
    });
    expect(added.status).toBe(200);
    expect(added.value).toMatchObject({
      groupName: 'm_fish',
      title: 'Fishing week',
      link: '/m/promotions',
      sequence: before.length + 1,
    });
    const id = added.value.id;
    expect((await carousel('m_fish', 'en')).map((b) => b.id)).toEqual([...before, id]);
    expect((await carousel('m_fish', 'cn')).at(-1)).toMatchObject({ title: '捕鱼周', link: '/m/promotions' });
    // Its picture is drawn with its words in the language asked.
    const picture = (await carousel('m_fish', 'cn')).at(-1)!.url;
    const art = await t.app.inject({ url: picture });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('捕鱼周');

    const changed = await ops<OperatorBanner>('PUT', `/__ops/banners/${id}`, content.auth, {
      merchantCode: 'LOTUS',
      title: 'Fishing month',
      titles: {},
    });
    expect(changed.value).toMatchObject({ title: 'Fishing month', link: null, titles: {} });
    expect((await carousel('m_fish', 'cn')).at(-1)).toMatchObject({ title: 'Fishing month' });
    expect((await carousel('m_fish', 'cn')).at(-1)?.link).toBeUndefined();

    const order = [id, ...before];
    expect(
      (
        await ops('PUT', '/__ops/banners/order', content.auth, {
          merchantCode: 'LOTUS',
          groupName: 'm_fish',
          ids: order,
        })
      ).status,
    ).toBe(200);
    expect((await carousel('m_fish', 'en')).map((b) => b.id)).toEqual(order);
    // An order that leaves one out, or names one twice, changes nothing.
    for (const ids of [[id], [id, id, ...before]])
      expect(
        (await ops('PUT', '/__ops/banners/order', content.auth, { merchantCode: 'LOTUS', groupName: 'm_fish', ids }))
          .status,
      ).toBe(400);
    expect((await carousel('m_fish', 'en')).map((b) => b.id)).toEqual(order);

    expect((await ops('POST', `/__ops/banners/${id}/remove`, content.auth, { merchantCode: 'LOTUS' })).status).toBe(
      200,
    );
    expect((await carousel('m_fish', 'en')).map((b) => b.id)).toEqual(before);
    expect((await ops('POST', `/__ops/banners/${id}/remove`, content.auth, { merchantCode: 'LOTUS' })).status).toBe(
      404,
    );

    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const audit = await ops<{ action: string }[]>('GET', `/__ops/audit?operator=${content.username}`, admin.auth);
    expect(audit.value.map((e) => e.action)).toEqual([
      'banner.removed',
      'banners.ordered',
      'banner.changed',
      'banner.added',
      'operator.enrolled',
    ]);
  });

  it('refuses a link off the site, a title too long, a full group, an unknown brand and another brand', async () => {
    const content = await signedInOperator(t, [{ role: 'content', brand: 'LOTUS' }]);
    const elsewhere = await signedInOperator(t, [{ role: 'content', brand: 'DEMO' }]);
    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const banner = { merchantCode: 'LOTUS', groupName: 'm_elott', title: 'Draw tonight' };
    for (const bad of [
      { ...banner, link: 'https://elsewhere.example/' },
      { ...banner, link: '//elsewhere.example/m/' },
      { ...banner, link: '/m/<script>' },
      { ...banner, link: '/m/../__ops/audit' },
      { ...banner, link: '/m//elsewhere.example' },
      { ...banner, title: 'x'.repeat(61) },
      { ...banner, title: '   ' },
      { ...banner, titles: { th: 'x' } },
      { ...banner, groupName: 'm_nowhere' },
    ])
      expect((await ops('POST', '/__ops/banners', content.auth, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await ops('POST', '/__ops/banners', elsewhere.auth, banner)).status).toBe(403);
    expect((await ops('GET', '/__ops/banners?merchant=LOTUS', elsewhere.auth)).status).toBe(403);
    expect(await ops('POST', '/__ops/banners', admin.auth, { ...banner, merchantCode: 'NOPE' })).toMatchObject({
      status: 400,
      code: 'merchant.unknown',
    });

    const present = (await ops<OperatorBanner[]>('GET', '/__ops/banners?merchant=LOTUS', content.auth)).value.filter(
      (b) => b.groupName === 'm_elott',
    ).length;
    const added: string[] = [];
    for (let n = present; n < 20; n += 1)
      added.push((await ops<OperatorBanner>('POST', '/__ops/banners', content.auth, banner)).value.id);
    expect(await ops('POST', '/__ops/banners', content.auth, banner)).toMatchObject({
      status: 409,
      code: 'banners.groupFull',
    });
    // Another brand's banner is not found under this brand.
    expect(
      (await ops('PUT', `/__ops/banners/${added[0]}`, admin.auth, { merchantCode: 'DEMO', title: 'x' })).status,
    ).toBe(404);
    for (const id of added) await ops('POST', `/__ops/banners/${id}/remove`, content.auth, { merchantCode: 'LOTUS' });
  });
});
