// A provider's catalogue in the lobby: new games listed under their vendor, names kept, withdrawn games gone.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { games } from '../src/db/schema';
import { lobbyGameId, lobbyNames, lobbyOfferFor, type VendorOffer } from '../src/services/provider-lobby';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { fakeProvider, providerGame } from './fake-provider';
import { useTestApp } from './harness';

describe('where a provider game is listed', () => {
  const offers: VendorOffer[] = [
    { code: 'PG', gameType: 'LIVE', gameClassify: '', sort: 3 },
    { code: 'PG', gameType: 'RNG', gameClassify: 'BG', sort: 2 },
    { code: 'PG', gameType: 'RNG', gameClassify: '', sort: 1 },
    { code: 'JL', gameType: 'PVP', gameClassify: '', sort: 4 },
    { code: 'JL', gameType: 'FISH', gameClassify: '', sort: 5 },
  ];
  it.each([
    ['slot', 'PG', 'PG:RNG:'],
    ['roulette', 'PG', 'PG:LIVE:'],
    ['crash', 'PG', 'PG:RNG:'],
    ['crash', 'JL', 'JL:FISH:'],
    ['slot', 'JL', 'JL:PVP:'],
  ] as const)('a %s game of studio %s goes to the offer %s', (kind, studio, expected) => {
    const offer = lobbyOfferFor({ kind, studio }, offers);
    expect(offer && `${offer.code}:${offer.gameType}:${offer.gameClassify}`).toBe(expected);
  });
  it('is nowhere when its studio is none of the vendors', () => {
    expect(lobbyOfferFor({ kind: 'slot', studio: 'XX' }, offers)).toBeUndefined();
  });
  it('keeps English, Chinese and Burmese names, English falling back to the first it has', () => {
    expect(lobbyNames({ en: 'Fortune', cn: '财富', my: 'ကံ', th: 'โชค' })).toEqual({
      en: 'Fortune',
      cn: '财富',
      my: 'ကံ',
    });
    expect(lobbyNames({ th: 'โชค' })).toEqual({ en: 'โชค' });
  });
  it('has a stable, node-id-safe id per provider, studio and code', () => {
    const id = lobbyGameId('LGP', 'PG', 'a very long game code with spaces / and slashes');
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(lobbyGameId('LGP', 'PG', 'x')).toBe(lobbyGameId('LGP', 'PG', 'x'));
    expect(lobbyGameId('LGP', 'PG', 'x')).not.toBe(lobbyGameId('LGP', 'JL', 'x'));
  });
});

describe('GAME_PROVIDER_FRAME_ORIGINS', () => {
  it.each([
    ['', []],
    ['https://games.example', ['https://games.example']],
    [' https://games.example/ , http://localhost:3100', ['https://games.example', 'http://localhost:3100']],
  ])('takes %j as the origins %j', (value, origins) => {
    expect(loadConfig({ GAME_PROVIDER_FRAME_ORIGINS: value }).GAME_PROVIDER_FRAME_ORIGINS).toEqual(origins);
  });
  it.each([
    'https://games.example/play',
    'javascript:alert(1)',
    'games.example',
    'https://a.example,',
    'ftp://x.example',
  ])('refuses %j (an origin is a scheme, a host and maybe a port)', (value) => {
    expect(() => loadConfig({ GAME_PROVIDER_FRAME_ORIGINS: value })).toThrow(/GAME_PROVIDER_FRAME_ORIGINS/);
  });
});

