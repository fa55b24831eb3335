import type { Banner } from '@lobby/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../src/adapters/banner-text-fit';
import { escapeXml } from '../src/adapters/svg';
import { banners as bannersTable } from '../src/db/schema';
import { seedBanners } from '../src/seed/banners';
import { SERVER_TEXTS } from '../src/services/server-texts';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const FEED = '/wps/relay/MCSFE_getListAnnouncements';

/** The words of an SVG's text elements of one class (title lines, the pill), unescaped. */
function wordsOf(svg: string, group: 'title' | 'cta'): string[] {
  const part = new RegExp(`<g[^>]*class="${group}"[^>]*>(.*?)</g>`).exec(svg)?.[1] ?? '';
  return [...part.matchAll(/<text[^>]*fill="(?!#000)[^"]*"[^>]*>(.*?)<\/text>/g)].map((m) =>
    m[1]!.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  );
}

/** The title's lines with their font size. */
function titleLines(svg: string): { text: string; size: number; x: number }[] {
  const part = /<g[^>]*class="title"[^>]*>(.*?)<\/g>/.exec(svg)?.[1] ?? '';
  return [...part.matchAll(/<text x="(\d+)" y="[\d.]+" font-size="(\d+)" fill="#fff">(.*?)<\/text>/g)].map((m) => ({
    x: Number(m[1]),
    size: Number(m[2]),
    text: m[3]!.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
  }));
}

