import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const OPENED = '/lgw/games/opened/numero';
const NEAR = '/lgw/numeros/near';

describe.each(TEST_DATABASES)('lottery draws on $name', (database) => {
  const t = useTestApp(database);
  const api = apiClient(t, '10.9.7.1');
  const firstOf = async (gameType: string) =>
    (
      (await api.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=1`)).json().value.games as {
        nodeId: string;
      }[]
    )[0]!.nodeId;

  it('answers the open draw and the latest results, drawn once and kept', async () => {
    const lottery = await firstOf('LOTT');
    const opened = (await api.get(`${OPENED}?nodeId=${lottery}`)).json().value as {
      numero: string;
      closeTime: string;
      serverTime: string;
    };
    expect(opened.numero).toMatch(/^\d{12}$/);
    const left = Date.parse(opened.closeTime) - Date.parse(opened.serverTime);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(300_000);

    const near = (await api.get(`${NEAR}?nodeId=${lottery}&size=4`)).json().value as {
      draws: { numero: string; drawTime: string; numbers: number[] }[];
    };
    expect(near.draws).toHaveLength(4);
    // Newest first, each closed before the open draw, five digits 0-9.
    expect(near.draws.map((d) => d.numero)).toEqual([...near.draws.map((d) => d.numero)].sort().reverse());
    expect(
      near.draws.every((d) => d.numero < opened.numero && Date.parse(d.drawTime) <= Date.parse(opened.serverTime)),
    ).toBe(true);
    expect(
      near.draws.every(
        (d) => d.numbers.length === 5 && d.numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 9),
      ),
    ).toBe(true);
    // Asked again, at once, the same numbers.
    const again = await Promise.all([1, 2, 3].map(() => api.get(`${NEAR}?nodeId=${lottery}&size=4`)));
    for (const res of again)
      expect(res.json().value.draws.map((d: { numbers: number[] }) => d.numbers)).toEqual(
        near.draws.map((d) => d.numbers),
      );

    const elott = await firstOf('ELOTT');
    // ELOTTO, the spec's other spelling, lists the same e-lotteries.
    expect(await firstOf('ELOTTO')).toBe(elott);
    const dice = (await api.get(`${NEAR}?nodeId=${elott}`)).json().value.draws as { numbers: number[] }[];
    expect(dice).toHaveLength(5);
    expect(dice.every((d) => d.numbers.length === 3 && d.numbers.every((n) => n >= 1 && n <= 6))).toBe(true);
  });

  it('refuses games that are not lotteries and bad parameters', async () => {
    const slot = await firstOf('RNG');
    expect((await api.get(`${OPENED}?nodeId=${slot}`)).statusCode).toBe(404);
    expect((await api.get(`${NEAR}?nodeId=nope`)).statusCode).toBe(404);
    const lottery = await firstOf('LOTT');
    for (const bad of [
      `${OPENED}`,
      `${OPENED}?nodeId=a%20b`,
      `${NEAR}?nodeId=${lottery}&size=21`,
      `${NEAR}?nodeId=${lottery}&size=-1`,
    ]) {
      const res = await api.get(bad);
      expect([res.statusCode, res.json().errorCode], bad).toEqual([400, 'request.invalid']);
    }
  });
});

const HALL = '/lgw/games';
const MENUS = '/lgw/games/game_menus';
const POPULAR = '/lgw/games/popular';
const RECENT = '/lgw/games/game_menus/recent';
type HallGame = {
  nodeId: string;
  gameType: string;
  vassalage: string;
  displayName: string;
  gameName: string;
  numero: string;
  closeTime: string;
};

describe.each(TEST_DATABASES)('lottery hall on $name', (database) => {
  const t = useTestApp(database);
  const api = apiClient(t, '10.9.7.2');

  it('lists every lottery with its open draw, grouped in menus by vendor', async () => {
    const hall = (await api.get(HALL)).json().value as { games: HallGame[]; serverTime: string };
    const listed = async (gameType: string) =>
      (await api.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=100`)).json().value
        .totalCount as number;
    expect(hall.games).toHaveLength((await listed('LOTT')) + (await listed('ELOTT')));
    expect(new Set(hall.games.map((g) => g.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));
    for (const game of hall.games) {
      const opened = (await api.get(`${OPENED}?nodeId=${game.nodeId}`)).json().value as { numero: string };
      expect(game.numero).toBe(opened.numero);
      expect(Date.parse(game.closeTime)).toBeGreaterThan(Date.parse(hall.serverTime));
    }
    const elott = (await api.get(`${HALL}?gameType=ELOTTO`)).json().value.games as HallGame[];
    expect(elott.length).toBeGreaterThan(0);
    expect(elott.every((g) => g.gameType === 'ELOTT')).toBe(true);

    const menus = (await api.get(MENUS)).json().value.menus as {
      menuCode: string;
      menuName: string;
      gameType: string;
      games: HallGame[];
    }[];
    expect(menus.flatMap((m) => m.games.map((g) => g.nodeId)).sort()).toEqual(hall.games.map((g) => g.nodeId).sort());
    for (const menu of menus)
      expect(
        menu.games.every(
          (g) => g.vassalage === menu.menuCode && g.displayName === menu.menuName && g.gameType === menu.gameType,
        ),
      ).toBe(true);
    // Names follow the language asked for.
    const cn = (await api.get(`${MENUS}?language=cn`)).json().value.menus as { games: HallGame[] }[];
    expect(cn.flatMap((m) => m.games.map((g) => g.gameName))).not.toEqual(
      menus.flatMap((m) => m.games.map((g) => g.gameName)),
    );
  });

  it("ranks popular lotteries by launches and keeps each member's recent ones", async () => {
    const hall = (await api.get(`${HALL}?gameType=LOTT`)).json().value.games as HallGame[];
    const last = hall.at(-1)!;
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    expect(
      (await api.get(`/wps/game/launchGame?nodeId=${last.nodeId}&vassalage=${last.vassalage}`, auth)).statusCode,
    ).toBe(200);
    // Popularity is counted at most once a minute: a fresh app reads the launch.
    const popular = (await api.get(`${POPULAR}?gameType=LOTT&size=3`)).json().value.games as HallGame[];
    expect(popular).toHaveLength(3);
    expect(popular[0]!.nodeId).toBe(last.nodeId);

    const recent = (await api.get(RECENT, auth)).json().value.games as HallGame[];
    expect(recent.map((g) => g.nodeId)).toEqual([last.nodeId]);
    expect(recent[0]!.numero).toMatch(/^\d{12}$/);
    expect((await api.get(RECENT)).json().errorCode).toBe('session.required');
  });

  it('refuses bad parameters with a 400', async () => {
    for (const bad of [
      `${HALL}?gameType=RNG`,
      `${MENUS}?language=xx`,
      `${POPULAR}?size=0`,
      `${POPULAR}?size=51`,
      `${HALL}?gameType=%00`,
    ]) {
      const res = await api.get(bad);
      expect([res.statusCode, res.json().errorCode], bad).toEqual([400, 'request.invalid']);
    }
  });
});
