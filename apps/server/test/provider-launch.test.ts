// Launching through a game provider and syncing its catalogue, against a provider written here that speaks the protocol.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/adapters/provider-signature';
import { games, providerGames } from '../src/db/schema';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { fakeProvider, providerGame } from './fake-provider';
import { useTestApp } from './harness';

const LAUNCH = '/wps/game/launchGame';

describe.each(TEST_DATABASES)('launching through a game provider on $name', (database) => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  const env: Record<string, string> = {};
  // Before the app starts (hooks run in order): the app is configured with this provider.
  beforeAll(async () => {
    provider = await fakeProvider([
      providerGame('lgp-slot-pg', 'PG'),
      providerGame('lgp-slot-pg-old', 'PG', 'withdrawn'),
      providerGame('lgp-crash-jl', 'JL'),
    ]);
    // Its game pages may open in a frame of the site.
    Object.assign(env, provider.env, { GAME_PROVIDER_FRAME_ORIGINS: 'http://provider.test' });
  });
  const t = useTestApp(database, env);
  afterAll(() => provider.close());

  const synced = async () =>
    expect
      .poll(async () => (await t.runtime.database.db.select().from(providerGames)).length, { timeout: 15_000 })
      .toBe(3);
  async function member() {
    const api = apiClient(t, '10.78.0.1');
    const token = (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string;
    return { api, auth: { Authorization: token } };
  }
  const firstGame = async (vendor: string, type = 'RNG') => {
    const [row] = await t.runtime.database.db
      .select()
      .from(games)
      .where(sql`${games.vendorCode} = ${vendor} and ${games.gameType} = ${type}`)
      .limit(1);
    return row!;
  };

  it("syncs the provider's catalogue at start: its games stored, a withdrawn one marked", async () => {
    await synced();
    const rows = await t.runtime.database.db.select().from(providerGames).where(eq(providerGames.providerCode, 'LGPT'));
    expect(Object.fromEntries(rows.map((r) => [r.gameCode, r.status]))).toEqual({
      'lgp-slot-pg': 'active',
      'lgp-slot-pg-old': 'withdrawn',
      'lgp-crash-jl': 'active',
    });
  });

  it("opens a listed vendor's game at the provider with a signed request and a wallet token that works", async () => {
    await synced();
    const { api, auth } = await member();
    const pg = await firstGame('PG');
    const launched = (await api.get(`${LAUNCH}?nodeId=${pg.nodeId}&vassalage=PG`, { ...auth, Language: 'my' })).json();
    expect(launched.value).toMatchObject({
      kind: 'provider',
      url: expect.stringMatching(/^http:\/\/provider\.test\/play\/lgp-slot-pg\?/),
      frame: true,
    });
    // The site may frame the provider's pages, and no other origin's.
    const page = await t.app.inject({ url: '/m/home' });
    expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self' http://provider.test;");
    const asked = provider.launches.at(-1)!;
    expect(asked).toMatchObject({ game_code: 'lgp-slot-pg', currency: 'MMK', language: 'my', mode: 'real' });
    expect(asked.return_url).toMatch(/\/m\/home$/);
    // The token it was given is the member's at the wallet.
    const body = JSON.stringify({ request_uuid: randomUUID(), token: asked.token, game_code: 'lgp-slot-pg' });
    const info = await t.app.inject({
      method: 'POST',
      url: '/provider-wallet/v1/user/info',
      headers: {
        'content-type': 'application/json',
        'x-provider': 'LGPT',
        'x-signature': signBody(body, provider.providerKeys.privateKey),
      },
      payload: body,
    });
    expect(info.json()).toMatchObject({ status: 'RS_OK', user: asked.user, currency: 'MMK', language: 'my' });
    expect(provider.refusedSignatures).toBe(0);
  });

  it('keeps in-house games on the site, and a vendor the provider does not list on the stand-in page', async () => {
    await synced();
    const { api, auth } = await member();
    const bgs = await firstGame('BGS');
    expect((await api.get(`${LAUNCH}?nodeId=${bgs.nodeId}&vassalage=BGS`, auth)).json().value.kind).toBe('inHouse');
    const evo = await firstGame('EVO', 'LIVE');
    expect((await api.get(`${LAUNCH}?nodeId=${evo.nodeId}&vassalage=EVO`, auth)).json().value.kind).toBe('demo');
  });

  it("launches a trial account in the provider's demo mode, with no wallet token", async () => {
    await synced();
    const api = apiClient(t, '10.78.0.2');
    const trial = (await api.post('/wps/session/login/freeplay')).json().value.token as string;
    const jl = await firstGame('JL');
    const launched = (await api.get(`${LAUNCH}?nodeId=${jl.nodeId}&vassalage=JL`, { Authorization: trial })).json();
    expect(launched.value.kind).toBe('provider');
    expect(provider.launches.at(-1)).toMatchObject({ game_code: 'lgp-crash-jl', mode: 'demo', token: '' });
  });

  it('tells the player plainly when the provider does not answer', async () => {
    await synced();
    const { api, auth } = await member();
    await provider.close();
    const pg = await firstGame('PG');
    const answer = await api.get(`${LAUNCH}?nodeId=${pg.nodeId}&vassalage=PG`, auth);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ success: false, errorCode: 'game.providerUnavailable' });
  });
});
