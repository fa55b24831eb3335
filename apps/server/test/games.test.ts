import type { Game } from '@lobby/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GAME_ICON_SIZE, gameTilePng, TILE_ART_VERSION } from '../src/adapters/game-tile-art';
import { gamesRepo } from '../src/db/repositories/games-repo';
import { siteSettings } from '../src/db/schema';
import { gameTiles } from '../src/services/games-service';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('hot games on $name', (database) => {
  const t = useTestApp(database);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists hot games from the database in rank order', async () => {
    const res = await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=en');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { success: boolean; value: Game[] };
    expect(body.success).toBe(true);
    expect(body.value).toHaveLength(30);
    expect(body.value.every((g) => g.isHot)).toBe(true);
    expect(body.value.some((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT')).toBe(false);
    expect(new Set(body.value.map((g) => g.gameId)).size).toBe(30);
    const first = body.value[0]!;
    // Each language has its own address: the name drawn on the icon is the one listed.
    expect(first.iconUrl).toBe(`/static/icons/game/${first.gameId}.png?language=en&v=${TILE_ART_VERSION}`);
  });

  it("puts a response's icons on one of the brand's image CDNs, at random", async () => {
    const db = t.runtime.database.db;
    const setCdns = (cdns: string[]) =>
      db
        .update(siteSettings)
        .set({ settings: sql`jsonb_set(${siteSettings.settings}, '{imageCDNs}', ${JSON.stringify(cdns)}::jsonb)` })
        .where(eq(siteSettings.merchantCode, 'DEMO'));
    await setCdns(['https://cdn-a.example/', 'https://cdn-b.example']);
    try {
      const bases = new Set<string>();
      for (let i = 0; i < 24; i++) {
        const games = (await get('/wps/relay/GCSGAME_hotGamesV2?refresh=1')).json().value as Game[];
        const base = games[0]!.iconUrl.replace(/\/static\/icons\/game\/.*$/, '');
        expect(games.every((g) => g.iconUrl.startsWith(`${base}/static/icons/game/${g.gameId}.png?`))).toBe(true);
        bases.add(base);
      }
      expect([...bases].sort()).toEqual(['https://cdn-a.example', 'https://cdn-b.example']);
      const list = (await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=3&refresh=1')).json().value
        .games as Game[];
      expect(list.every((g) => /^https:\/\/cdn-[ab]\.example\/static\/icons\/game\//.test(g.iconUrl))).toBe(true);
    } finally {
      await setCdns(['']);
    }
  });

  it('names games in the requested language, English as fallback', async () => {
    const en = (await get('/wps/relay/GCSGAME_hotGamesV2?language=en')).json().value as Game[];
    const cn = (await get('/wps/relay/GCSGAME_hotGamesV2?language=cn')).json().value as Game[];
    const my = (await get('/wps/relay/GCSGAME_hotGamesV2', { Language: 'my' })).json().value as Game[];
    expect(cn.map((g) => g.gameId)).toEqual(en.map((g) => g.gameId));
    expect(cn[0]!.gameName).not.toBe(en[0]!.gameName);
    expect(cn[0]!.gameName).toMatch(/[\u4e00-\u9fff]/);
    expect(my[0]!.gameName).toBe(en[0]!.gameName);
  });

  it.each([
    ['language=fr', 'query.language'],
    ['platform=flash', 'query.platform'],
    ['refresh=maybe', 'query.refresh'],
  ])('rejects %s with a 400 and the field', async (query, field) => {
    const res = await get(`/wps/relay/GCSGAME_hotGamesV2?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields: [field] } });
  });

  it('rejects an unknown merchant and a bad Language header', async () => {
    const unknown = await get('/wps/relay/GCSGAME_hotGamesV2', { Merchant: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorCode).toBe('merchant.unknown');
    // The brand may come as the merchantCode query parameter too (spec section 7).
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=NOPE')).json().errorCode).toBe('merchant.unknown');
    expect(
      (await get('/wps/relay/GCSGAME_hotGamesV2?merchantCode=DEMO&isPlatform=2&platform=html5&refresh=1')).json().value,
    ).toHaveLength(30);
    expect((await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=3')).statusCode).toBe(400);
    const badHeader = await get('/wps/relay/GCSGAME_hotGamesV2', { Language: 'xx' });
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json().data.fields).toEqual(['headers.language']);
  });

  it('serves the generated icon of a game as PNG and rejects odd file names', async () => {
    const icon = await get('/static/icons/game/JL-RNG-001.png', { 'accept-encoding': 'br, gzip' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toContain('immutable');
    expect(icon.headers['content-encoding']).toBeUndefined(); // already deflated
    const png = icon.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([GAME_ICON_SIZE, GAME_ICON_SIZE]);
    // Drawn from the game's catalogue row: its English name (no language asked), type and vendor.
    const tile = await gameTiles(gamesRepo(t.runtime.database.db))('JL-RNG-001');
    expect(tile).toMatchObject({ gameType: 'RNG', vendorCode: 'JL', vendorName: 'JILI' });
    expect(png.equals(await gameTilePng(tile!))).toBe(true);
    expect((await get('/static/icons/game/JL-RNG-001.png')).rawPayload.equals(png)).toBe(true); // from the cache
    const lottery = await get('/static/icons/game/TCG-ELOTT-001.png');
    expect([lottery.statusCode, lottery.headers['content-type']]).toEqual([200, 'image/png']);
    const unknown = await get('/static/icons/game/NO-SUCH-GAME.png');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, errorCode: 'request.notFound' }]);
    const odd = await get('/static/icons/game/..%2Fetc.png');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields: ['params.file'] } });
    expect((await get('/static/icons/game/JL-RNG-001.svg')).statusCode).toBe(400);
  });
});
