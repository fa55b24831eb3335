import { describe, expect, it } from 'vitest';
import { apiClient } from './api';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

const LIST = '/wps/relay/MCSFE_getFavoriteGamesList';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

describe.each(TEST_DATABASES)('favourites on $name', (database) => {
  const t = useTestApp(database);

  it('adds once, lists in pages with filters, and removes', async () => {
    const api = apiClient(t, '10.9.3.1');
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const slots = (await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=3')).json().value
      .games as { nodeId: string; vassalage: string }[];
    const live = (await api.get('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')).json().value.games as {
      nodeId: string;
      vassalage: string;
    }[];
    for (const game of [...slots, ...live]) {
      expect((await api.post(ADD, { nodeId: game.nodeId, vendor: game.vassalage }, auth)).statusCode).toBe(200);
    }
    // A second add is ignored.
    expect((await api.post(ADD, { nodeId: slots[0]!.nodeId, vendor: 'PG' }, auth)).statusCode).toBe(200);
    const all = (await api.get(LIST, auth)).json().value as { totalCount: number; content: { nodeId: string }[] };
    expect(all).toMatchObject({ totalCount: 4, pageNo: 1, pageNum: 1, pageSize: 36, totalPages: 1 });
    expect(all.content.map((g) => g.nodeId).sort()).toEqual([...slots, ...live].map((g) => g.nodeId).sort());
    expect((await api.get(`${LIST}?gameType=LIVE`, auth)).json().value.totalCount).toBe(1);
    expect((await api.get(`${LIST}?vendor=PG&pageSize=2&pageNo=2`, auth)).json().value).toMatchObject({
      totalCount: 3,
      totalPages: 2,
      pageNo: 2,
      pageNum: 2,
      pageSize: 2,
    });
    expect((await api.get(`${LIST}?pageSize=200`, auth)).statusCode).toBe(200);
    expect((await api.get(`${LIST}?pageSize=201`, auth)).statusCode).toBe(400);

    expect((await api.del(`${REMOVE}?nodeId=${slots[0]!.nodeId}&vendor=PG`, auth)).statusCode).toBe(200);
    expect((await api.get(LIST, auth)).json().value.totalCount).toBe(3);
  });

  it('refuses visitors, unknown games and malformed names, storing nothing', async () => {
    const api = apiClient(t, '10.9.3.2');
    expect((await api.get(LIST)).json().errorCode).toBe('session.required');
    expect((await api.post(ADD, { nodeId: '100001', vendor: 'PG' })).statusCode).toBe(401);
    const auth = {
      Authorization: (await api.login({ username: 'demo01', password: 'Demo-pass-01' })).json().value.token as string,
    };
    const before = (await api.get(LIST, auth)).json().value.totalCount as number;
    expect((await api.post(ADD, { nodeId: '999999999', vendor: 'PG' }, auth)).statusCode).toBe(404);
    const game = (
      (await api.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=1')).json().value.games as {
        nodeId: string;
      }[]
    )[0]!;
    // The right node under another vendor is not that game.
    expect((await api.post(ADD, { nodeId: game.nodeId, vendor: 'JL' }, auth)).statusCode).toBe(404);
    expect((await api.post(ADD, { nodeId: "1' or '1'='1", vendor: 'PG' }, auth)).statusCode).toBe(400);
    expect((await api.post(ADD, {}, auth)).statusCode).toBe(400);
    expect((await api.del(REMOVE, auth)).statusCode).toBe(400);
    expect((await api.get(LIST, auth)).json().value.totalCount).toBe(before);
  });
});
