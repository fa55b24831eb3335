// The catalogue in the operator's console: a brand's vendors (shown, hidden, ordered) and the
// platform's games (shown, hot, new, order), each seen where players meet them.
import { randomUUID } from 'node:crypto';
import { PATHS, type Game, type GameList, type SiteSettings, type Vendor } from '@lobby/contract';
import type { CatalogueCategory, CatalogueGame, CatalogueGamesPage } from '@lobby/contract/operator';
import { describe, expect, it } from 'vitest';
import { apiClient, storedMember } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';
import { signedInOperator } from './operators';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

describe.each(TEST_DATABASES)('the catalogue in the console on $name', (database) => {
  const t = useTestApp(database, { GAME_LIST_TTL_SECONDS: '0', GAME_SEARCH_TTL_SECONDS: '0' });
  const api = apiClient(t, '10.93.0.1');
  const ops = async <T>(method: Method, url: string, auth: object, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { ...auth }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, value: res.json().value as T };
  };
  const value = async <T>(url: string, extra?: Record<string, string>) => (await api.get(url, extra)).json().value as T;
  const categories = (auth: object) => ops<CatalogueCategory[]>('GET', '/__ops/catalogue/vendors?merchant=DEMO', auth);
  const member = () => {
    const username = `cat${randomUUID().slice(0, 8)}`;
    return storedMember(t, api, { id: randomUUID(), username, password: 'Catalogue-pass-1' });
  };

  it('a brand hides a vendor: gone from its menus, vendor list, game lists and launches; another brand keeps it; shown again, back', async () => {
    const catalogue = await signedInOperator(t, [{ role: 'catalogue', brand: 'DEMO' }]);
    const auth = await member();
    const rng = (await categories(catalogue.auth)).value.find((c) => c.category === 'RNG')!;
    expect(rng.vendors.find((v) => v.code === 'PG')).toMatchObject({ hidden: false, games: expect.any(Number) });
    expect(rng.vendors.find((v) => v.code === 'PG')!.games).toBeGreaterThan(0);
    const [pgGame] = (await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PG&pageSize=1`)).games;

    const hide = await ops('POST', '/__ops/catalogue/vendors/PG/shown', catalogue.auth, {
      merchantCode: 'DEMO',
      shown: false,
    });
    expect(hide.status).toBe(200);
    const settings = await value<SiteSettings>(PATHS.settings);
    expect(settings.vendorSorting.find((e) => e.gameCategory === 'RNG')!.vendorNames).not.toContain('PG');
    expect(settings.vendorMapping.RNG?.map((v) => v.vassalage) ?? []).not.toContain('PG');
    expect(settings).not.toHaveProperty('hiddenVendors');
    expect((await value<Vendor[]>(PATHS.vendors)).map((v) => v.vassalage)).not.toContain('PG');
    expect((await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PG`)).totalCount).toBe(0);
    const slots = await value<GameList>(`${PATHS.gameList}?gameType=RNG&pageSize=200`);
    expect(slots.games.map((g) => g.vassalage)).not.toContain('PG');
    expect((await value<Game[]>(PATHS.hotGames)).map((g) => g.vassalage)).not.toContain('PG');
    const launch = await api.get(`${PATHS.launchGame}?nodeId=${pgGame!.nodeId}&vassalage=PG`, auth);
    expect([launch.statusCode, launch.json().errorCode]).toEqual([410, 'game.withdrawn']);
    // Another brand is not touched.
    const lotus = await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PG`, { Merchant: 'LOTUS' });
    expect(lotus.totalCount).toBeGreaterThan(0);
    expect((await categories(catalogue.auth)).value.find((c) => c.category === 'RNG')!.vendors).toContainEqual(
      expect.objectContaining({ code: 'PG', hidden: true }),
    );

    await ops('POST', '/__ops/catalogue/vendors/PG/shown', catalogue.auth, { merchantCode: 'DEMO', shown: true });
    expect((await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PG`)).totalCount).toBeGreaterThan(0);
    expect((await api.get(`${PATHS.launchGame}?nodeId=${pgGame!.nodeId}&vassalage=PG`, auth)).statusCode).toBe(200);

    const admin = await signedInOperator(t, [{ role: 'admin', brand: '*' }]);
    const audit = await ops<{ action: string; target: string; operator: string }[]>(
      'GET',
      `/__ops/audit?brand=DEMO&operator=${catalogue.username}`,
      admin.auth,
    );
    expect(audit.value.map((e) => `${e.action} ${e.target}`)).toEqual([
      'catalogue.vendorShown PG',
      'catalogue.vendorHidden PG',
    ]);
  });

  it("orders a category's vendors: the brand's menu and its game list follow; bad orders are refused", async () => {
    const catalogue = await signedInOperator(t, [{ role: 'catalogue', brand: 'DEMO' }]);
    const fish = (await categories(catalogue.auth)).value.find((c) => c.category === 'FISH')!;
    const reversed = fish.vendors.map((v) => v.code).reverse();
    expect(reversed.length).toBeGreaterThan(1);
    const put = (vendors: unknown) =>
      ops('PUT', '/__ops/catalogue/vendors/order', catalogue.auth, { merchantCode: 'DEMO', category: 'FISH', vendors });
    expect((await put(reversed)).status).toBe(200);
    const settings = await value<SiteSettings>(PATHS.settings);
    expect(settings.vendorSorting.find((e) => e.gameCategory === 'FISH')!.vendorNames).toEqual(reversed);
    expect(
      (await categories(catalogue.auth)).value.find((c) => c.category === 'FISH')!.vendors.map((v) => v.code),
    ).toEqual(reversed);
    const first = (await value<GameList>(`${PATHS.gameList}?gameType=FISH&pageSize=1`)).games[0]!;
    expect(first.vassalage).toBe(reversed[0]);
    for (const bad of [['JL', 'JL'], ['bad code!'], 'JL'])
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
  });

  it('switches a game over every brand: off leaves lists and launches, hot puts it in the hot list; a brand operator may not', async () => {
    const platform = await signedInOperator(t, [{ role: 'catalogue', brand: '*' }]);
    const brandOnly = await signedInOperator(t, [{ role: 'catalogue', brand: 'DEMO' }]);
    const auth = await member();
    const page = await ops<CatalogueGamesPage>('GET', '/__ops/catalogue/games?vendor=PP&gameType=RNG', platform.auth);
    expect(page.value).toMatchObject({ page: 1, pageSize: 50 });
    const game = page.value.games.find((g) => !g.hot)!;
    expect(game).toMatchObject({ vendorCode: 'PP', shown: true });
    // Found by part of its name, any case; LIKE's wildcards are plain characters.
    const part = game.name.slice(1, 5).toUpperCase();
    const named = await ops<CatalogueGamesPage>(
      'GET',
      `/__ops/catalogue/games?vendor=PP&q=${encodeURIComponent(part)}`,
      platform.auth,
    );
    expect(named.value.games.map((g) => g.gameId)).toContain(game.gameId);
    expect((await ops<CatalogueGamesPage>('GET', '/__ops/catalogue/games?q=%25', platform.auth)).value.total).toBe(0);

    const { nodeId } = (await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PP&pageSize=200`)).games.find(
      (g) => g.gameId === game.gameId,
    )!;
    const patch = (who: object, change: object) =>
      ops<CatalogueGame>('PATCH', `/__ops/catalogue/games/${game.gameId}`, who, change);
    expect((await patch(brandOnly.auth, { shown: false })).status).toBe(403);
    expect((await patch(platform.auth, {})).status).toBe(400);
    expect((await patch(platform.auth, { shown: false })).value).toMatchObject({ shown: false });
    const listed = await value<GameList>(`${PATHS.gameList}?gameType=RNG&vassalage=PP&pageSize=200`);
    expect(listed.games.map((g) => g.gameId)).not.toContain(game.gameId);
    const launch = await api.get(`${PATHS.launchGame}?nodeId=${nodeId}&vassalage=PP`, auth);
    expect([launch.statusCode, launch.json().errorCode]).toEqual([410, 'game.withdrawn']);
    const off = await ops<CatalogueGamesPage>('GET', '/__ops/catalogue/games?vendor=PP&state=hidden', platform.auth);
    expect(off.value.games.map((g) => g.gameId)).toEqual([game.gameId]);

    expect((await patch(platform.auth, { shown: true, hot: true, hotRank: 0 })).value).toMatchObject({
      shown: true,
      hot: true,
      hotRank: 0,
    });
    const hot = await value<Game[]>(PATHS.hotGames);
    expect(hot[0]?.gameId).toBe(game.gameId);
    expect((await patch(platform.auth, { hot: false })).value).toMatchObject({ hot: false, hotRank: null });
    expect((await value<Game[]>(PATHS.hotGames)).map((g) => g.gameId)).not.toContain(game.gameId);
    expect((await patch(platform.auth, { sort: 5_000_000 })).status).toBe(400);
    expect((await ops('PATCH', '/__ops/catalogue/games/no-such-game', platform.auth, { isNew: true })).status).toBe(
      404,
    );
  });
});
