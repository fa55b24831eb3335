import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  PROVIDER_PLATFORM_PATHS,
  providerCatalogueAnswerSchema,
  providerGameUrlAnswerSchema,
} from '@lobby/contract/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_FILE } from '../src/catalogue/catalogue';
import {
  launchBody,
  makeKeys,
  openGame,
  platformCall,
  play,
  PUBLIC_URL,
  startProvider,
  tempDir,
  type Keys,
} from './support';

const { gameUrl, games } = PROVIDER_PLATFORM_PATHS;

let keys: Keys;
beforeAll(() => {
  keys = makeKeys();
});

describe('signed platform calls', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider(keys);
  });
  afterAll(() => provider.app.close());

  const sessionCount = () => Object.keys(provider.store.state.sessions).length;

  it.each([
    ['no signature', null],
    ["a stranger's signature", 'stranger'],
    ["the provider's own key", 'provider'],
  ] as const)('refuses a launch with %s before anything else, and keeps nothing', async (_what, signer) => {
    const before = sessionCount();
    const key = signer ? keys[signer].privateKey : null;
    for (const url of [gameUrl, games]) {
      const res = await platformCall(provider, url, launchBody(), key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    }
    // Even a body that is no JSON, from nobody we know, is a signature error first.
    const garbage = await platformCall(provider, gameUrl, '{not json', key);
    expect(garbage.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect(sessionCount()).toBe(before);
  });

  it('refuses a body changed after it was signed', async () => {
    const body = JSON.stringify(launchBody());
    const res = await provider.app.inject({
      method: 'POST',
      url: gameUrl,
      payload: body.replace('"en"', '"cn"'),
      headers: {
        'content-type': 'application/json',
        'x-platform': 'LOBBY',
        'x-signature': (await import('../src/protocol/signature')).signBody(body, keys.platform.privateKey),
      },
    });
    expect(res.json()).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE' });
  });

  it('accepts either listed platform key (rotation)', async () => {
    for (const pair of [keys.platform, keys.platformNext]) {
      const res = await platformCall(provider, gameUrl, launchBody(), pair.privateKey);
      expect(providerGameUrlAnswerSchema.parse(res.json()).status).toBe('RS_OK');
    }
  });

  it.each([
    ['an unknown partner', launchBody(), { 'x-platform': 'OTHER' }, 'RS_ERROR_INVALID_PARTNER'],
    ['JSON that does not parse', '{"request_uuid":', {}, 'RS_ERROR_WRONG_SYNTAX'],
    ['a field of the wrong type', { ...launchBody(), mode: 'free' }, {}, 'RS_ERROR_WRONG_TYPES'],
    ['a missing field', { ...launchBody(), user: undefined }, {}, 'RS_ERROR_WRONG_TYPES'],
    ['an unknown game', launchBody({ game_code: 'lgp-slot-none' }), {}, 'RS_ERROR_INVALID_GAME'],
    ['a real launch without token', launchBody({ token: '' }), {}, 'RS_ERROR_INVALID_TOKEN'],
  ])('answers %s with its status', async (_what, body, headers, status) => {
    const before = sessionCount();
    const res = await platformCall(provider, gameUrl, body, keys.platform.privateKey, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status });
    expect(sessionCount()).toBe(before);
  });

  it('refuses a body over 64 KiB', async () => {
    const res = await platformCall(provider, games, { request_uuid: 'x'.repeat(70_000) }, keys.platform.privateKey);
    expect(res.statusCode).toBe(413);
  });
});

describe('launch and its one-time ticket', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider(keys);
  });
  afterAll(() => provider.app.close());

  it('answers a URL on its own origin, the same one for the same request sent again', async () => {
    const body = launchBody();
    const first = (await platformCall(provider, gameUrl, body, keys.platform.privateKey)).json<{ url: string }>();
    const again = (await platformCall(provider, gameUrl, body, keys.platform.privateKey)).json<{ url: string }>();
    expect(first.url.startsWith(`${PUBLIC_URL}/play/`)).toBe(true);
    expect(again.url).toBe(first.url);
    const other = (await platformCall(provider, gameUrl, launchBody(), keys.platform.privateKey)).json<{
      url: string;
    }>();
    expect(other.url).not.toBe(first.url);
  });

  it.each([
    ['my', 'ကစားချိန် ပြီးဆုံးပါပြီ', 'lang="my"'],
    ['en', 'Session ended', 'lang="en"'],
    ['cn', '会话已结束', 'lang="zh-CN"'],
    ['th', 'เซสชันสิ้นสุดแล้ว', 'lang="th"'],
  ])('opens the game once; a second opening shows "session ended" in %s', async (language, title, lang) => {
    const res = await platformCall(provider, gameUrl, launchBody({ language }), keys.platform.privateKey);
    const path = new URL(res.json<{ url: string }>().url).pathname;
    const first = await provider.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('id="boot"');
    expect(first.body).toContain(lang);
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'self' https://brand.test");
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await provider.app.inject({ method: 'GET', url: path });
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain(title);
    expect(second.body).toContain(lang);
    expect(second.body).toContain('href="https://brand.test/m/home"');
    expect(second.body).not.toContain('id="boot"');
  });

  it('shows "session ended" for a ticket it never gave, in the browser\'s language', async () => {
    const res = await provider.app.inject({
      method: 'GET',
      url: '/play/not-a-ticket',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('会话已结束');
  });

  it('lets the page call only with its key, once opened', async () => {
    const launched = await platformCall(
      provider,
      gameUrl,
      launchBody({ mode: 'demo', token: '' }),
      keys.platform.privateKey,
    );
    const session = Object.values(provider.store.state.sessions).find((s) =>
      launched.json<{ url: string }>().url.endsWith(s.ticket),
    )!;
    // Not opened yet: its key does not work.
    expect((await play(provider, session.key, '/api/v1/session')).statusCode).toBe(401);
    const opened = await openGame(provider, keys, { mode: 'demo', token: '' });
    expect((await play(provider, 'wrong', '/api/v1/session')).json()).toEqual({ error: 'sessionEnded' });
    const ok = await play(provider, opened.key, '/api/v1/session');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ balance: 200_000, staked: 0, won: 0 });
  });
});

