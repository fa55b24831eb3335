import { asc, count } from 'drizzle-orm';
import type { Db } from '../database';
import { games, vendors } from '../schema';
import { vendorJoin } from './games-repo';

export interface VendorOffer {
  code: string;
  gameType: string;
  gameClassify: string;
  displayName: string;
  isHot: boolean;
  /** Default order, used after the brand's vendor sorting. */
  sort: number;
  gameCount: number;
}

export function vendorsRepo(db: Db) {
  return {
    /** Every vendor offer (vendor, type, classification) with its number of games. */
    async offers(): Promise<VendorOffer[]> {
      return db
        .select({
          code: vendors.code,
          gameType: vendors.gameType,
          gameClassify: vendors.gameClassify,
          displayName: vendors.displayName,
          isHot: vendors.isHot,
          sort: vendors.sort,
          gameCount: count(games.gameId),
        })
        .from(vendors)
        .leftJoin(games, vendorJoin)
        .groupBy(vendors.code, vendors.gameType, vendors.gameClassify)
        .orderBy(asc(vendors.sort), asc(vendors.code));
    },
  };
}
export type VendorsRepo = ReturnType<typeof vendorsRepo>;
