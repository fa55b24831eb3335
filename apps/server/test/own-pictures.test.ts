// Every promotion and every game its own picture, the words on it in the language shown, served so caches keep them right.
import { createHash } from 'node:crypto';
import type { Banner, Game, Promotion } from '@lobby/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shapeLine } from '../src/adapters/display-font';
import { gameTilePng, gameTileSvg, tileDesign, type TileGame } from '../src/adapters/game-tile-art';
import { promotionMotif } from '../src/adapters/promotion-art';
import { promotions as promotionsTable } from '../src/db/schema';
import { seedPromotions } from '../src/seed/promotions';
import { demoCatalogue } from '../src/seed/seed';
import { VENDOR_SEEDS } from '../src/seed/vendors';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const PROMOTIONS = '/wps/relay/MCSFE_getMerchantAvailablePromotions';
const BANNERS = '/wps/relay/MCSFE_getListAnnouncements?types=B';

/** The picture of drawn card art (banner or promotion), without its words: up to the brand's mark. */
const pictureOf = (svg: string) => /<g class="picture">(.*?)<\/g><rect x="40" y="\d+" width="22"/s.exec(svg)?.[1] ?? '';
/** The words of an SVG's <text> elements (not their shadows), unescaped. */
const wordsOf = (svg: string) =>
  [...svg.matchAll(/<text(?![^>]*fill="#000")[^>]*>(.*?)<\/text>/g)]
    .map((m) =>
      m[1]!.replace(/<[^>]+>/g, '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    )
    .join(' ');
const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

const vendorName = (code: string) => VENDOR_SEEDS.find((v) => v.code === code)!.displayName;
const catalogue = demoCatalogue().gameRows.map((g): TileGame => ({
  gameId: g.gameId,
  name: g.names.en,
  title: g.names.en,
  gameType: g.gameType,
  gameClassify: g.gameClassify ?? '',
  vendorCode: g.vendorCode,
  vendorName: vendorName(g.vendorCode),
}));

describe('game tiles: each game its own picture', () => {
  const designs = catalogue.map((game) => ({ game, design: tileDesign(game) }));

  it('gives no two games of the catalogue the same picture', () => {
    const seen = new Map<string, string>();
    for (const { game, design } of designs) {
      const key = JSON.stringify(design);
      expect(seen.get(key), `${game.gameId} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, game.gameId);
    }
    expect(seen.size).toBe(catalogue.length);
  });

  it("never gives neighbours in a vendor's list the same colours", () => {
    // The catalogue lists a vendor's games of a type in order, as their ids are numbered.
    for (const [i, { game, design }] of designs.entries()) {
      const next = designs[i + 1];
      if (!next || next.game.vendorCode !== game.vendorCode || next.game.gameType !== game.gameType) continue;
      expect(next.design.palette, `${game.gameId} and ${next.game.gameId}`).not.toEqual(design.palette);
    }
  });

  it('draws a name that several vendors offer differently at each: other pictures, other bytes', async () => {
    const tigers = catalogue.filter((g) => g.name === 'Golden Tiger');
    expect(new Set(tigers.map((g) => g.vendorCode)).size).toBeGreaterThanOrEqual(3);
    // The subject shows in several guises, and the companion says "golden".
    const looks = tigers.map((g) => tileDesign(g));
    expect(new Set(looks.map((d) => d.subject)).size).toBeGreaterThan(1);
    expect(looks.every((d) => /^gold-/.test(d.companion))).toBe(true);
    const bytes = await Promise.all(tigers.map(async (g) => sha(await gameTilePng({ ...g, title: '' }))));
    expect(new Set(bytes).size).toBe(tigers.length);
  });
});

describe('game tiles: the name in the language shown', () => {
  const tiger = catalogue.find((g) => g.gameId === 'JL-RNG-008')!;
  const outline = (text: string) => shapeLine(text).d;

  it('draws the Chinese name in Chinese letters, with nothing of the English one', () => {
    const en = gameTileSvg(tiger);
    const cn = gameTileSvg({ ...tiger, title: '黄金老虎' });
    expect(tiger.name).toBe('Golden Tiger');
    expect(en).toContain(outline('Golden Tiger'));
    expect(cn).toContain(outline('黄金老虎'));
    expect(cn).not.toContain(outline('Golden Tiger'));
    expect(outline('黄金老虎')).not.toBe('');
    // The same picture: only the words change.
    expect(tileDesign({ ...tiger, title: '黄金老虎' } as TileGame)).toEqual(tileDesign(tiger));
  });

  it('draws Burmese with its marks, and leaves off words no face has rather than drawing them with gaps', () => {
    const my = gameTileSvg({ ...tiger, title: 'ရွှေကျား' });
    expect(my).toContain(outline('ရွှေကျား'));
    const thai = gameTileSvg({ ...tiger, title: 'เสือทอง' });
    const bare = gameTileSvg({ ...tiger, title: '' });
    expect(thai).toBe(bare);
  });
});

describe.each(TEST_DATABASES)('pictures served per language on $name', (database) => {
  const t = useTestApp(database);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const promotions = async (query: string) => (await get(`${PROMOTIONS}?${query}`)).json().value as Promotion[];

  it('gives every seeded promotion a picture of its own, unlike the others and unlike every banner', async () => {
    const list = await promotions('language=en');
    expect(list).toHaveLength(6);
    const pictures = new Map<string, string>();
    for (const promotion of list) {
      const url = promotion.announcementImages[0]!.url;
      expect(url).toMatch(new RegExp(`^/static/promotions/${promotion.id}\\.svg\\?language=en&v=`));
      const res = await get(url);
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/svg+xml']);
      expect(pictureOf(res.body)).not.toBe('');
      pictures.set(promotion.id, pictureOf(res.body));
    }
    expect(new Set(pictures.values()).size).toBe(list.length);
    // Each shows a main picture of its own, not just the same one moved about.
    expect(new Set(list.map((p) => promotionMotif({ id: p.id, category: p.category }).main)).size).toBe(list.length);
    for (const merchantCode of ['DEMO', 'LOTUS']) {
      const banners = (await get(`${BANNERS}&language=en&merchantCode=${merchantCode}`)).json().value as Banner[];
      expect(banners.length).toBeGreaterThan(5);
      for (const banner of banners) {
        const picture = pictureOf((await get(banner.url)).body);
        expect(picture).not.toBe('');
        for (const [id, own] of pictures) expect(own, `${id} and ${banner.id}`).not.toBe(picture);
      }
    }
  });

  it('draws each promotion its own words in the language of its address', async () => {
    for (const [language, other] of [
      ['cn', 'en'],
      ['my', 'en'],
      ['en', 'cn'],
    ] as const) {
      const [mine, theirs] = [await promotions(`language=${language}`), await promotions(`language=${other}`)];
      for (const promotion of mine) {
        const url = promotion.announcementImages[0]!.url;
        expect(url).toContain(`?language=${language}&v=`);
        const svg = (await get(url)).body;
        const words = wordsOf(svg);
        expect(words.replace(/\s+/g, '')).toContain(promotion.title.replace(/\s+/g, ''));
        const foreign = theirs.find((p) => p.id === promotion.id)!.title;
        expect(words, `${promotion.id} in ${language}`).not.toContain(foreign);
      }
    }
  });

  it("gives a promotion seeded with a banner's picture its own, and keeps an operator's own picture", async () => {
    const db = t.runtime.database.db;
    const [welcome, reload] = ['DEMO-promo-welcome', 'DEMO-promo-reload'];
    await db
      .update(promotionsTable)
      .set({ images: [{ url: '/static/banners/DEMO-m_home-1.svg', sequence: 1 }] })
      .where(eq(promotionsTable.id, welcome));
    const own = [{ url: 'https://img.example/reload.png', sequence: 1 }];
    await db.update(promotionsTable).set({ images: own }).where(eq(promotionsTable.id, reload));
    await seedPromotions(db, 'DEMO');
    const rows = await db.select().from(promotionsTable);
    expect(rows.find((r) => r.id === welcome)!.images).toEqual([
      { url: '/static/promotions/DEMO-promo-welcome.svg', sequence: 1 },
    ]);
    expect(rows.find((r) => r.id === reload)!.images).toEqual(own);
    await db
      .update(promotionsTable)
      .set({ images: [{ url: '/static/promotions/DEMO-promo-reload.svg', sequence: 1 }] })
      .where(eq(promotionsTable.id, reload));
  });

  it('lists game icons at an address per language that draws the name listed', async () => {
    const hot = async (language: string) =>
      (await get(`/wps/relay/GCSGAME_hotGamesV2?language=${language}`)).json().value as Game[];
    const [en, cn] = [await hot('en'), await hot('cn')];
    const [first, firstCn] = [en[0]!, cn[0]!];
    expect(first.iconUrl).toMatch(/\?language=en&v=\d+$/);
    expect(firstCn.iconUrl).toMatch(/\?language=cn&v=\d+$/);
    const [pngEn, pngCn] = [(await get(first.iconUrl)).rawPayload, (await get(firstCn.iconUrl)).rawPayload];
    expect(sha(pngEn)).not.toBe(sha(pngCn));
    const game = catalogue.find((g) => g.gameId === first.gameId)!;
    expect(pngCn.equals(await gameTilePng({ ...game, title: firstCn.gameName }))).toBe(true);
    expect(firstCn.gameName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps pictures cacheable: an ETag per picture, a 304 for a copy that is current, nothing taken from request headers', async () => {
    const tile = '/static/icons/game/JL-RNG-008.png';
    const promotion = (await promotions('language=cn'))[0]!.announcementImages[0]!.url;
    for (const [en, cn] of [
      [`${tile}?language=en`, `${tile}?language=cn`],
      [promotion.replace('language=cn', 'language=en'), promotion],
    ] as const) {
      const [a, b] = [await get(en), await get(cn)];
      expect(a.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(b.headers.etag).not.toBe(a.headers.etag);
      expect(a.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      // The address alone decides: a Language header changes nothing, so no Vary on it is owed.
      const asked = await get(en, { Language: 'cn', 'Accept-Language': 'zh-CN' });
      expect(asked.headers.etag).toBe(a.headers.etag);
      expect(String(asked.headers.vary ?? '')).not.toMatch(/language/i);
      const again = await get(cn, { 'If-None-Match': String(b.headers.etag) });
      expect([again.statusCode, again.body]).toEqual([304, '']);
      expect(again.headers.etag).toBe(b.headers.etag);
      expect((await get(cn, { 'If-None-Match': String(a.headers.etag) })).statusCode).toBe(200);
    }
    // A fingerprint of today's art is kept for good; the banner's too.
    expect((await get(promotion)).headers['cache-control']).toContain('immutable');
  });
});
