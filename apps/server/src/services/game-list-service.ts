import { GAME_SEARCH_RESULT_CAP, type GameList, type GameListFilter, type Language } from '@lobby/contract';
import { type GameFilter, type GamesRepo, type ListRow } from '../db/repositories/games-repo';
import { toGame, type ImageBase } from './games-service';
import { searchRankings, type SearchRankings } from './search-rankings';
import type { OfferRank, VendorsService } from './vendors-service';

/** What a page of games is chosen by. */
export type GameListPage = Pick<GameListFilter, 'gameType' | 'vassalage' | 'isNew' | 'pageNo' | 'pageSize'> &
  Partial<Pick<GameListFilter, 'gameClassify' | 'isHot' | 'gameName'>> & { gameTypes?: string[] };

export function gameListService(
  repo: GamesRepo,
  vendors: VendorsService,
  imageBase: ImageBase = async () => '',
  rankings: SearchRankings = searchRankings(0),
) {
  /**
   * A page of a name search: cut from its ranking (the best GAME_SEARCH_RESULT_CAP matches, and
   * one more when there are more), which its other pages and other players' same search reuse.
   */
  async function searchPage(
    filter: GameFilter & { name: NonNullable<GameFilter['name']> },
    order: string[],
    language: Language,
    page: { limit: number; offset: number },
  ) {
    const rank = () => repo.searchRanking(filter, order);
    // A member's favourites change under their search: those are ranked every time.
    const ranking = filter.favouritesOf
      ? await rank()
      : await rankings.get(
          [
            filter.gameType,
            filter.gameTypes,
            filter.vendors,
            filter.gameClassify,
            filter.isNew,
            filter.isHot,
            filter.name.text,
            language,
            order,
          ],
          rank,
        );
    const end = Math.min(page.offset + page.limit, GAME_SEARCH_RESULT_CAP);
    const rows = await repo.gamesInOrder(ranking.slice(page.offset, Math.max(end, page.offset)), language);
    return { rows, total: ranking.length };
  }

  return {
    /** One page of the games matching the query, in the brand's vendor order. */
    async page(merchant: string, language: Language, query: GameListPage, favouritesOf?: string): Promise<GameList> {
      const { gameType, gameTypes, vassalage, gameClassify, isNew, isHot, gameName, pageNo, pageSize } = query;
      const filter: GameFilter = {
        gameType,
        gameTypes,
        vendors: vassalage,
        gameClassify,
        isNew,
        isHot,
        name: gameName ? { text: gameName, language } : undefined,
        favouritesOf,
      };
      const { order, names: vendorNames } = await vendors.ranked(merchant);
      const offers = offerOrderFor(filter, order);
      const page = { limit: pageSize, offset: (pageNo - 1) * pageSize };
      const { rows, total } = filter.name
        ? await searchPage({ ...filter, name: filter.name }, offers, language, page)
        : await repo.page(filter, offers, page, language);
      // Only a name search is capped; it says so when it found more than it answers.
      const capped = filter.name !== undefined && total > GAME_SEARCH_RESULT_CAP;
      const list = toList(
        rows,
        capped ? GAME_SEARCH_RESULT_CAP : total,
        vendorNames,
        language,
        pageNo,
        pageSize,
        await imageBase(merchant),
      );
      return capped ? { ...list, capped: true } : list;
    },

    /** One page of a member's recent games, latest first. */
    async recent(
      merchant: string,
      language: Language,
      memberId: string,
      query: Pick<GameListPage, 'gameType' | 'gameTypes' | 'vassalage' | 'pageNo' | 'pageSize'>,
    ): Promise<GameList> {
      const { gameType, gameTypes, vassalage, pageNo, pageSize } = query;
      const { names: vendorNames } = await vendors.ranked(merchant);
      const { rows, total } = await repo.recent(
        memberId,
        { gameType, gameTypes, vendors: vassalage, isNew: false },
        { limit: pageSize, offset: (pageNo - 1) * pageSize },
        language,
      );
      return toList(rows, total, vendorNames, language, pageNo, pageSize, await imageBase(merchant));
    },
  };
}
export type GameListService = ReturnType<typeof gameListService>;

/**
 * The brand's vendor order cut to the offers the filter can match: every matching game is ranked
 * by its place in this list, and a brand with hundreds of offers made that the page's main cost.
 */
export function offerOrderFor(filter: GameFilter, order: readonly OfferRank[]): string[] {
  const types = filter.gameTypes ?? (filter.gameType ? [filter.gameType] : undefined);
  const keys: string[] = [];
  for (const { key, code, gameType } of order)
    if ((filter.vendors.length === 0 || filter.vendors.includes(code)) && (!types || types.includes(gameType)))
      keys.push(key);
  return keys;
}

function toList(
  rows: ListRow[],
  total: number,
  vendorNames: ReadonlyMap<string, string>,
  language: Language,
  pageNo: number,
  pageSize: number,
  imageBase: string,
): GameList {
  return {
    // A listed game's offer key is stored with it (a game of no offer is in no list).
    games: rows.map((row) =>
      toGame(row, (row.offerKey && vendorNames.get(row.offerKey)) ?? row.vendorCode, language, imageBase),
    ),
    pageNo,
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}
