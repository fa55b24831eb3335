import type { GameList, GameListFilter, Language } from '@lobby/contract';
import { offerKey, type GameFilter, type GameRow, type GamesRepo } from '../db/repositories/games-repo';
import { toGame, type ImageBase } from './games-service';
import type { VendorsService } from './vendors-service';

/** What a page of games is chosen by. */
export type GameListPage = Pick<GameListFilter, 'gameType' | 'vassalage' | 'isNew' | 'pageNo' | 'pageSize'> &
  Partial<Pick<GameListFilter, 'gameClassify' | 'isHot' | 'gameName'>> & { gameTypes?: string[] };

export function gameListService(repo: GamesRepo, vendors: VendorsService, imageBase: ImageBase = async () => '') {
  /** Vendor names by offer key, in the brand's vendor order. */
  async function namesOf(merchant: string): Promise<Map<string, string>> {
    const offers = await vendors.ranked(merchant);
    return new Map(offers.map((offer) => [offerKey(offer), offer.displayName]));
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
      const vendorNames = await namesOf(merchant);
      const { rows, total } = await repo.page(
        filter,
        offerOrderFor(filter, [...vendorNames.keys()]),
        { limit: pageSize, offset: (pageNo - 1) * pageSize },
        language,
      );
      return toList(rows, total, vendorNames, language, pageNo, pageSize, await imageBase(merchant));
    },

    /** One page of a member's recent games, latest first. */
    async recent(
      merchant: string,
      language: Language,
      memberId: string,
      query: Pick<GameListPage, 'gameType' | 'gameTypes' | 'vassalage' | 'pageNo' | 'pageSize'>,
    ): Promise<GameList> {
      const { gameType, gameTypes, vassalage, pageNo, pageSize } = query;
      const vendorNames = await namesOf(merchant);
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
export function offerOrderFor(filter: GameFilter, order: string[]): string[] {
  const types = filter.gameTypes ?? (filter.gameType ? [filter.gameType] : undefined);
  return order.filter((key) => {
    const [code = '', type = ''] = key.split(':');
    return (filter.vendors.length === 0 || filter.vendors.includes(code)) && (!types || types.includes(type));
  });
}

function toList(
  rows: Omit<GameRow, 'vendorName'>[],
  total: number,
  vendorNames: Map<string, string>,
  language: Language,
  pageNo: number,
  pageSize: number,
  imageBase: string,
): GameList {
  const vendorName = (row: Omit<GameRow, 'vendorName'>) =>
    vendorNames.get(offerKey({ code: row.vendorCode, gameType: row.gameType, gameClassify: row.gameClassify })) ??
    row.vendorCode;
  return {
    games: rows.map((row) => toGame({ ...row, vendorName: vendorName(row) }, language, imageBase)),
    pageNo,
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    totalCount: total,
  };
}