// Every vendor code of the platform's demo catalogue but BGS, the platform's own.
const STUDIOS = {
  slot: ['JL', 'PG', 'PP', 'FC', 'JDB', 'CQ9'],
  roulette: ['EVO', 'SEXY', 'KM', 'TCG_LOTTO_VN', 'TCG_SEA', 'TCG'],
  crash: ['V8', 'SBO', 'SABA', 'AV', 'AI', 'IMES', 'TF', 'IA', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
};

describe('catalogue', () => {
  it('lists a game of the right kind for every studio, named in en, my and cn, with stable codes and its RTP', async () => {
    const provider = await startProvider(keys);
    const res = await platformCall(provider, games, { request_uuid: 'c1' }, keys.platform.privateKey);
    const answer = providerCatalogueAnswerSchema.parse(res.json());
    expect(answer.status).toBe('RS_OK');
    const list = answer.games!;
    for (const [kind, studios] of Object.entries(STUDIOS)) {
      for (const studio of studios) {
        expect(
          list.some((g) => g.studio === studio && g.kind === kind),
          `${studio} ${kind}`,
        ).toBe(true);
      }
    }
    expect(list.some((g) => g.studio === 'BGS')).toBe(false);
    expect(new Set(list.map((g) => g.game_code)).size).toBe(list.length);
    for (const game of list) {
      expect(game.game_code).toBe(`lgp-${game.kind}-${game.studio.toLowerCase().replace(/_/g, '-')}`);
      for (const lang of ['en', 'my', 'cn'])
        expect(game.names[lang]?.length, `${game.game_code} ${lang}`).toBeGreaterThan(0);
      expect(game.rtp).toBe({ slot: 9667, roulette: 9730, crash: 9700 }[game.kind]);
      expect(game.status).toBe('active');
    }
    // Burmese names are written in Burmese.
    expect(list.every((g) => /[\u1000-\u109f]/.test(g.names.my!))).toBe(true);
    await provider.app.close();
  });

  it("withdraws games by the data folder's catalogue.json (read at each call) and by configuration", async () => {
    const dataDir = tempDir();
    const provider = await startProvider(keys, { dataDir, env: { PROVIDER_WITHDRAWN_GAMES: 'lgp-crash-sbo' } });
    const list = async () =>
      providerCatalogueAnswerSchema.parse(
        (await platformCall(provider, games, { request_uuid: 'c2' }, keys.platform.privateKey)).json(),
      ).games!;
    const status = async (code: string) => (await list()).find((g) => g.game_code === code)!;
    expect((await status('lgp-crash-sbo')).status).toBe('withdrawn');
    expect((await status('lgp-slot-pg')).status).toBe('active');
    const before = (await status('lgp-slot-pg')).updated_at;

    writeFileSync(
      path.join(dataDir, CATALOGUE_FILE),
      JSON.stringify({ withdrawn: { 'lgp-slot-pg': '2026-12-05T10:00:00Z' } }),
    );
    const withdrawn = await status('lgp-slot-pg');
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.updated_at).toBe('2026-12-05T10:00:00.000Z');
    expect(withdrawn.updated_at).not.toBe(before);
    const launch = await platformCall(
      provider,
      gameUrl,
      launchBody({ game_code: 'lgp-slot-pg' }),
      keys.platform.privateKey,
    );
    expect(launch.json()).toEqual({ status: 'RS_ERROR_INVALID_GAME' });

    writeFileSync(path.join(dataDir, CATALOGUE_FILE), JSON.stringify({ withdrawn: {} }));
    expect((await status('lgp-slot-pg')).status).toBe('active');
    await provider.app.close();
  });
});

describe('configuration', () => {
  it('refuses to start without keys, saying which and how to make them', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({})).toThrow(/PROVIDER_PRIVATE_KEY.*\n[\s\S]*openssl genpkey/);
    expect(() => loadConfig({ PROVIDER_PRIVATE_KEY: keys.provider.privatePem })).toThrow(/PLATFORM_PUBLIC_KEYS/);
    expect(() =>
      loadConfig({ PROVIDER_PRIVATE_KEY: 'not a key', PLATFORM_PUBLIC_KEYS: keys.platform.publicPem }),
    ).toThrow(/not a valid PEM key/);
    const config = loadConfig({
      PROVIDER_PRIVATE_KEY: keys.provider.privatePem.replace(/\n/g, '\\n'),
      PLATFORM_PUBLIC_KEYS: keys.platform.publicPem + keys.platformNext.publicPem,
    });
    expect(config.platformKeys).toHaveLength(2);
    expect(config.port).toBe(3100);
    expect(config.providerCode).toBe('LGP');
  });
});
