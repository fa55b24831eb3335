import type { GameList, Vendor, VendorGameType } from '@lobby/contract';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@lobby/contract/constants';
import { describe, expect, it } from 'vitest';
import { games } from '../src/db/schema';
import { demoCatalogue } from '../src/seed/seed';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const catalogue = demoCatalogue().gameRows;

describe.each(TEST_DATABASES)('vendors on $name', (database) => {
  const t = useTestApp(database);
  const value = async <T>(url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value as T;
  };
  const vendors = (query = '') => value<Vendor[]>(`/wps/relay/GCSGAME_gameVendor?${query}`);

  it('lists every vendor offer with its game count, at least 12 vendors', async () => {
    const all = await vendors('gameType=&language=en');
    expect(new Set(all.map((v) => v.vassalage)).size).toBeGreaterThanOrEqual(12);
    expect(all.reduce((sum, v) => sum + v.gameCount, 0)).toBe(catalogue.length);
    for (const v of all) {
      const count = catalogue.filter(
        (g) => g.vendorCode === v.vassalage && g.gameType === v.gameType && g.gameClassify === v.gameClassify,
      ).length;
      expect(v.gameCount, `${v.vassalage} ${v.gameType}`).toBe(count);
    }
    // The brand's sorting: RNG first (JILI leading), bingo offers after the plain ones.
    expect(all[0]).toEqual({
      vassalage: 'JL',
      displayName: 'JILI',
      gameType: 'RNG',
      gameCount: 110,
      isHot: 1,
      gameClassify: '',
    });
  });

  it('lists the vendors of one type in sorting order (sports, then esports, then cockfight)', async () => {
    const sports = await vendors('gameType=SPORTS');
    expect(sports.map((v) => v.vassalage)).toEqual(['SBO', 'SABA', ...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS]);
    expect(sports.every((v) => v.gameType === 'SPORTS')).toBe(true);
    expect(sports.find((v) => v.vassalage === 'SBO')?.isHot).toBe(1);
    expect(sports.find((v) => v.vassalage === 'SABA')?.isHot).toBe(0);
    const rng = await vendors('gameType=RNG');
    expect(rng.map((v) => `${v.vassalage}${v.gameClassify && `/${v.gameClassify}`}`)).toEqual([
      'JL',
      'PG',
      'PP',
      'FC',
      'JDB',
      'CQ9',
      'BGS',
      'KM/BG',
      'JL/BG',
    ]);
  });

  it('counts what the game list finds', async () => {
    for (const v of await vendors('gameType=LIVE')) {
      const list = await value<GameList>(`/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=${v.vassalage}`);
      expect(list.totalCount).toBe(v.gameCount);
    }
  });

  it('tells the game types and classifications a vendor offers', async () => {
    const jili = await value<VendorGameType[]>('/wps/relay/GLS2_getVassGameType?typeId=JL&merchant_code=DEMO');
    expect(jili).toEqual([
      { vassalage: 'JL', displayName: 'JILI', gameType: 'RNG', gameClassify: '', gameCount: 110 },
      { vassalage: 'JL', displayName: 'JILI', gameType: 'FISH', gameClassify: '', gameCount: 12 },
      { vassalage: 'JL', displayName: 'JILI', gameType: 'PVP', gameClassify: '', gameCount: 14 },
      { vassalage: 'JL', displayName: 'JILI', gameType: 'RNG', gameClassify: 'BG', gameCount: 12 },
    ]);
    expect(await value('/wps/relay/GLS2_getVassGameType?typeId=tcg_lotto_vn')).toEqual([
      { vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lotto', gameType: 'LOTT', gameClassify: '', gameCount: 8 },
    ]);
    expect(await value('/wps/relay/GLS2_getVassGameType?typeId=NOPE')).toEqual([]);
    // The brand may come as merchant_code, the platform's spelling here.
    expect(
      (await t.app.inject({ url: '/wps/relay/GLS2_getVassGameType?typeId=JL&merchant_code=NOPE' })).json().errorCode,
    ).toBe('merchant.unknown');
  });

  it.each([
    ['/wps/relay/GCSGAME_gameVendor?gameType=ESPORTS', 'query.gameType'],
    ['/wps/relay/GCSGAME_gameVendor?language=xx', 'query.language'],
    ['/wps/relay/GCSGAME_gameVendor?refresh=2', 'query.refresh'],
    ['/wps/relay/GLS2_getVassGameType', 'query.typeId'],
    ['/wps/relay/GLS2_getVassGameType?typeId=J%20L', 'query.typeId'],
  ])('rejects %s', async (url, field) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, errorCode: 'request.invalid', data: { fields: [field] } });
  });

  it('caches the counts until asked to refresh', async () => {
    const before = (await vendors('gameType=ELOTT'))[0]!.gameCount;
    await t.runtime.database.db.insert(games).values({
      gameId: 'TCG-ELOTT-900',
      nodeId: '900900',
      gameCode: 'TCG-ELOTT-900',
      vendorCode: 'TCG',
      gameType: 'ELOTT',
      names: { en: 'Extra Lotto' },
    });
    expect((await vendors('gameType=ELOTT'))[0]!.gameCount).toBe(before);
    expect((await vendors('gameType=ELOTT&refresh=1'))[0]!.gameCount).toBe(before + 1);
    expect((await value<VendorGameType[]>('/wps/relay/GLS2_getVassGameType?typeId=TCG'))[0]!.gameCount).toBe(
      before + 1,
    );
  });
});
