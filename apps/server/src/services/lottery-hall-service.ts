import type { Game, Language, LotteryGame, LotteryGames, LotteryMenus } from '@lobby/contract';
import { drawShape, openDraw } from '@lobby/domain';
import type { Cache } from '../adapters/cache';
import type { LotteryRepo } from '../db/repositories/lottery-repo';
import type { GameListService } from './game-list-service';

type LotteryType = 'LOTT' | 'ELOTT';

/** More lotteries than any brand offers: the hall lists them all on one page. */
const HALL_LIMIT = 200;
/** Popularity counts the launches of the last week, refreshed at most once a minute. */
const POPULAR_WINDOW_MS = 7 * 24 * 3600 * 1000;
const POPULAR_TTL_SECONDS = 60;

/**
 * The lottery hall (known-api.md: /lgw/games and its menus, popular and recent): the brand's
 * lotteries in its vendor order, each with the draw open now, so a list shows every countdown
 * from one answer.
 */
export function lotteryHallService(deps: { gameList: GameListService; repo: LotteryRepo; cache: Cache }) {
  const typesOf = (gameType: LotteryType | undefined) => (gameType ? [gameType] : ['LOTT', 'ELOTT']);
  const withDraw =
    (now: Date) =>
    (game: Game): LotteryGame => {
      const draw = openDraw(drawShape(game.gameType), now);
      return { ...game, numero: draw.numero, closeTime: draw.closesAt.toISOString() };
    };

  async function all(merchant: string, language: Language, gameType: LotteryType | undefined): Promise<Game[]> {
    const page = { gameTypes: typesOf(gameType), vassalage: [], isNew: false, pageNo: 1, pageSize: HALL_LIMIT };
    return (await deps.gameList.page(merchant, language, page)).games;
  }

  /** Each brand's own members' launches: one brand's players do not rank another's lotteries. */
  async function launchCounts(merchant: string, now: Date): Promise<Record<string, number>> {
    const key = `lottery:launches:${merchant}`;
    const hit = await deps.cache.get<Record<string, number>>(key);
    if (hit) return hit;
    const counts = Object.fromEntries(
      await deps.repo.launchCounts(merchant, new Date(now.getTime() - POPULAR_WINDOW_MS)),
    );
    await deps.cache.set(key, counts, POPULAR_TTL_SECONDS);
    return counts;
  }

  return {
    async games(
      merchant: string,
      language: Language,
      gameType: LotteryType | undefined,
      now = new Date(),
    ): Promise<LotteryGames> {
      return { games: (await all(merchant, language, gameType)).map(withDraw(now)), serverTime: now.toISOString() };
    },

    /** One menu per lottery vendor, in the brand's vendor order. */
    async menus(
      merchant: string,
      language: Language,
      gameType: LotteryType | undefined,
      now = new Date(),
    ): Promise<LotteryMenus> {
      const menus = new Map<string, LotteryMenus['menus'][number]>();
      for (const game of (await all(merchant, language, gameType)).map(withDraw(now))) {
        const key = `${game.vassalage}:${game.gameType}`;
        const menu = menus.get(key) ?? {
          menuCode: game.vassalage,
          menuName: game.displayName,
          gameType: game.gameType as LotteryType,
          games: [],
        };
        menu.games.push(game);
        menus.set(key, menu);
      }
      return { menus: [...menus.values()], serverTime: now.toISOString() };
    },

    /** The most launched lotteries of the last week; hot ones, then the brand's order, break ties. */
    async popular(
      merchant: string,
      language: Language,
      gameType: LotteryType | undefined,
      size: number,
      now = new Date(),
    ): Promise<LotteryGames> {
      const [games, counts] = await Promise.all([all(merchant, language, gameType), launchCounts(merchant, now)]);
      const ranked = games
        .map((game, order) => ({ game, order, launches: counts[game.nodeId] ?? 0 }))
        .sort((a, b) => b.launches - a.launches || Number(b.game.isHot) - Number(a.game.isHot) || a.order - b.order);
      return { games: ranked.slice(0, size).map((r) => withDraw(now)(r.game)), serverTime: now.toISOString() };
    },

    /** The lotteries a member launched, latest first. */
    async recent(
      merchant: string,
      language: Language,
      memberId: string,
      gameType: LotteryType | undefined,
      size: number,
      now = new Date(),
    ): Promise<LotteryGames> {
      const page = { gameTypes: typesOf(gameType), vassalage: [], pageNo: 1, pageSize: size };
      const list = await deps.gameList.recent(merchant, language, memberId, page);
      return { games: list.games.map(withDraw(now)), serverTime: now.toISOString() };
    },
  };
}
export type LotteryHallService = ReturnType<typeof lotteryHallService>;