describe.each(TEST_DATABASES)("a provider's catalogue in the lobby on $name", (database) => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    provider = await fakeProvider([
      { ...providerGame('lgp-slot-pg', 'PG'), names: { en: 'Lucky Reels', cn: '幸运转轴', my: 'ကံကောင်း ရီးလ်' } },
      providerGame('lgp-slot-pg-old', 'PG', 'withdrawn'),
      providerGame('lgp-slot-zz', 'ZZ'),
    ]);
    // Synced every second, lists never cached: each change shows within a sync.
    Object.assign(env, provider.env, {
      PROVIDER_SYNC_INTERVAL_SECONDS: '1',
      GAME_LIST_TTL_SECONDS: '0',
      GAME_SEARCH_TTL_SECONDS: '0',
    });
  });
  const t = useTestApp(database, env);
  afterAll(() => provider.close());

  const id = (code: string, studio = 'PG') => lobbyGameId('LGPT', studio, code);
  const row = async (gameId: string) =>
    (await t.runtime.database.db.select().from(games).where(eq(games.gameId, gameId)))[0];
  const pgSlots = async (language = 'en') =>
    (
      await t.app.inject({
        url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=5',
        headers: { Language: language },
      })
    ).json().value as { totalCount: number; games: { nodeId: string; gameName: string; isNew: boolean }[] };

  it("is ready once the provider's catalogue is in the lobby", async () => {
    await expect
      .poll(async () => (await t.app.inject({ url: '/__ops/ready' })).statusCode, { timeout: 20_000 })
      .toBe(200);
    expect((await row(id('lgp-slot-pg')))?.withdrawnAt).toBeNull();
  });

  it("lists a new game first in its vendor's offer, marked new, with its names in each language", async () => {
    await expect.poll(async () => (await pgSlots()).games[0]?.nodeId, { timeout: 20_000 }).toBe(id('lgp-slot-pg'));
    expect((await pgSlots()).games[0]).toMatchObject({ gameName: 'Lucky Reels', isNew: true });
    expect((await pgSlots('cn')).games[0]).toMatchObject({ gameName: '幸运转轴' });
    expect((await pgSlots('my')).games[0]).toMatchObject({ gameName: 'ကံကောင်း ရီးလ်' });
  });

  it('lists no withdrawn game, and no game of a studio that is not a vendor', async () => {
    await expect.poll(async () => (await row(id('lgp-slot-pg')))?.withdrawnAt, { timeout: 20_000 }).toBeNull();
    expect((await row(id('lgp-slot-pg-old')))?.withdrawnAt).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(await row(id('lgp-slot-zz', 'ZZ'))).toBeUndefined();
    const listed = (await pgSlots()).games.map((g) => g.nodeId);
    expect(listed).not.toContain(id('lgp-slot-pg-old'));
  });

  it('follows a change of names, a withdrawal (gone from the list, launch refused, its row kept) and a return', async () => {
    await expect.poll(async () => (await row(id('lgp-slot-pg')))?.withdrawnAt, { timeout: 20_000 }).toBeNull();
    const api = apiClient(t, '10.78.0.9');
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    const launch = () =>
      api.get(`/wps/game/launchGame?nodeId=${id('lgp-slot-pg')}&vassalage=PG`, {
        Authorization: token,
        Language: 'en',
      });
    // No frame origin configured: the game opens as a page of its own, and the site frames nobody.
    expect((await launch()).json().value).toMatchObject({ kind: 'provider', frame: false });
    expect(String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy'])).toContain(
      "frame-src 'self';",
    );
    expect(provider.launches.at(-1)).toMatchObject({ game_code: 'lgp-slot-pg' });
    const countBefore = (await pgSlots()).totalCount;

    provider.catalogue = [
      { ...providerGame('lgp-slot-pg', 'PG'), names: { en: 'Lucky Reels Deluxe' } },
      providerGame('lgp-slot-pg-old', 'PG', 'withdrawn'),
    ];
    await expect.poll(async () => (await pgSlots()).games[0]?.gameName, { timeout: 20_000 }).toBe('Lucky Reels Deluxe');

    provider.catalogue = [providerGame('lgp-slot-pg-old', 'PG', 'withdrawn')];
    await expect.poll(async () => (await row(id('lgp-slot-pg')))?.withdrawnAt, { timeout: 20_000 }).not.toBeNull();
    expect((await pgSlots()).games.map((g) => g.nodeId)).not.toContain(id('lgp-slot-pg'));
    expect((await pgSlots()).totalCount).toBe(countBefore - 1);
    const refused = await launch();
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'game.withdrawn' });

    provider.catalogue = [providerGame('lgp-slot-pg', 'PG')];
    await expect.poll(async () => (await pgSlots()).totalCount, { timeout: 20_000 }).toBe(countBefore);
    const counted = await t.runtime.database.db.execute(
      sql`select count(*)::int as n from games where offer_key = 'PG:RNG:'`,
    );
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(countBefore);
  });
});

describe('a provider that does not answer at start', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    const provider = await fakeProvider([providerGame('lgp-slot-pg', 'PG')]);
    await provider.close();
    Object.assign(env, provider.env);
  });
  const t = useTestApp(TEST_DATABASES[0]!, env);

  it('keeps the server starting (not ready) while its sync is retried, alive all the same', async () => {
    const ready = await t.app.inject({ url: '/__ops/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'starting' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
