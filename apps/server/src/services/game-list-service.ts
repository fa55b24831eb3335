import type { GameList, GameListFilter, Language } from '@lobby/contract';
import { offerKey, type GameFilter, type GamesRepo } from '../db/repositories/games-repo';
import { toGame } from './games-service';
import type { VendorsService } from './vendors-service';

/** What a page of games is chosen by. */
export type GameListPage = Pick<GameListFilter, 'gameType' | 'vassalage' | 'isNew' | 'pageNo' | 'pageSize'> & Partial<Pick<GameListFilter, 'gameClassify' | 'isHot' | 'gameName'>>;

export function gameListService(repo: GamesRepo, vendors: VendorsService) {
  return {
    /** One page of the games matching the query, in the brand's vendor order. */
    async page(merchant: string, language: Language, query: GameListPage, favouritesOf?: string): Promise<GameList> {
      const { gameType, vassalage, gameClassify, isNew, isHot, gameName, pageNo, pageSize } = query;
      const filter: GameFilter = {
        gameType,
        vendors: vassalage,
        gameClassify,
        isNew,
        isHot,
        name: gameName ? { text: gameName, language } : undefined,
        favouritesOf,
      };
      const offers = await vendors.ranked(merchant);
      const vendorNames = new Map(offers.map((offer) => [offerKey(offer), offer.displayName]));
      const { rows, total } = await repo.page(filter, [...vendorNames.keys()], {
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      const vendorName = (row: (typeof rows)[number]) =>
        vendorNames.get(offerKey({ code: row.vendorCode, gameType: row.gameType, gameClassify: row.gameClassify })) ?? row.vendorCode;
      return {
        games: rows.map((row) => toGame({ ...row, vendorName: vendorName(row) }, language)),
        pageNo,
        pageNum: pageNo,
        totalPages: Math.ceil(total / pageSize),
        totalCount: total,
      };
    },
  };
}
export type GameListService = ReturnType<typeof gameListService>;
