import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const OPENED = '/lgw/games/opened/numero';
const NEAR = '/lgw/numeros/near';

describe.each(TEST_DATABASES)('lottery draws on $name', (database) => {
  const t = useTestApp(database);
  const api = apiClient(t, '10.9.7.1');
  const firstOf = async (gameType: string) => ((await api.get(`/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=1`)).json().value.games as { nodeId: string }[])[0]!.nodeId;

  it('answers the open draw and the latest results, drawn once and kept', async () => {
    const lottery = await firstOf('LOTT');
    const opened = (await api.get(`${OPENED}?nodeId=${lottery}`)).json().value as { numero: string; closeTime: string; serverTime: string };
    expect(opened.numero).toMatch(/^\d{12}$/);
    const left = Date.parse(opened.closeTime) - Date.parse(opened.serverTime);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(300_000);

    const near = (await api.get(`${NEAR}?nodeId=${lottery}&size=4`)).json().value as { draws: { numero: string; drawTime: string; numbers: number[] }[] };
    expect(near.draws).toHaveLength(4);
    // Newest first, each closed before the open draw, five digits 0-9.
    expect(near.draws.map((d) => d.numero)).toEqual([...near.draws.map((d) => d.numero)].sort().reverse());
    expect(near.draws.every((d) => d.numero < opened.numero && Date.parse(d.drawTime) <= Date.parse(opened.serverTime))).toBe(true);
    expect(near.draws.every((d) => d.numbers.length === 5 && d.numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 9))).toBe(true);
    // Asked again, at once, the same numbers.
    const again = await Promise.all([1, 2, 3].map(() => api.get(`${NEAR}?nodeId=${lottery}&size=4`)));
    for (const res of again) expect(res.json().value.draws.map((d: { numbers: number[] }) => d.numbers)).toEqual(near.draws.map((d) => d.numbers));

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
    for (const bad of [`${OPENED}`, `${OPENED}?nodeId=a%20b`, `${NEAR}?nodeId=${lottery}&size=21`, `${NEAR}?nodeId=${lottery}&size=-1`]) {
      const res = await api.get(bad);
      expect([res.statusCode, res.json().errorCode], bad).toEqual([400, 'request.invalid']);
    }
  });
});