describe.each(TEST_DATABASES)('banners per language and brand on $name', (database) => {
  const t = useTestApp(database);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`${FEED}?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as Banner[];
  };
  const home = (list: Banner[]) => list.find((b) => b.id.endsWith('m_home-1'))!;

  it('answers titles and picture addresses in the language asked, else the brand default', async () => {
    const my = home(await list('types=B&groupName=m_home&language=my'));
    const cn = home(await list('types=B&groupName=m_home&language=cn'));
    const en = home(await list('types=B&groupName=m_home', { Language: 'en' }));
    expect([my.title, cn.title, en.title]).toEqual(['ကြိုဆိုရေး ဘောနပ်စ် 100%', '新会员欢迎奖金 100%', 'Welcome bonus 100%']);
    expect(my.url).toMatch(/^\/static\/banners\/DEMO-m_home-1\.svg\?language=my&v=[\w-]{10}$/);
    expect(cn.url).toMatch(/\?language=cn&v=/);
    expect(en.url).toMatch(/\?language=en&v=/);
    expect(new Set([my.url, cn.url, en.url]).size).toBe(3);
    // Nothing named: DEMO's default is Burmese, LOTUS's English.
    expect(home(await list('types=B&groupName=m_home')).url).toBe(my.url);
    const lotus = home(await list('types=B&groupName=m_home&merchantCode=LOTUS'));
    expect(lotus.url).toMatch(/^\/static\/banners\/LOTUS-m_home-1\.svg\?language=en&v=/);
    expect(lotus.title).toBe('Welcome bonus 100%');
  });

  it('draws the title and the call to action in the language of the address', async () => {
    const drawn: Record<string, string> = {};
    for (const language of ['my', 'cn', 'en'] as const) {
      const banner = home(await list(`types=B&groupName=m_home&language=${language}`));
      const res = await get(banner.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      drawn[language] = res.body;
      expect(wordsOf(res.body, 'title').join(' ')).toBe(banner.title);
      expect(wordsOf(res.body, 'cta')).toEqual([SERVER_TEXTS[language].bannerCallToAction]);
      expect(res.body).toContain(`<title>${banner.title}</title>`);
    }
    expect(drawn.my).toContain('xml:lang="my"');
    expect(drawn.cn).toContain('xml:lang="zh-CN"');
    expect(drawn.cn).toContain('Noto Sans CJK SC');
    expect(drawn.my).toContain('Noto Sans Myanmar');
    expect(new Set(Object.values(drawn)).size).toBe(3);
  });

  it("paints a second brand's banners in its own colours", async () => {
    const demo = (await get('/static/banners/DEMO-m_rng-1.svg?language=en')).body;
    const lotus = (await get('/static/banners/LOTUS-m_rng-1.svg?language=en')).body;
    // DEMO keeps ui's dark palette (gold primary); LOTUS has a light theme with a teal primary and pink accent.
    expect(demo).toContain('#f5b82e');
    expect(demo).not.toContain('#0b7a75');
    expect(lotus).toContain('#0b7a75');
    expect(lotus).toContain('#c2185b');
    expect(lotus).not.toContain('#f5b82e');
    expect(demo).toContain('LOBBY');
    expect(lotus).toContain('LOTUS PLAY');
    // And the fingerprints differ, so no cache hands one brand's picture to the other.
    const [d, l] = [
      home(await list('types=B&groupName=m_home&language=en')),
      home(await list('types=B&groupName=m_home&language=en&merchantCode=LOTUS')),
    ];
    expect(new URL(d.url, 'http://x').searchParams.get('v')).not.toBe(new URL(l.url, 'http://x').searchParams.get('v'));
  });

  it('keeps every title line inside the text column, Burmese included, and long titles short', async () => {
    for (const language of ['my', 'cn', 'en'] as const) {
      for (const banner of await list(`types=B&language=${language}`)) {
        const lines = titleLines((await get(banner.url)).body);
        expect(lines.length, banner.id).toBeGreaterThan(0);
        expect(lines.length, banner.id).toBeLessThanOrEqual(3);
        for (const line of lines) expect(line.x + textWidth(line.text) * line.size, line.text).toBeLessThanOrEqual(440);
      }
    }
    // The longest demo title is Burmese: it wraps between words and is sized down, not cut.
    const reg = (await list('types=B&groupName=m_reg&language=my'))[0]!;
    const lines = titleLines((await get(reg.url)).body);
    expect(lines.map((l) => l.text).join(' ')).toBe(reg.title);
    expect(lines[0]!.size).toBeLessThan(40);
  });

  it('gives demo banners seeded before titles had languages their translations, unless the title was changed', async () => {
    const db = t.runtime.database.db;
    const [kept, changed] = ['DEMO-m_fish-1', 'DEMO-m_pvp-1'];
    await db.update(bannersTable).set({ titles: {} }).where(eq(bannersTable.id, kept));
    await db.update(bannersTable).set({ titles: {}, title: 'Our own words' }).where(eq(bannersTable.id, changed));
    await seedBanners(db, 'DEMO');
    const rows = await db
      .select()
      .from(bannersTable)
      .where(inArray(bannersTable.id, [kept, changed]));
    expect(rows.find((r) => r.id === kept)!.titles).toMatchObject({ cn: '海王捕鱼' });
    expect(rows.find((r) => r.id === changed)!.titles).toEqual({});
  });

  it('escapes a title with markup: nothing of it runs or breaks the picture', async () => {
    const title = `</text><script>alert(1)</script><text>"&' onload="x`;
    await t.runtime.database.db.insert(bannersTable).values({
      id: 'DEMO-evil-1',
      merchantCode: 'DEMO',
      groupName: 'm_home',
      sequence: 99,
      title,
      titles: { cn: '<img src=x onerror=alert(1)>' },
      url: '/static/banners/DEMO-evil-1.svg',
    });
    for (const language of ['en', 'cn']) {
      const svg = (await get(`/static/banners/DEMO-evil-1.svg?language=${language}`)).body;
      // Every tag is one of ours: no script, no picture, no handler; the words stay text.
      const tags = svg.match(/<[^>]+>/g) ?? [];
      expect(tags.filter((tag) => /^<\/?(script|img)\b|\son\w+=/i.test(tag))).toEqual([]);
      expect(svg.match(/<svg/g)).toHaveLength(1);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
    const svg = (await get('/static/banners/DEMO-evil-1.svg?language=en')).body;
    // Drawn as text, on however many lines it takes, and whole in the picture's title.
    expect(wordsOf(svg, 'title').join('').replace(/\s/g, '')).toBe(title.replace(/\s/g, ''));
    expect(svg).toContain(`<title>${escapeXml(title)}</title>`);
  });

  it('refuses an unknown language with a 400 envelope, takes an empty one as the default, never a 5xx', async () => {
    for (const query of [
      'language=xx',
      'language=th',
      'language=%3Cscript%3E',
      'language=my&language=cn',
      `v=${'a'.repeat(100)}`,
    ]) {
      const res = await get(`/static/banners/DEMO-m_home-1.svg?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode, query).toBe('request.invalid');
    }
    const empty = await get('/static/banners/DEMO-m_home-1.svg?language=');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe((await get('/static/banners/DEMO-m_home-1.svg?language=my')).body);
    const listRes = await get(`${FEED}?types=B&language=xx`);
    expect([listRes.statusCode, listRes.json().errorCode]).toEqual([400, 'request.invalid']);
  });

  it("caches a picture for good at today's fingerprint, briefly at any other", async () => {
    const banner = home(await list('types=B&groupName=m_home&language=cn'));
    expect((await get(banner.url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [banner.url.replace(/v=[\w-]+/, 'v=old'), '/static/banners/DEMO-m_home-1.svg?language=cn']) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=300');
    }
  });
});
