import type { GameList } from '@lobby/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameOfferCounts, games } from '../src/db/schema';
import { TEST_DATABASES } from './databases';
import { useTestApp } from './harness';

describe.each(TEST_DATABASES)('kept game counts of vendor offers on $name', (database) => {
  const t = useTestApp(database, { GAME_LIST_TTL_SECONDS: '0', GAME_SEARCH_TTL_SECONDS: '0' });
  const total = async (query: string) =>
    ((await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${query}` })).json().value as GameList).totalCount;
  /** Every offer's kept count beside a count of the games themselves: they must agree. */
  const drift = async () =>
    (
      (await t.runtime.database.db.execute(sql`
        select coalesce(k.offer_key, g.offer_key) as offer, k.games as kept, g.n as counted
        from ${gameOfferCounts} k
        full join (select offer_key, count(*)::int as n from ${games} group by offer_key) g on g.offer_key = k.offer_key
        where coalesce(k.games, 0) <> coalesce(g.n, 0)`)) as unknown as { rows: unknown[] }
    ).rows;
  const game = (n: number, vendorCode: string, gameType: string, gameClassify = '') => ({
    gameId: `KC-${n}`,
    nodeId: `9700${n}`,
    gameCode: `KC-${n}`,
    vendorCode,
    gameType,
    gameClassify,
    names: { en: `Kept Count ${n}` },
  });

  it('agree with the games after the seed, and follow inserts, moves and deletes', async () => {
    expect(await drift()).toEqual([]);
    const [jili, fish, bingo] = [
      await total('vassalage=JL&gameType=RNG'),
      await total('vassalage=JL&gameType=FISH'),
      await total('vassalage=JL&gameType=RNG&gameClassify=BG'),
    ];
    // Several rows in one statement, as a seed writes them.
    await t.runtime.database.db.insert(games).values([1, 2, 3].map((n) => game(n, 'JL', 'RNG')));
    expect(await total('vassalage=JL&gameType=RNG')).toBe(jili + 3);
    // A game moved to another type and classification leaves one offer for the other.
    await t.runtime.database.db
      .update(games)
      .set({ gameType: 'RNG', gameClassify: 'BG' })
      .where(eq(games.gameId, 'KC-1'));
    await t.runtime.database.db.update(games).set({ gameType: 'FISH' }).where(eq(games.gameId, 'KC-2'));
    expect(await total('vassalage=JL&gameType=RNG&gameClassify=BG')).toBe(bingo + 1);
    expect(await total('vassalage=JL&gameType=FISH')).toBe(fish + 1);
    // A renamed game stays where it was.
    await t.runtime.database.db
      .update(games)
      .set({ names: { en: 'Kept Count Renamed' } })
      .where(eq(games.gameId, 'KC-3'));
    await t.runtime.database.db.delete(games).where(inArray(games.gameId, ['KC-1', 'KC-2']));
    expect([
      await total('vassalage=JL&gameType=RNG'),
      await total('vassalage=JL&gameType=FISH'),
      await total('vassalage=JL&gameType=RNG&gameClassify=BG'),
    ]).toEqual([jili + 1, fish, bingo]);
    expect(await drift()).toEqual([]);
  });

  it('stay exact when games are added at the same time', async () => {
    const before = await total('vassalage=PG&gameType=RNG');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.runtime.database.db.insert(games).values(game(100 + i, 'PG', 'RNG'))),
    );
    expect(await total('vassalage=PG&gameType=RNG')).toBe(before + 10);
    expect(await drift()).toEqual([]);
  });
});
