import type { Game, GameList } from '@lobby/contract';
import { ESPORTS_VENDORS, GAME_SEARCH_RESULT_CAP, GAME_TYPES } from '@lobby/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema';
import { demoCatalogue } from '../src/seed/seed';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const catalogue = demoCatalogue().gameRows;
const countWhere = (keep: (g: (typeof catalogue)[number]) => boolean) => catalogue.filter(keep).length;

describe.each(TEST_DATABASES)('game list on $name', (database) => {
  const t = useTestApp(database);
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}`, headers });
  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as GameList;
  };
  /** Every page of a query, one after the other. */
  const allPages = async (query: string) => {
    const first = await list(`${query}&pageNo=1`);
    const games = [...first.games];
    for (let page = 2; page <= first.totalPages; page++) games.push(...(await list(`${query}&pageNo=${page}`)).games);
    return { first, games };
  };

  it('holds at least 600 games, and a category big enough to page through', async () => {
    const all = await list('platform=html5&clientType=2');
    expect(all.totalCount).toBe(catalogue.length);
    expect(all.totalCount).toBeGreaterThanOrEqual(600);
    const jili = await list('gameType=RNG&vassalage=JL');
    expect(jili.totalCount).toBeGreaterThanOrEqual(36);
    expect(jili.totalPages).toBeGreaterThan(1);
    // One vendor with 1,000+ games: the long list the lobby must scroll smoothly.
    expect((await list('gameType=RNG&vassalage=CQ9')).totalCount).toBeGreaterThanOrEqual(1000);
  });

  it('answers the first page of 36 by default, with pageNum repeating pageNo', async () => {
    const page = await list('');
    expect(page.games).toHaveLength(36);
    expect(page).toMatchObject({ pageNo: 1, pageNum: 1, totalPages: Math.ceil(catalogue.length / 36) });
    // The brand's sorting: RNG first, JILI first among RNG vendors, then the vendor's own order.
    expect(page.games.slice(0, 3).map((g) => g.gameId)).toEqual(['JL-RNG-001', 'JL-RNG-002', 'JL-RNG-003']);
  });

  it('answers the same list on /lgw/games/mobile', async () => {
    const relay = await get('gameType=LIVE&pageSize=10');
    const gateway = await t.app.inject({ url: '/lgw/games/mobile?gameType=LIVE&pageSize=10' });
    expect(gateway.statusCode).toBe(200);
    expect(gateway.json()).toEqual(relay.json());
  });

  it.each(GAME_TYPES)('filters by game type %s', async (gameType) => {
    const page = await list(`gameType=${gameType}&pageSize=200`);
    expect(page.totalCount).toBe(countWhere((g) => g.gameType === gameType));
    expect(page.games.every((g) => g.gameType === gameType)).toBe(true);
  });

  it('filters by one vendor, in any case', async () => {
    const page = await list('gameType=RNG&vassalage=pg&pageSize=200');
    expect(page.totalCount).toBe(countWhere((g) => g.gameType === 'RNG' && g.vendorCode === 'PG'));
    expect(page.games.every((g) => g.vassalage === 'PG' && g.displayName === 'PG Soft')).toBe(true);
  });

  it('filters by a list of vendors, in the order of their sorting list (esports)', async () => {
    const page = await list(`gameType=SPORTS&vassalage=${ESPORTS_VENDORS.join(',')}`);
    expect(page.totalCount).toBe(countWhere((g) => (ESPORTS_VENDORS as readonly string[]).includes(g.vendorCode)));
    const vendorOrder = [...new Set(page.games.map((g) => g.vassalage))];
    expect(vendorOrder).toEqual([...ESPORTS_VENDORS]);
  });

  it('filters by classification (bingo)', async () => {
    const page = await list('gameType=RNG&gameClassify=BG&pageSize=200');
    expect(page.totalCount).toBe(countWhere((g) => g.gameClassify === 'BG'));
    expect(page.games.every((g) => g.gameClassify === 'BG')).toBe(true);
    // Bingo's own sorting list puts KM before JL.
    expect([...new Set(page.games.map((g) => g.vassalage))]).toEqual(['KM', 'JL']);
  });

  it('filters new games (isNew=1, classification empty)', async () => {
    const page = await list('gameClassify=&isNew=1&pageSize=200');
    expect(page.totalCount).toBe(countWhere((g) => g.isNew === true));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.games.every((g) => g.isNew)).toBe(true);
    expect((await list('isNew=0')).totalCount).toBe(catalogue.length);
  });

  it('filters hot games (isHot=1) within a type', async () => {
    const page = await list('gameType=RNG&isHot=1&pageSize=200');
    expect(page.totalCount).toBe(countWhere((g) => g.isHot === true && g.gameType === 'RNG'));
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.games.every((g) => g.isHot && g.gameType === 'RNG')).toBe(true);
  });

  it('searches names case-insensitively, trimmed', async () => {
    const expected = countWhere((g) => g.names.en.toLowerCase().includes('golden'));
    expect(expected).toBeGreaterThan(0);
    for (const name of ['golden', 'GOLDEN', '  GoLdEn  ']) {
      const page = await list(`gameName=${encodeURIComponent(name)}&language=en&pageSize=200`);
      expect(page.totalCount, name).toBe(expected);
      expect(page.games.every((g) => g.gameName.toLowerCase().includes('golden'))).toBe(true);
    }
  });

  it('searches the name shown in the requested language, English when it has none, and the English name too', async () => {
    const expected = countWhere((g) => (g.names.cn ?? '').includes('黄金'));
    expect(expected).toBeGreaterThan(0);
    const cn = await list(`gameName=${encodeURIComponent('黄金')}&language=cn&pageSize=200`);
    expect(cn.totalCount).toBe(expected);
    expect(cn.games.every((g: Game) => g.gameName.includes('黄金'))).toBe(true);
    // The Language header works like the query parameter.
    expect((await list(`gameName=${encodeURIComponent('黄金')}`, { Language: 'cn' })).totalCount).toBe(expected);
    expect((await list(`gameName=${encodeURIComponent('黄金')}&language=en`)).totalCount).toBe(0);
    // Burmese names fall back to English.
    const english = countWhere((g) => g.names.en.toLowerCase().includes('golden'));
    expect((await list('gameName=golden&language=my')).totalCount).toBe(english);
    // A player reading Chinese finds a game by its English name too, shown in Chinese.
    const both = countWhere(
      (g) => g.names.en.toLowerCase().includes('golden') || (g.names.cn ?? '').includes('golden'),
    );
    const found = await list('gameName=golden&language=cn&pageSize=200');
    expect(found.totalCount).toBe(both);
    expect(found.totalCount).toBeGreaterThan(0);
  });

  it('ranks a search by how the name matches: the whole name, its start, then anywhere', async () => {
    const fit = (name: string, text: string) => {
      const lower = name.toLowerCase();
      return lower === text ? 0 : lower.startsWith(text) ? 1 : 2;
    };
    for (const text of ['magic ace', 'panda', 'gems']) {
      const { first, games: found } = await allPages(`gameName=${encodeURIComponent(text)}&language=en&pageSize=36`);
      expect(first.totalCount).toBe(countWhere((g) => g.names.en.toLowerCase().includes(text)));
      expect(first.capped).toBeUndefined();
      const fits = found.map((g) => fit(g.gameName, text));
      expect(fits, text).toEqual([...fits].sort((a, b) => a - b));
      expect(new Set(found.map((g) => g.gameId)).size).toBe(first.totalCount);
    }
    // Whole names first: four games are called "Magic Ace".
    const magic = await list('gameName=magic%20ace&language=en');
    expect(magic.games.slice(0, 4).map((g) => g.gameName.toLowerCase())).toEqual(Array(4).fill('magic ace'));
  });

  it(`answers a search's best ${GAME_SEARCH_RESULT_CAP} only, saying there were more`, async () => {
    // 1,149 of the demo's names hold an "a".
    expect(countWhere((g) => g.names.en.toLowerCase().includes('a'))).toBeGreaterThan(GAME_SEARCH_RESULT_CAP);
    const first = await list('gameName=a&language=en&pageSize=200');
    expect(first).toMatchObject({ totalCount: GAME_SEARCH_RESULT_CAP, totalPages: 5, capped: true });
    const last = await list('gameName=a&language=en&pageSize=200&pageNo=5');
    expect(last.games).toHaveLength(200);
    // Past the cap: no games, the same total.
    const past = await list('gameName=a&language=en&pageSize=200&pageNo=6');
    expect(past).toMatchObject({ games: [], totalCount: GAME_SEARCH_RESULT_CAP, capped: true });
    // A page across the cap stops at it (pages of 36: the 28th holds the 973rd to the 1,000th).
    expect((await list('gameName=a&language=en&pageNo=28')).games).toHaveLength(GAME_SEARCH_RESULT_CAP - 27 * 36);
    const { games: all } = await allPages('gameName=a&language=en&pageSize=200');
    expect(new Set(all.map((g) => g.gameId)).size).toBe(GAME_SEARCH_RESULT_CAP);
    // A list without a name is never capped.
    expect((await list('pageSize=200')).capped).toBeUndefined();
  });

  it('combines search with type and vendor', async () => {
    const page = await list('gameName=dragon&gameType=RNG&vassalage=JL,PG&language=en&pageSize=200');
    const expected = countWhere(
      (g) => g.gameType === 'RNG' && ['JL', 'PG'].includes(g.vendorCode) && g.names.en.toLowerCase().includes('dragon'),
    );
    expect(page.totalCount).toBe(expected);
  });

  it("takes a search's %, _ and \\ as themselves, not as patterns", async () => {
    for (const text of ['%', '_', '\\', 'gold%', 'g_lden']) {
      expect((await list(`gameName=${encodeURIComponent(text)}&language=en`)).totalCount).toBe(
        countWhere((g) => g.names.en.toLowerCase().includes(text)),
      );
    }
    expect(countWhere((g) => g.names.en.toLowerCase().includes('golden'))).toBeGreaterThan(0);
  });

  it('pages through a vendor with stable order, the last page partly full', async () => {
    const total = countWhere((g) => g.gameType === 'RNG' && g.vendorCode === 'JL');
    const { first, games } = await allPages('gameType=RNG&vassalage=JL&pageSize=36');
    expect(first.totalCount).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 36));
    expect(games).toHaveLength(total);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(total);
    const last = await list(`gameType=RNG&vassalage=JL&pageSize=36&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(total - 36 * (first.totalPages - 1));
    expect(last).toMatchObject({ pageNo: first.totalPages, pageNum: first.totalPages, totalCount: total });
    // Within a vendor offer games keep the vendor's order; asking again gives the same order.
    const again = await allPages('gameType=RNG&vassalage=JL&pageSize=36');
    expect(again.games.map((g) => g.gameId)).toEqual(games.map((g) => g.gameId));
    const plainJili = games.filter((g) => g.gameClassify === '').map((g) => g.gameId);
    expect(plainJili).toEqual([...plainJili].sort());
  });

  it('answers a page beyond the end with no games and the right totals', async () => {
    const first = await list('gameType=FISH');
    const beyond = await list('gameType=FISH&pageNo=99');
    expect(beyond).toEqual({
      games: [],
      pageNo: 99,
      pageNum: 99,
      totalPages: first.totalPages,
      totalCount: first.totalCount,
    });
  });

  it('answers an unknown vendor with an empty list', async () => {
    expect(await list('vassalage=NOPE')).toEqual({ games: [], pageNo: 1, pageNum: 1, totalPages: 0, totalCount: 0 });
  });

  it('honours pageSize up to 200', async () => {
    expect((await list('pageSize=200')).games).toHaveLength(200);
    expect((await list('pageSize=7&pageNo=2')).games).toHaveLength(7);
  });

  it.each([
    ['gameType=SLOTS', ['query.gameType']],
    ['platform=flash', ['query.platform']],
    ['clientType=9', ['query.clientType']],
    ['language=fr', ['query.language']],
    ['pageNo=0', ['query.pageNo']],
    ['pageNo=abc', ['query.pageNo']],
    ['pageSize=201', ['query.pageSize']],
    ['pageSize=-1', ['query.pageSize']],
    ['isNew=2', ['query.isNew']],
    ['isHot=yes', ['query.isHot']],
    ['gameClassify=%3Cb%3E', ['query.gameClassify']],
    ['minBet=lots', ['query.minBet']],
    ['merchant=%20', ['query.merchant']],
    [`gameName=${'x'.repeat(51)}`, ['query.gameName']],
    ['vassalage=JL,%25', ['query.vassalage.1']],
    ['pageNo=1&pageNo=2', ['query.pageNo']],
    ['gameType=x&pageNo=0', ['query.gameType', 'query.pageNo']],
  ])('rejects %s with a 400 naming the fields', async (query, fields) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields } });
  });

  it('rejects an unknown merchant', async () => {
    const res = await get('merchant=NOPE');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('merchant.unknown');
    // Failures are not kept: the same bad request fails again.
    expect((await get('merchant=NOPE')).statusCode).toBe(400);
  });

  it('ranks a search in Chinese by the Chinese name or the English one, whichever fits better', async () => {
    const byId = new Map(catalogue.map((g) => [g.gameId, g.names]));
    const fit = (names: { en: string; cn?: string | undefined }, text: string) =>
      Math.min(
        ...[names.cn ?? '', names.en.toLowerCase()].map((name) => (name === text ? 0 : name.startsWith(text) ? 1 : 2)),
      );
    for (const text of ['黄金', 'golden', 'lucky']) {
      const { first, games: found } = await allPages(`gameName=${encodeURIComponent(text)}&language=cn&pageSize=36`);
      expect(first.totalCount, text).toBeGreaterThan(0);
      const fits = found.map((g) => fit(byId.get(g.gameId)!, text));
      expect(fits, text).toEqual([...fits].sort((a, b) => a - b));
    }
  });

  // Last two: they change the catalogue.
  it("cuts a search's pages from one ranking: a game added meanwhile neither repeats nor hides a game", async () => {
    const query = 'gameName=panda&language=en&pageSize=5';
    const first = await list(`${query}&pageNo=1`);
    expect(first.totalPages).toBeGreaterThan(1);
    // A game that would rank first (its whole name) arrives while the player scrolls.
    await t.runtime.database.db.insert(games).values({
      gameId: 'JL-RNG-951',
      nodeId: '900951',
      gameCode: 'JL-RNG-951',
      vendorCode: 'JL',
      gameType: 'RNG',
      names: { en: 'Panda' },
    });
    // And one of the next page is withdrawn: it leaves that page at once.
    const second = await list(`${query}&pageNo=2`);
    const withdrawn = second.games[0]!.gameId;
    await t.runtime.database.db.update(games).set({ withdrawnAt: new Date() }).where(eq(games.gameId, withdrawn));
    // (clientType makes other URLs: the answer cache keeps the page 2 answered above as it was.)
    const rest = [];
    for (let page = 2; page <= first.totalPages; page++)
      rest.push(...(await list(`${query}&pageNo=${page}&clientType=2`)).games);
    const ids = [...first.games, ...rest].map((g) => g.gameId);
    expect(ids).not.toContain('JL-RNG-951');
    expect(ids).not.toContain(withdrawn);
    expect(new Set(ids).size).toBe(first.totalCount - 1);
    await t.runtime.database.db.update(games).set({ withdrawnAt: null }).where(eq(games.gameId, withdrawn));
  });

  it('keeps answers briefly per URL, merchant and language', async () => {
    const query = 'gameType=ELOTT&language=en';
    const before = await list(query);
    await t.runtime.database.db.insert(games).values({
      gameId: 'TCG-ELOTT-901',
      nodeId: '900901',
      gameCode: 'TCG-ELOTT-901',
      vendorCode: 'TCG',
      gameType: 'ELOTT',
      names: { en: 'Late Lotto' },
    });
    expect(await list(query)).toEqual(before);
    expect((await list(`${query}&pageNo=1`)).totalCount).toBe(before.totalCount + 1);
    expect((await list(query, { Language: 'cn' })).totalCount).toBe(before.totalCount + 1);
  });
});

describe('game list without answer caching', () => {
  const t = useTestApp(TEST_DATABASES[0]!, { GAME_LIST_TTL_SECONDS: '0', GAME_SEARCH_TTL_SECONDS: '0' });

  it('reads the database every time', async () => {
    const url = '/wps/relay/GCSGAME_gameList?gameType=ELOTT';
    const before = (await t.app.inject({ url })).json().value as GameList;
    await t.runtime.database.db.insert(games).values({
      gameId: 'TCG-ELOTT-902',
      nodeId: '900902',
      gameCode: 'TCG-ELOTT-902',
      vendorCode: 'TCG',
      gameType: 'ELOTT',
      names: { en: 'Later Lotto' },
    });
    expect(((await t.app.inject({ url })).json().value as GameList).totalCount).toBe(before.totalCount + 1);
  });

  it('lists and finds a game only within a vendor offer: one of no offer is in no list or search', async () => {
    const total = async (query: string) =>
      ((await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}` })).json().value as GameList).totalCount;
    const [all, slots, found] = [await total(''), await total('gameType=RNG'), await total('gameName=orphan')];
    await t.runtime.database.db.insert(games).values({
      gameId: 'ZZ-RNG-1',
      nodeId: '900981',
      gameCode: 'ZZ-RNG-1',
      vendorCode: 'ZZ',
      gameType: 'RNG',
      names: { en: 'Orphan Dragon' },
    });
    expect([await total(''), await total('gameType=RNG'), await total('gameName=orphan')]).toEqual([all, slots, found]);
    expect(await total('vassalage=ZZ&pageNo=2')).toBe(0);
  });

  it('searches names as they are now: a game added or renamed is found by its new names only', async () => {
    const found = async (text: string, language: string) =>
      (
        (
          await t.app.inject({
            url: `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(text)}&language=${language}`,
          })
        ).json().value as GameList
      ).totalCount;
    await t.runtime.database.db.insert(games).values({
      gameId: 'JL-RNG-977',
      nodeId: '900977',
      gameCode: 'JL-RNG-977',
      vendorCode: 'JL',
      gameType: 'RNG',
      names: { en: 'Quokka Quest', cn: '袋鼠探险' },
    });
    expect(await found('QUOKKA', 'en')).toBe(1);
    expect(await found('袋鼠', 'cn')).toBe(1);
    expect(await found('quokka', 'cn')).toBe(1);
    expect(await found('quokka', 'my')).toBe(1);
    // The language's name and the English one are two texts: a search does not run from one into the other.
    expect(await found('探险quokka', 'cn')).toBe(0);
    expect(await found('险 q', 'cn')).toBe(0);

    await t.runtime.database.db
      .update(games)
      .set({ names: { en: 'Wombat Way', my: 'ဝမ်ဘတ်လမ်း' } })
      .where(eq(games.gameId, 'JL-RNG-977'));
    expect(await found('quokka', 'en')).toBe(0);
    expect(await found('袋鼠', 'cn')).toBe(0);
    expect(await found('wombat', 'cn')).toBe(1);
    expect(await found('ဝမ်ဘတ်', 'my')).toBe(1);
    expect(await found('ဝမ်ဘတ်', 'en')).toBe(0);
  });
});
